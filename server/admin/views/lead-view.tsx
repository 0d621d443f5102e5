import type { ReactNode } from 'react'
import { describeEstimate } from '#lead/estimate-summary.ts'
import { languageNote } from '#lead/languages.ts'
import { serviceLabel } from '#lead/service-options.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { type DeliveryAttempt, type OutboxJob } from '#server/storage/lead-repository.ts'
import { channelLabels } from '#server/notifications/channel-labels.ts'
import type { StatusChange } from '#server/lead-stages.ts'
import type { InboxLead, LeadNote } from '#server/storage/owner-store.ts'
import { formatBusinessTime } from '#server/business-time.ts'
import { formatPhone } from '#server/phone-number.ts'
import { StagePanel } from './stage-panel.tsx'
import { VisitPanel } from './visit-panel.tsx'
import type { LeadPhoto } from '#server/storage/lead-photos.ts'
import { leadPhotoUrl } from '../photo-routes.ts'

const reachLabels = { call: 'Call', text: 'Text', email: 'E-mail' }
const jobState = { pending: 'being sent (retrying)', done: 'delivered', dead: 'failed for good' } as const

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

interface LeadViewProps {
  today: string
  response: string
  lead: InboxLead
  notes: LeadNote[]
  changes: StatusChange[]
  jobs: OutboxJob[]
  attempts: DeliveryAttempt[]
  csrfToken: string
  saved?: string
  photos: LeadPhoto[]
  /** The review request's state, when there is one. */
  review?: string
}

