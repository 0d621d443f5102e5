import { addDays, weekdayOf } from './business-calendar.ts'
import { openWeekdays, type Hours } from './visit-time.ts'

/**
 * The rules of the preferred visit time (decision 23), apart from what the form renders so that
 * the form's first script does not carry them: the schema (loaded at the first interaction) and
 * the collector read them.
 */

export const visitLimits = {
  /** Days a homeowner may choose. */
  maxDays: 3,
  /**
   * The latest day the collector accepts, in calendar days from its today. Wider than the offer,
   * so a page left open for a day or a phone whose clock is off is not refused; a past day, a day
   * the business is closed and a day weeks away are.
   */
  horizonDays: 14,
} as const

/** In the words of spec section 5 ("Please select at least one service"). */
export const visitMessages = {
  visitDays: `Please choose up to ${visitLimits.maxDays} days`,
  visitDayUnavailable: 'Please choose from the days shown: a day you picked is no longer available',
  visitTime: 'Please choose morning, afternoon or any time',
} as const

/**
 * Why chosen days cannot be taken on `today`, or undefined when they can: each must be a
 * business day from today up to the horizon. The form offers only such days; a page built or
 * opened days ago, or a hand-made post, can still send others.
 */
export function visitDaysProblem(days: readonly string[], hours: Hours, today: string): string | undefined {
  if (days.length === 0) return undefined
  const open = openWeekdays(hours)
  const last = addDays(today, visitLimits.horizonDays)
  const fine = (day: string) => day >= today && day <= last && open.has(weekdayOf(day))
  return days.every(fine) ? undefined : visitMessages.visitDayUnavailable
}
