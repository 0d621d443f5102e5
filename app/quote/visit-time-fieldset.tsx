import { ChevronDown } from 'lucide-react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { formatVisitDay, visitLimits, visitTimeLabels, visitTimes } from '../../lead/visit-time.ts'
import { cn } from '../lib/utils.ts'

export interface VisitTimeFieldsetProps {
  /** Ids of the fieldset's first day (what a problem focuses), its label and its message slot. */
  ids: { control: string; label: string; message: string }
  /** The business days offered (YYYY-MM-DD), earliest first. */
  days: readonly string[]
  dayField: UseFormRegisterReturn<'visitDays'>
  timeField: UseFormRegisterReturn<'visitTime'>
  /** What a form posted without JavaScript held: ticked again where the day is still offered. */
  posted?: { visitDays: readonly string[]; visitTime: string }
  error?: string
  /** The first day takes focus when the page loads (the first problem of a native post). */
  focus?: boolean
}

const choice = cn(
  'flex min-h-11 cursor-pointer select-none items-center justify-center gap-2 rounded-md border border-input bg-background px-2 text-center text-sm',
  'has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:checked]:font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/35',
)

/**
 * The preferred time for the visit (decision 23): a disclosure, closed until the homeowner wants
 * it, with one checkbox per offered business day and a radio for the part of the day. Native
 * controls, so a post without JavaScript carries them; the rule of three days is the shared
 * schema's, with the same message in the browser and from the collector.
 */
export function VisitTimeFieldset({ ids, days, dayField, timeField, posted, error, focus }: VisitTimeFieldsetProps) {
  const descriptionId = `${ids.control}-description`
  const describedBy = [descriptionId, error ? ids.message : undefined].filter(Boolean).join(' ')
  const postedTime = posted?.visitTime ?? 'any'
  // Open from the start only on a page answering a post that chose something; React never closes it afterwards.
  const openAtFirst = Boolean(posted?.visitDays.length) || postedTime !== 'any'
  return (
    <div data-slot="visit-time" className="grid">
      <details open={openAtFirst || undefined} className="group">
        <summary
          id={ids.label}
          className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 text-sm font-semibold [&::-webkit-details-marker]:hidden"
        >
          <span>
            Preferred visit time <span className="font-normal text-muted-foreground">(optional)</span>
          </span>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <fieldset aria-labelledby={ids.label} aria-describedby={describedBy} className="grid gap-3 pt-1">
          <p id={descriptionId} className="text-sm text-muted-foreground">
            Choose up to {visitLimits.maxDays} days that suit you. We'll confirm the visit by e-mail.
          </p>
          <div role="group" aria-label="Days" className="grid grid-cols-3 gap-2">
            {days.map((day, index) => (
              <label key={day} className={choice}>
                <input
                  type="checkbox"
                  value={day}
                  id={index === 0 ? ids.control : undefined}
                  defaultChecked={posted?.visitDays.includes(day)}
                  aria-invalid={error ? true : undefined}
                  autoFocus={(focus && index === 0) || undefined}
                  className="size-4 shrink-0 accent-primary"
                  {...dayField}
                />
                {formatVisitDay(day)}
              </label>
            ))}
          </div>
          <div role="radiogroup" aria-label="Time of day" className="grid grid-cols-3 gap-2">
            {visitTimes.map((time) => (
              <label key={time} className={choice}>
                <input type="radio" value={time} defaultChecked={postedTime === time} className="size-4 shrink-0 accent-primary" {...timeField} />
                {visitTimeLabels[time]}
              </label>
            ))}
          </div>
        </fieldset>
      </details>
      {/* Outside the disclosure: a message stays in sight when it is closed. */}
      <p id={ids.message} aria-live="polite" className="min-h-8 pt-1.5 text-sm font-medium leading-5 text-destructive">
        {error}
      </p>
    </div>
  )
}
