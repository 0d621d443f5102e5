import { addDays, businessDayOf, weekdayOf } from '#lead/business-calendar.ts'
import { nextClosing, nextOpening, weekdays, type OpeningHours } from '../business-hours.ts'
import { formatClockTime } from '../business-time.ts'
import { defaultConfirmationWording, fill, type ConfirmationWording } from './confirmation-wording.ts'

// At 5:30 PM the honest answer is tomorrow.
const promiseWindowMs = 60 * 60_000

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
