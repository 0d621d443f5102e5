/**
 * The business's calendar, for the browser and the collector alike: days on the clock in Celina,
 * Texas, as YYYY-MM-DD text. The server's finer clock work (instants, opening periods) lives in
 * server/business-time.ts and server/business-hours.ts.
 */
export const businessTimeZone = 'America/Chicago'

/** en-CA writes a date as YYYY-MM-DD. */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: businessTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' })

/** The day (YYYY-MM-DD) an instant falls on in Celina. */
export const businessDayOf = (at: Date): string => dayFormat.format(at)

/** The day `count` days after (or before, when negative) a day. */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10)
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay()
}
