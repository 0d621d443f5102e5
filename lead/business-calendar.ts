// Days on the business's clock in Celina as YYYY-MM-DD text, for the browser and the collector alike.
export const businessTimeZone = 'America/Chicago'

// Built once: loading the time zone's data is costly.
let dayFormat: Intl.DateTimeFormat | undefined

export function businessDayOf(at: Date): string {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: businessTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
  return dayFormat.format(at)
}

export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10)
}

export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay()
}
