import { businessTimeZone } from '../lead/business-calendar.ts'

// Inbox date filters and the daily summary count days on the clock in Celina, as the owner does, not in UTC.

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: businessTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

const readable = new Intl.DateTimeFormat('en-US', { timeZone: businessTimeZone, dateStyle: 'medium', timeStyle: 'short' })

export function formatBusinessTime(at: Date | string): string {
  return readable.format(typeof at === 'string' ? new Date(at) : at)
}

function wallClock(at: Date | number): Record<string, string> {
  return Object.fromEntries(parts.formatToParts(at).map((part) => [part.type, part.value]))
}

export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^(19[7-9]\d|2\d{3})-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

export function businessDateTime(at: Date | string): string {
  const { year, month, day, hour, minute } = wallClock(typeof at === 'string' ? new Date(at) : at)
  return `${year}-${month}-${day} ${hour}:${minute}`
}

export function businessHour(at: Date): number {
  return Number(wallClock(at).hour)
}

// By hand: ICU puts a narrow no-break space before AM.
export function formatClockTime(at: Date): string {
  const { hour, minute } = wallClock(at)
  const twelve = Number(hour) % 12 || 12
  return `${twelve}${minute === '00' ? '' : `:${minute}`} ${Number(hour) < 12 ? 'AM' : 'PM'}`
}

const dayMs = 24 * 3_600_000

function utcOffsetMs(at: number): number {
  const v = wallClock(at)
  const wallAsUtc = Date.UTC(Number(v.year), Number(v.month) - 1, Number(v.day), Number(v.hour), Number(v.minute), Number(v.second))
  return wallAsUtc - Math.floor(at / 1000) * 1000
}

// Like Temporal's "compatible" disambiguation across the clock changes.
export function businessTimeAt(day: string, minutes: number): Date {
  const wallAsUtc = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000
  // Chicago's clocks change at most once within a day either side of any moment.
  const before = utcOffsetMs(wallAsUtc - dayMs)
  const after = utcOffsetMs(wallAsUtc + dayMs)
  const shown = [wallAsUtc - before, wallAsUtc - after].filter((at) => wallAsUtc - utcOffsetMs(at) === at)
  return new Date(shown.length ? Math.min(...shown) : wallAsUtc - before)
}

export function businessDayStart(day: string): Date {
  return businessTimeAt(day, 0)
}
