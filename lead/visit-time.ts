import type { SiteConfig } from '../config/site-config.ts'
import { addDays, weekdayOf } from './business-calendar.ts'

/**
 * The homeowner's preferred time for the on-site visit (decision 23): up to three of the next
 * business days and a part of the day. Shared by the quote form, which offers the days, and the
 * collector, which checks them against its own calendar.
 */

/** "any" is the form's default: the homeowner did not say. */
export const visitTimes = ['any', 'morning', 'afternoon'] as const
export type VisitTime = (typeof visitTimes)[number]

/** A part of the day the owner can confirm a visit in. */
export type VisitPart = Exclude<VisitTime, 'any'>
export const visitParts = ['morning', 'afternoon'] as const satisfies readonly VisitPart[]

export const visitTimeLabels: Record<VisitTime, string> = { any: 'Any time', morning: 'Morning', afternoon: 'Afternoon' }

/** What a stored lead keeps of the preference; null when the homeowner gave none. */
export interface VisitPreference {
  /** YYYY-MM-DD, earliest first. */
  days: string[]
  time: VisitTime
}

export type Hours = SiteConfig['hours']

/** Weekdays (0 = Sunday) with opening hours; "by appointment" (no hours) is not a day to offer. */
export function openWeekdays(hours: Hours): Set<number> {
  const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
  return new Set(hours.filter((entry) => entry.opens !== null && entry.closes !== null).flatMap((entry) => entry.schemaDays.map((day) => names.indexOf(day))))
}

/** The next `count` business days after `today` (YYYY-MM-DD): what the form offers, a week with Saturdays. */
export function upcomingVisitDays(hours: Hours, today: string, count = 6): string[] {
  const open = openWeekdays(hours)
  const days: string[] = []
  for (let day = addDays(today, 1); open.size > 0 && days.length < count; day = addDays(day, 1)) if (open.has(weekdayOf(day))) days.push(day)
  return days
}

/** The stored form of what the homeowner chose: days in order, or null when they gave no preference. */
export function visitPreferenceOf(days: readonly string[], time: VisitTime): VisitPreference | null {
  if (days.length === 0 && time === 'any') return null
  return { days: [...days].sort(), time }
}

const visitDayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' })

/** "Mon, Nov 30". */
export function formatVisitDay(day: string): string {
  return visitDayFormat.format(new Date(`${day}T00:00:00Z`))
}

/** "Mon, Nov 30 or Tue, Dec 1 · Morning", as the owner reads a preference. */
export function describeVisitPreference(preference: VisitPreference): string {
  const days = preference.days.length ? preference.days.map(formatVisitDay).join(' or ') : 'Any day'
  return `${days} · ${visitTimeLabels[preference.time]}`
}
