import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { fieldClassName, Input } from '#app/components/ui/input.tsx'
import { languageNote } from '#lead/languages.ts'
import { serviceLabel, serviceOptions } from '#lead/service-options.ts'
import { leadStatuses, stageLabels } from '#server/lead-stages.ts'
import type { InboxFilter, InboxPage } from '#server/storage/owner-store.ts'
import { formatBusinessTime } from '#server/business-time.ts'
import { formatPhone } from '#server/phone-number.ts'
import { NextStageForm } from './stage-panel.tsx'

// Every view can be bookmarked.
function inboxHref(filter: InboxFilter, after?: string, path = '/admin'): string {
  const { search: q, status, spam, service, city, from, to } = filter
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries({ q, status, spam: spam ? '1' : undefined, service, city, from, to, after })) if (value) query.set(name, value)
  const text = query.toString()
  return text ? `${path}?${text}` : path
}

function FilterChoice({ label, name, value, options }: { label: string; name: string; value?: string; options: readonly { value: string; label: string }[] }) {
  return (
    <label className="grid gap-1 text-sm font-medium">
      {label}
      <select name={name} defaultValue={value ?? ''} className={`${fieldClassName} h-11`}>
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}

interface InboxViewProps {
  filter: InboxFilter
  page: InboxPage
  cities: readonly string[]
  responseTimes: string
  /** The last 30 days' review requests, when they are on. */
  reviews?: string
  waiting: Record<string, string>
  csrfToken: string
  /** The page's cursor, so a tap in the list comes back to the same page. */
  after?: string
}

export function InboxView({ filter, page, responseTimes, reviews, waiting, cities, csrfToken, after }: InboxViewProps) {
  const narrowed = Boolean(filter.status || filter.service || filter.city || filter.from || filter.to || filter.spam)
  return (
    <>
      <form method="get" action="/admin" role="search" className="mb-6 grid gap-3 rounded-xl border bg-card p-4">
        <div className="flex items-end gap-2">
          <label className="grid flex-1 gap-1 text-sm font-medium">
            Search
            <Input name="q" type="search" defaultValue={filter.search} placeholder="Name, phone, e-mail, address or details" />
          </label>
          <Button type="submit">Show</Button>
        </div>
        {/* Closed unless one is in use: on a phone the newest leads are then on the first screen. */}
        <details open={narrowed} className="text-sm">
          <summary className="cursor-pointer font-semibold text-primary">More filters</summary>
          <div className="mt-3 grid gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-4">
            <FilterChoice
              label="Stage"
              name="status"
              value={filter.status}
              options={leadStatuses.map((status) => ({ value: status, label: stageLabels[status] }))}
            />
            <FilterChoice label="Service" name="service" value={filter.service} options={serviceOptions} />
            <label className="grid gap-1 text-sm font-medium">
              City
              <Input name="city" list="inbox-cities" defaultValue={filter.city} autoComplete="off" />
              <datalist id="inbox-cities">
                {cities.map((city) => (
                  <option key={city} value={city} />
                ))}
              </datalist>
            </label>
            {(['from', 'to'] as const).map((name) => (
              <label key={name} className="grid gap-1 text-sm font-medium">
                {name === 'from' ? 'Received from' : 'Received before'}
                <Input name={name} type="date" defaultValue={filter[name]} />
              </label>
            ))}
            <label className="flex h-11 items-center gap-2 text-sm font-medium">
              <input type="checkbox" name="spam" value="1" defaultChecked={filter.spam} className="size-4" />
              Spam only
            </label>
          </div>
        </details>
      </form>

      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <h1 className="text-xl font-bold">{filter.spam ? 'Caught as spam' : 'Leads'}</h1>
          <p className="text-sm text-muted-foreground">{responseTimes}</p>
          {reviews && <p className="text-sm text-muted-foreground">{reviews}</p>}
        </div>
        {/* No `download` attribute: with it the browser sends Sec-Fetch-Dest `empty`, and the export requires `document`. */}
        <a href={inboxHref(filter, undefined, '/admin/leads.csv')} className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
          Download these leads (CSV)
        </a>
      </div>
      {page.leads.length === 0 ? (
        <p className="rounded-xl border bg-card p-6 text-muted-foreground">No leads match.</p>
      ) : (
        <ul className="grid gap-2">
          {page.leads.map((lead) => (
            <li key={lead.id} className="rounded-xl border bg-card p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <a href={`/admin/leads/${lead.id}`} className="text-lg font-semibold text-primary underline-offset-4 hover:underline">
                  {lead.fullName || `${lead.firstName} ${lead.lastName}`}
                </a>
                <span className="text-sm text-muted-foreground">{formatBusinessTime(lead.receivedAt)}</span>
              </div>
              <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                <Badge variant="secondary">{stageLabels[lead.status]}</Badge>
                {languageNote(lead.language) && <Badge variant="outline">{languageNote(lead.language)}</Badge>}
                {waiting[lead.id] && <span className="font-semibold text-destructive">Waiting {waiting[lead.id]}</span>}
                <span>{formatPhone(lead.phone)}</span>
                <span>{lead.city || lead.address}</span>
                <span className="text-muted-foreground">{lead.services.map(serviceLabel).join(', ')}</span>
              </div>
              {!lead.spam && (
                <div className="mt-2">
                  <NextStageForm leadId={lead.id} status={lead.status} csrfToken={csrfToken} back={inboxHref(filter, after)} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {page.next && (
        <p className="mt-4">
          <a href={inboxHref(filter, page.next)} className="font-semibold text-primary underline-offset-4 hover:underline">
            Older leads →
          </a>
        </p>
      )}
    </>
  )
}
