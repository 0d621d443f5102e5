import { ChevronDown } from 'lucide'
import { Icon } from '../components/ui/icon.tsx'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { businessDayOf } from '#lead/business-calendar.ts'
import { quoteFieldIds } from '#lead/quote-form-post.ts'
import { upcomingVisitDays, visitTimes, type VisitTime } from '#lead/visit-time.ts'
import { visitTimeText } from '#lead/visit-time-text.ts'
import { useLanguage } from '../lib/language.tsx'
import { browserSite } from '../site-config.ts'
import { quoteFormText } from './quote-form-text.ts'
import type { QuoteFormFlow } from './use-quote-form.ts'

const choice = 'flex min-h-11 items-center justify-center gap-2 rounded-md border px-1 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10'

/**
 * A closed disclosure with a checkbox per offered business day and a radio for the part of the day: native controls,
 * so a post without JavaScript carries them; what was ticked before hydration is read from the page.
 */
export function VisitTimeFieldset({ quote, idPrefix, visitDaysFrom }: { quote: QuoteFormFlow; idPrefix: string; visitDaysFrom?: string }) {
  const { posted, visitDays: days, chooseVisitDays: onDaysChange } = quote
  const language = useLanguage()
  const text = visitTimeText[language]
  const ids = quoteFieldIds(idPrefix, 'visitDays')
  const error = quote.message('visitDays') ?? quote.message('visitTime')
  // The first day takes focus on load when it is the first problem of a native post.
  const focus = quote.focus('visitDays') || quote.focus('visitTime')
  // Open from the start when a native post chose something; React never closes it afterwards.
  const open = Boolean(posted?.values.visitDays.length) || (posted && posted.values.visitTime !== 'any')
  // The radios post the part of the day; "any time" until the visitor picks another.
  const [time, onTimeChange] = useState<VisitTime>(() => visitTimes.find((candidate) => candidate === posted?.values.visitTime) ?? 'any')
  // The day the HTML's offered days count from (the build's, or the server's in its answer) until hydrated; then the browser's today in Celina.
  const [today, setToday] = useState(() => visitDaysFrom ?? businessDayOf(new Date()))
  const offered = upcomingVisitDays(browserSite.hours, today)
  const fieldset = useRef<HTMLFieldSetElement>(null)

  // The page may be older than today: a day ticked on it that is no longer offered is dropped with it, not sent to be refused.
  const adoptFirstPaintState = useEffectEvent(() => {
    const now = businessDayOf(new Date())
    const stillOffered = new Set(upcomingVisitDays(browserSite.hours, now))
    const checked = [...(fieldset.current?.querySelectorAll<HTMLInputElement>('input:checked') ?? [])]
    const ticked = checked.filter((input) => input.type === 'checkbox' && stillOffered.has(input.value)).map((input) => input.value)
    const chosen = visitTimes.find((candidate) => checked.some((input) => input.type === 'radio' && input.value === candidate))
    if (ticked.join() !== days.join()) onDaysChange(ticked)
    if (chosen && chosen !== time) onTimeChange(chosen)
    setToday(now)
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
        autoFocus={(focus && first) || undefined}
        className="size-4 accent-primary"
      />
      {type === 'radio' ? text.times[value as VisitTime] : text.day(value)}
    </label>
  )
  return (
    <div data-slot="visit-time" className="grid">
      <details open={open || undefined} className="group">
        <summary id={ids.label} className="flex min-h-11 cursor-pointer items-center gap-1 text-sm font-semibold">
          {`${text.title} `}
          <span className="font-normal text-muted-foreground">{quoteFormText[language].optional}</span>
          <Icon icon={ChevronDown} className="ml-auto size-4 group-open:rotate-180" />
        </summary>
        <fieldset ref={fieldset} aria-labelledby={ids.label} aria-describedby={error ? ids.message : undefined} className="grid grid-cols-3 gap-2">
          <p className="col-span-3 text-sm text-muted-foreground">{text.hint}</p>
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
