import { ChevronDown } from 'lucide'
import { Icon } from '../components/ui/icon.tsx'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { businessDayOf } from '#lead/business-calendar.ts'
import { quoteFieldIds } from '#lead/quote-form-post.ts'
import { visitLimits } from '#lead/visit-rules.ts'
import { formatVisitDay, upcomingVisitDays, visitTimeLabels, visitTimes, type VisitTime } from '#lead/visit-time.ts'
import { browserSite } from '../site-config.ts'

export interface VisitTimeFieldsetProps {
  /** The form's id prefix: the first day (what a problem focuses), the fieldset's name and its message slot take ids from it. */
  idPrefix: string
  /**
   * The day (YYYY-MM-DD, in Celina) the offered days count from in the HTML: the build's in a
   * prerendered page, the collector's in its answer. Once hydrated and opened, the fieldset counts
   * from the browser's today, so a page built days ago offers the right days.
   */
  visitDaysFrom?: string
  /** The days ticked, in the order the visitor ticked them: the form holds them (its field visitDays). */
  days: string[]
  onDaysChange(days: string[]): void
  /** The part of the day a form posted without JavaScript held. */
  postedTime?: string
  /** Open from the start (a page answering a post that chose something); React never closes it afterwards. */
  open?: boolean
  error?: string
  /** The first day takes focus when the page loads (the first problem of a native post). */
  focus?: boolean
}

const choice = 'flex min-h-11 items-center justify-center gap-2 rounded-md border px-1 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10'

/**
 * The preferred time for the visit (decision 23): a disclosure, closed until the homeowner wants
 * it, with one checkbox per offered business day and a radio for the part of the day. Native
 * controls, so a post without JavaScript carries them; the rule of three days is the shared
 * schema's, with the same message in the browser and from the collector. What was ticked before
 * this part hydrated is read from the page, as the services picker does.
 */
export function VisitTimeFieldset(props: VisitTimeFieldsetProps) {
  const { error } = props
  const ids = quoteFieldIds(props.idPrefix, 'visitDays')
  const { days, onDaysChange } = props
  // The radios post the part of the day; "any time" until the visitor picks another.
  const [time, onTimeChange] = useState<VisitTime>(() => visitTimes.find((candidate) => candidate === props.postedTime) ?? 'any')
  // The browser's today in Celina, worked out when the visitor opens the section (or finds it
  // open): the time zone's data costs the page 20-40 ms of main thread the first time.
  const [today, setToday] = useState<string>()
  const offered = upcomingVisitDays(browserSite.hours, today ?? props.visitDaysFrom ?? businessDayOf(new Date()))
  const details = useRef<HTMLDetailsElement>(null)
  const fieldset = useRef<HTMLFieldSetElement>(null)
  const countFromToday = () => setToday(businessDayOf(new Date()))

  const adoptFirstPaintState = useEffectEvent(() => {
    const checked = [...(fieldset.current?.querySelectorAll<HTMLInputElement>('input:checked') ?? [])]
    const ticked = checked.filter((input) => input.type === 'checkbox').map((input) => input.value)
    const chosen = visitTimes.find((candidate) => checked.some((input) => input.type === 'radio' && input.value === candidate))
    if (ticked.join() !== days.join()) onDaysChange(ticked)
    if (chosen && chosen !== time) onTimeChange(chosen)
    if (details.current?.open) countFromToday()
  })
  useEffect(() => adoptFirstPaintState(), [])

  const choose = (value: string, type: 'checkbox' | 'radio', checked: boolean, first: boolean) => (
    <label key={value} className={choice}>
      <input
        type={type}
        name={type === 'checkbox' ? 'visitDays' : 'visitTime'}
        value={value}
        checked={checked}
        onChange={(event) =>
          type === 'radio' ? onTimeChange(value as VisitTime) : onDaysChange(event.target.checked ? [...days, value] : days.filter((day) => day !== value))
        }
        id={first ? ids.control : undefined}
        aria-invalid={(error && type === 'checkbox') || undefined}
        autoFocus={(props.focus && first) || undefined}
        className="size-4 accent-primary"
      />
      {type === 'radio' ? visitTimeLabels[value as VisitTime] : formatVisitDay(value)}
    </label>
  )
  return (
    <div data-slot="visit-time" className="grid">
      <details ref={details} open={props.open || undefined} onToggle={(event) => event.currentTarget.open && countFromToday()} className="group">
        <summary id={ids.label} className="flex min-h-11 cursor-pointer items-center gap-1 text-sm font-semibold">
          Preferred visit time <span className="font-normal text-muted-foreground">(optional)</span>
          <Icon icon={ChevronDown} className="ml-auto size-4 group-open:rotate-180" />
        </summary>
        <fieldset ref={fieldset} aria-labelledby={ids.label} aria-describedby={error ? ids.message : undefined} className="grid grid-cols-3 gap-2">
          <p className="col-span-3 text-sm text-muted-foreground">Choose up to {visitLimits.maxDays} days. We'll confirm the visit by e-mail.</p>
          {offered.map((day, index) => choose(day, 'checkbox', days.includes(day), index === 0))}
          {visitTimes.map((option) => choose(option, 'radio', option === time, false))}
        </fieldset>
      </details>
      {/* Outside the disclosure: a message stays in sight when it is closed. */}
      <p id={ids.message} aria-live="polite" className="min-h-8 pt-1.5 text-sm font-medium leading-5 text-destructive">
        {error}
      </p>
    </div>
  )
}