export function LeadView({ lead, notes, changes, jobs, attempts, csrfToken, saved, response, today, photos, review }: LeadViewProps) {
  const action = (path: string) => `/admin/leads/${lead.id}/${path}`
  return (
    <>
      <p className="mb-4">
        <a href="/admin" className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
          ← All leads
        </a>
      </p>
      {saved && (
        <p role="status" className="mb-4 rounded-md bg-success/10 p-3 text-sm">
          {saved}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section className="rounded-xl border bg-card p-5">
          <h1 className="text-2xl font-bold">{lead.fullName}</h1>
          <p className="text-sm text-muted-foreground">
            Received {formatBusinessTime(lead.receivedAt)}
            {lead.spam && ' · caught as spam'}
            {languageNote(lead.language) && ` · ${languageNote(lead.language)}`}
          </p>
          <p className="mt-1 text-sm font-semibold">{response}</p>
          {/* Each button records the answer (the response time) and then opens the phone, messages or mail app. */}
          <form method="post" action={action('reach')} className="my-4 flex flex-wrap gap-2">
            <input type="hidden" name="_csrf" value={csrfToken} />
            {Object.entries(reachLabels).map(([via, label]) => (
              <Button key={via} type="submit" size="sm" variant={via === 'call' ? 'default' : 'outline'} name="via" value={via}>
                {label}
              </Button>
            ))}
          </form>
          {lead.spam && (
            <form method="post" action={action('genuine')} className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
              <input type="hidden" name="_csrf" value={csrfToken} />
              <p className="mb-2">
                The spam trap caught this request (a hidden field was filled, often by a password manager). If it is a real customer, restore it: you get its
                notifications now.
              </p>
              <Button type="submit" size="sm">
                Not spam: restore and notify
              </Button>
            </form>
          )}
          <dl className="grid gap-2">
            <Field label="Phone">{formatPhone(lead.phone)}</Field>
            <Field label="E-mail">{lead.email}</Field>
            <Field label="Address">{lead.address}</Field>
            <Field label="Services">{lead.services.map(serviceLabel).join(', ')}</Field>
            <Field label="Project details">
              <span className="whitespace-pre-wrap">{lead.projectDetails || '—'}</span>
            </Field>
            {lead.estimate && (
              <Field label="Estimate">
                <span className="whitespace-pre-line">{describeEstimate(lead.estimate).join('\n')}</span>
              </Field>
            )}
            <Field label="Page">{`${lead.page} (${lead.formType})`}</Field>
            <Field label="Campaign">{[lead.utm.source, lead.utm.medium, lead.utm.campaign].filter(Boolean).join(' / ') || '—'}</Field>
            <Field label="Contact consent">{lead.consent ? 'Yes' : 'No'}</Field>
          </dl>
          {photos.length > 0 && (
            <section aria-labelledby="lead-photos" className="mt-5">
              <h2 id="lead-photos" className="mb-2 font-semibold">
                Photos ({photos.length})
              </h2>
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {photos.map((photo) => (
                  <li key={photo.id}>
                    <a href={leadPhotoUrl(photo.leadId, photo.id)} target="_blank" rel="noopener" className="block overflow-hidden rounded-md border">
                      <img
                        src={leadPhotoUrl(photo.leadId, photo.id, 'thumb')}
                        alt={`Photo ${photo.position + 1} of ${photos.length}, ${photo.width} × ${photo.height} (opens full size)`}
                        width={160}
                        height={Math.round((160 * photo.height) / photo.width)}
                        loading="lazy"
                        className="h-auto w-full"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </section>

        <aside className="grid content-start gap-6">
          <StagePanel leadId={lead.id} status={lead.status} csrfToken={csrfToken} changes={changes} />

          <VisitPanel lead={lead} action={action('visit')} csrfToken={csrfToken} today={today} />

          {review && (
            <section className="rounded-xl border bg-card p-5">
              <h2 className="mb-1 font-semibold">Review request</h2>
              <p className="text-sm">{review}</p>
            </section>
          )}

          <section className="rounded-xl border bg-card p-5">
            <h2 className="mb-2 font-semibold">Notifications</h2>
            {jobs.length === 0 && (
              <p className="text-sm text-muted-foreground">
                None were sent (caught as spam, sent before notifications were set up, or it arrived during a flood, past the notification cap: then the next
                digest e-mail lists it).
              </p>
            )}
            <ul className="grid gap-3 text-sm">
              {jobs.map((job) => (
                <li key={job.id}>
                  <p>
                    <span className="font-semibold">{channelLabels[job.channel]}</span>:{' '}
                    {job.status === 'pending' && job.attempts === 0 ? 'queued' : jobState[job.status]}, {job.attempts} attempt
                    {job.attempts === 1 ? '' : 's'}, last {formatBusinessTime(job.updatedAt)}
                  </p>
                  {job.lastError && job.status !== 'done' && <p className="text-destructive">{job.lastError}</p>}
                  {job.status === 'dead' && (
                    <form method="post" action={action(`jobs/${job.id}/resend`)} className="mt-1">
                      <input type="hidden" name="_csrf" value={csrfToken} />
                      <Button type="submit" size="sm" variant="outline">
                        Re-send
                      </Button>
                    </form>
                  )}
                </li>
              ))}
            </ul>
            {attempts.length > 0 && (
              <>
                <h3 className="mt-4 mb-2 text-sm font-semibold">Every attempt</h3>
                <ol className="grid gap-2 text-sm" aria-label="Delivery attempts, oldest first">
                  {attempts.map((attempt, index) => (
                    <li key={index}>
                      <p>
                        {formatBusinessTime(attempt.at)} · {channelLabels[attempt.channel]} (attempt {attempt.attempt}):{' '}
                        <span className={attempt.outcome === 'delivered' ? 'font-semibold' : 'font-semibold text-destructive'}>{attempt.outcome}</span>
                      </p>
                      {attempt.error && <p className="text-muted-foreground">{attempt.error}</p>}
                    </li>
                  ))}
                </ol>
              </>
            )}
          </section>

          <section className="rounded-xl border bg-card p-5">
            <h2 className="mb-2 font-semibold">Notes</h2>
            {notes.length === 0 && <p className="text-sm text-muted-foreground">No notes yet.</p>}
            <ul className="grid gap-3">
              {notes.map((note, index) => (
                <li key={index} className="text-sm">
                  <p className="whitespace-pre-wrap">{note.text}</p>
                  <p className="text-muted-foreground">
                    {note.author}, {formatBusinessTime(note.at)}
                  </p>
                </li>
              ))}
            </ul>
            <form method="post" action={action('notes')} className="mt-3 grid gap-2">
              <input type="hidden" name="_csrf" value={csrfToken} />
              <label htmlFor="note" className="sr-only">
                New note
              </label>
              <Textarea id="note" name="text" rows={3} required maxLength={2000} placeholder="Called, left a message…" />
              <Button type="submit" size="sm" variant="outline">
                Add note
              </Button>
            </form>
          </section>

          <details className="rounded-xl border bg-card p-5">
            <summary className="cursor-pointer font-semibold text-destructive">Delete this person's data</summary>
            <form method="post" action={action('delete')} className="mt-3 grid gap-3 text-sm">
              <input type="hidden" name="_csrf" value={csrfToken} />
              <p>For a deletion request: the lead, its notes and its notifications are erased for good. The audit log keeps only that it happened.</p>
              <label className="flex items-center gap-2">
                <input type="checkbox" name="confirm" value="yes" required className="size-4" />I understand this cannot be undone
              </label>
              <Button type="submit" size="sm" variant="destructive">
                Delete for good
              </Button>
            </form>
          </details>
        </aside>
      </div>
    </>
  )
}
