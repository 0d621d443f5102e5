import { weekdayOf } from '../lead/business-calendar.ts'
import { formatVisitDay, visitParts, visitTimeLabels, type VisitPart, type VisitPreference } from '../lead/visit-time.ts'
import { minutesOf, weekdays, type OpeningHours } from './business-hours.ts'
import { businessTimeAt } from './business-time.ts'

/**
 * The visits an owner can confirm from a homeowner's preference (decision 23): one of the
 * preferred days, in the preferred part of the day (either part when they said any time).
 */

export interface VisitSlot {
  /** YYYY-MM-DD in Celina. */
  day: string
  part: VisitPart
}

/** A slot the owner confirmed; each change of slot counts one more invitation (its SEQUENCE). */
export interface ConfirmedVisit extends VisitSlot {
  /** 1 for the first invitation, then one more for each change. */
  sequence: number
  /** ISO 8601. */
  confirmedAt: string
}

/** The slots a preference offers, in day order; none without preferred days. */
export function offeredSlots(preference: VisitPreference | null): VisitSlot[] {
  if (!preference) return []
  const parts = preference.time === 'any' ? visitParts : [preference.time]
  return preference.days.flatMap((day) => parts.map((part) => ({ day, part })))
}

/** A slot as a form value: "2026-11-30 morning". */
export const slotValue = (slot: VisitSlot) => `${slot.day} ${slot.part}`

export const sameSlot = (a: VisitSlot, b: VisitSlot) => a.day === b.day && a.part === b.part

/** "Mon, Nov 30, morning". */
export function describeSlot(slot: VisitSlot): string {
  return `${formatVisitDay(slot.day)}, ${visitTimeLabels[slot.part].toLowerCase()}`
}

const noon = 12 * 60

/**
 * When a visit in a slot may begin: from opening to noon in the morning, from noon to closing in
 * the afternoon, on the clock in Celina. A part the day's hours leave empty (closing at 11) is the
 * whole opening; a day without hours is 8 AM to 5 PM, so an invitation is never refused for it.
 */
export function visitWindow(slot: VisitSlot, hours: OpeningHours): { start: Date; end: Date } {
  const weekday = weekdays[weekdayOf(slot.day)]!
  const periods = hours.filter((entry) => entry.opens !== null && entry.closes !== null && entry.schemaDays.includes(weekday))
  const opens = periods.length ? Math.min(...periods.map((entry) => minutesOf(entry.opens!))) : 8 * 60
  const closes = periods.length ? Math.max(...periods.map((entry) => minutesOf(entry.closes!))) : 17 * 60
  let [from, to] = slot.part === 'morning' ? [opens, Math.min(noon, closes)] : [Math.max(noon, opens), closes]
  if (to <= from) [from, to] = [opens, closes]
  return { start: businessTimeAt(slot.day, from), end: businessTimeAt(slot.day, to) }
}
