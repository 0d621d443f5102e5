import { weekdayOf, weekdays } from '../lead/business-calendar.ts'
import { formatVisitDay, visitParts, visitTimeLabels, type VisitPart, type VisitPreference } from '../lead/visit-time.ts'
import { minutesOf, type OpeningHours } from './business-hours.ts'
import { businessTimeAt, isDay } from './business-time.ts'

export interface VisitSlot {
  day: string
  part: VisitPart
}

export interface ConfirmedVisit extends VisitSlot {
  // The invitation's SEQUENCE: one more for each change of slot.
  sequence: number
  confirmedAt: string
}

export function offeredSlots(preference: VisitPreference | null): VisitSlot[] {
  if (!preference) return []
  const parts = preference.time === 'any' ? visitParts : [preference.time]
  return preference.days.flatMap((day) => parts.map((part) => ({ day, part })))
}

export const slotValue = (slot: VisitSlot) => `${slot.day} ${slot.part}`

/** A time the owner agreed with the customer themselves: a calendar day (YYYY-MM-DD) and a part of it. */
export function enteredSlot(day: string | undefined, part: string | undefined): VisitSlot | undefined {
  if (!isDay(day)) return undefined
  const known = visitParts.find((candidate) => candidate === part)
  return known && { day, part: known }
}

export const sameSlot = (a: VisitSlot, b: VisitSlot) => a.day === b.day && a.part === b.part

export function describeSlot(slot: VisitSlot): string {
  return `${formatVisitDay(slot.day)}, ${visitTimeLabels[slot.part].toLowerCase()}`
}

const noon = 12 * 60

// A day without hours is 8 AM to 5 PM, so an invitation is never refused for it.
export function visitWindow(slot: VisitSlot, hours: OpeningHours): { start: Date; end: Date } {
  const weekday = weekdays[weekdayOf(slot.day)]!
  const periods = hours.filter((entry) => entry.opens !== null && entry.closes !== null && entry.schemaDays.includes(weekday))
  const opens = periods.length ? Math.min(...periods.map((entry) => minutesOf(entry.opens!))) : 8 * 60
  const closes = periods.length ? Math.max(...periods.map((entry) => minutesOf(entry.closes!))) : 17 * 60
  let [from, to] = slot.part === 'morning' ? [opens, Math.min(noon, closes)] : [Math.max(noon, opens), closes]
  if (to <= from) [from, to] = [opens, closes]
  return { start: businessTimeAt(slot.day, from), end: businessTimeAt(slot.day, to) }
}
