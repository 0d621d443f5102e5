import { describeVisitPreference, visitParts, visitTimeLabels } from '#lead/visit-time.ts'
import { Button } from '#app/components/ui/button.tsx'
import { fieldClassName } from '#app/components/ui/input.tsx'
import { formatBusinessTime } from '#server/business-time.ts'
import type { InboxLead } from '#server/storage/owner-store.ts'
import { describeSlot, offeredSlots, sameSlot, slotValue } from '#server/visit-slots.ts'

export function VisitPanel({ lead, action, csrfToken, today }: { lead: InboxLead; action: string; csrfToken: string; today: string }) {
  const slots = offeredSlots(lead.visit)
  const confirmed = lead.visitSlot
  return (
    <section className="rounded-xl border bg-card p-5" aria-labelledby="visit-heading">
      <h2 id="visit-heading" className="mb-2 font-semibold">
        Visit
      </h2>
      <p className="text-sm">{lead.visit ? `Preferred: ${describeVisitPreference(lead.visit)}` : 'No preferred time given.'}</p>
      {confirmed && (
        <p className="mt-2 text-sm font-semibold" data-slot="visit-confirmed">
          Confirmed: {describeSlot(confirmed)} (invitation {confirmed.sequence}, {formatBusinessTime(confirmed.confirmedAt)})
        </p>
      )}
      {slots.length > 0 && !lead.spam && (
        <form method="post" action={action} className="mt-3 grid gap-2">
          <input type="hidden" name="_csrf" value={csrfToken} />
          <fieldset className="grid gap-1 text-sm">
            <legend className="mb-1 font-semibold">{confirmed ? 'Move the visit to' : 'Confirm one of these times'}</legend>
            {slots.map((slot) => (
              <label key={slotValue(slot)} className="flex min-h-9 items-center gap-2">
                <input
                  type="radio"
                  name="slot"
                  value={slotValue(slot)}
                  required
                  disabled={slot.day < today}
                  defaultChecked={confirmed ? sameSlot(confirmed, slot) : undefined}
                  className="size-4"
                />
                {describeSlot(slot)}
                {slot.day < today && <span className="text-muted-foreground">(passed)</span>}
              </label>
            ))}
          </fieldset>
          <p className="text-sm text-muted-foreground">The customer gets an e-mail with a calendar invitation.</p>
          <Button type="submit" size="sm">
            {confirmed ? 'Change the visit and send a new invitation' : 'Confirm and send the invitation'}
          </Button>
        </form>
      )}
      {!lead.spam && (
        <details className="mt-3" open={slots.length === 0 || undefined}>
          <summary className="cursor-pointer text-sm font-semibold">Agreed another time</summary>
          <form method="post" action={action} className="mt-2 grid gap-2 text-sm">
            <input type="hidden" name="_csrf" value={csrfToken} />
            <label className="grid gap-1">
              Day
              <input type="date" name="day" required min={today} className={`${fieldClassName} h-11`} />
            </label>
            <fieldset className="flex gap-4">
              <legend className="sr-only">Part of the day</legend>
              {visitParts.map((part, index) => (
                <label key={part} className="flex min-h-9 items-center gap-2">
                  <input type="radio" name="part" value={part} required defaultChecked={index === 0} className="size-4" />
                  {visitTimeLabels[part]}
                </label>
              ))}
            </fieldset>
            <p className="text-sm text-muted-foreground">The customer gets the same e-mail and calendar invitation.</p>
            <Button type="submit" size="sm" variant="outline">
              Confirm this day
            </Button>
          </form>
        </details>
      )}
    </section>
  )
}
