import { Button } from '#app/components/ui/button.tsx'
import { fieldClassName } from '#app/components/ui/input.tsx'
import { formatBusinessTime } from '#server/business-time.ts'
import { leadStatuses, nextStage, stageLabels, type LeadStatus, type StatusChange } from '#server/lead-stages.ts'

interface StageFormProps {
  leadId: string
  status: LeadStatus
  csrfToken: string
  /** Where the owner comes back to: the inbox list they tapped in, or the lead's page. */
  back?: string
}

// Each form says which stage the owner saw, so a tap on a page gone stale never moves a lead back.
function StageFields({ status, csrfToken, back }: Omit<StageFormProps, 'leadId'>) {
  return (
    <>
      <input type="hidden" name="_csrf" value={csrfToken} />
      <input type="hidden" name="from" value={status} />
      {back && <input type="hidden" name="back" value={back} />}
    </>
  )
}

/** One tap moves the lead on to its next stage; nothing once it is completed or lost. */
export function NextStageForm({ leadId, status, csrfToken, back, size = 'sm' }: StageFormProps & { size?: 'sm' | 'lg' }) {
  const next = nextStage(status)
  if (!next) return null
  return (
    <form method="post" action={`/admin/leads/${leadId}/status`}>
      <StageFields status={status} csrfToken={csrfToken} back={back} />
      <Button type="submit" size={size} name="status" value={next} className="min-h-11">
        Mark {stageLabels[next].toLowerCase()}
      </Button>
    </form>
  )
}

/** The lead's stage, the tap to the next one, any other stage (lost among them), and every change so far. */
export function StagePanel({ leadId, status, csrfToken, changes }: StageFormProps & { changes: readonly StatusChange[] }) {
  return (
    <section className="grid gap-3 rounded-xl border bg-card p-5" aria-labelledby="stage-heading">
      <h2 id="stage-heading" className="font-semibold">
        Stage: <span data-stage={status}>{stageLabels[status]}</span>
      </h2>
      <NextStageForm leadId={leadId} status={status} csrfToken={csrfToken} size="lg" />
      <form method="post" action={`/admin/leads/${leadId}/status`} className="grid gap-2">
        <StageFields status={status} csrfToken={csrfToken} />
        <label htmlFor="status" className="text-sm font-medium">
          Or set the stage
        </label>
        <select id="status" name="status" defaultValue={status} className={`${fieldClassName} h-11`}>
          {leadStatuses.map((stage) => (
            <option key={stage} value={stage}>
              {stageLabels[stage]}
            </option>
          ))}
        </select>
        <Button type="submit" size="sm" variant="outline">
          Save stage
        </Button>
      </form>
      {changes.length > 0 && (
        <ol className="grid gap-1 text-sm" aria-label="Stage changes, oldest first">
          {changes.map((change) => (
            <li key={change.id}>
              {formatBusinessTime(change.at)} · {stageLabels[change.from]} → <span className="font-semibold">{stageLabels[change.to]}</span>
              {change.actor && <span className="text-muted-foreground"> ({change.actor})</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
