import type { UseFormRegisterReturn } from 'react-hook-form'
import { visitLimits } from '../../lead/visit-rules.ts'
import { formatVisitDay, visitTimeLabels, visitTimes } from '../../lead/visit-time.ts'

export interface VisitTimeFieldsetProps {
  /** Ids of the first day (what a problem focuses), the fieldset's name and its message slot. */
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

const choice = 'flex min-h-11 items-center justify-center gap-2 rounded-md border px-1 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10'

/**
 * The preferred time for the visit (decision 23): a disclosure, closed until the homeowner wants
 * it, with one checkbox per offered business day and a radio for the part of the day. Native
 * controls, so a post without JavaScript carries them; the rule of three days is the shared
 * schema's, with the same message in the browser and from the collector.
 */
export function VisitTimeFieldset({ ids, days, dayField, timeField, posted, error, focus }: VisitTimeFieldsetProps) {
  const postedTime = posted?.visitTime ?? 'any'
  const input = (type: 'checkbox' | 'radio', value: string, field: UseFormRegisterReturn, checked: boolean | undefined, first?: boolean) => (
    <label key={value} className={choice}>
      <input
        type={type}
        value={value}
        id={first ? ids.control : undefined}
        defaultChecked={checked}
        aria-invalid={(error && type === 'checkbox') || undefined}
        autoFocus={(focus && first) || undefined}
        className="size-4 accent-primary"
        {...field}
      />
      {type === 'radio' ? visitTimeLabels[value as (typeof visitTimes)[number]] : formatVisitDay(value)}
    </label>
  )
  return (
    <div data-slot="visit-time" className="grid">
      {/* Open from the start only on a page answering a post that chose something; React never closes it afterwards. */}
      <details open={Boolean(posted?.visitDays.length) || postedTime !== 'any' || undefined}>
        <summary id={ids.label} className="flex min-h-11 cursor-pointer items-center text-sm font-semibold">
          Preferred visit time&nbsp;<span className="font-normal text-muted-foreground">(optional)</span>
        </summary>
        <fieldset aria-labelledby={ids.label} aria-describedby={error ? ids.message : undefined} className="grid grid-cols-3 gap-2">
          <p className="col-span-3 text-sm text-muted-foreground">Choose up to {visitLimits.maxDays} days. We'll confirm the visit by e-mail.</p>
          {days.map((day, index) => input('checkbox', day, dayField, posted?.visitDays.includes(day), index === 0))}
          {visitTimes.map((time) => input('radio', time, timeField, postedTime === time))}
        </fieldset>
      </details>
      {/* Outside the disclosure: a message stays in sight when it is closed. */}
      <p id={ids.message} aria-live="polite" className="min-h-8 pt-1.5 text-sm font-medium leading-5 text-destructive">
        {error}
      </p>
    </div>
  )
}
