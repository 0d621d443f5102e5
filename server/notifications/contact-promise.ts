import { addDays, businessDayOf, weekdayOf } from '#lead/business-calendar.ts'
import { nextClosing, nextOpening, weekdays, type OpeningHours } from '../business-hours.ts'
import { formatClockTime } from '../business-time.ts'
import { defaultConfirmationWording, fill, type ConfirmationWording } from './confirmation-wording.ts'

/** "Within the hour" is promised only when that hour fits before closing: at 5:30 PM the honest answer is tomorrow. */
const promiseWindowMs = 60 * 60_000

/**
 * When someone will contact the homeowner, from the business hours: "within the hour" while
 * open (with the hour before closing), otherwise "by 7 AM today", "by 8 AM tomorrow" or
 * "by 7 AM Monday" from the next opening.
 */
export function contactPromise(now: Date, hours: OpeningHours, wording: ConfirmationWording = defaultConfirmationWording): string {
  const closes = nextClosing(now, hours)
  if (closes === null || closes.getTime() - now.getTime() >= promiseWindowMs) return wording.withinTheHour
  const opening = nextOpening(closes, hours)
  const today = businessDayOf(now)
  const openingDay = businessDayOf(opening)
  const values = { time: formatClockTime(opening), day: weekdays[weekdayOf(openingDay)]! }
  if (openingDay === today) return fill(wording.byTimeToday, values)
  if (openingDay === addDays(today, 1)) return fill(wording.byTimeTomorrow, values)
  return fill(wording.byTimeOnDay, values)
}
