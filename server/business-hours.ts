import type { SiteConfig } from '../config/site-config.ts'
import { addDays, businessDayOf, weekdayOf, weekdays } from '../lead/business-calendar.ts'
import { businessTimeAt } from './business-time.ts'

// Opening hours are "HH:MM" in Celina ("24:00" is midnight, null is closed), turned into instants a day at a
// time, so the two days a year the clocks change count the hours that really passed.

export type OpeningHours = ReadonlyArray<Pick<SiteConfig['hours'][number], 'opens' | 'closes' | 'schemaDays'>>

const minuteMs = 60_000

// [opens, closes): in minutes after midnight per weekday, sorted and merged; in instants per day, as the inbox asks
// about the same days again and again.
type Period = readonly [number, number]
type Prepared = { week: ReadonlyArray<readonly Period[]>; days: Map<string, Period[]> }

export function minutesOf(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : NaN
  if (!match || Number(match[2]) > 59 || minutes > 24 * 60) throw new Error(`Business hours: "${time}" is not a time of day (HH:MM, 00:00 to 24:00)`)
  return minutes
}

// Wrong hours make every promise wrong: refuse them rather than read them as "closed".
function weeklySchedule(hours: OpeningHours) {
  const week: Array<Array<[number, number]>> = weekdays.map(() => [])
  for (const entry of hours) {
    if (entry.opens === null || entry.closes === null) continue
    const opens = minutesOf(entry.opens)
    const closes = minutesOf(entry.closes)
    // Overnight periods (closing after midnight) are not a fence company's hours: say so instead of guessing.
    if (closes <= opens) throw new Error(`Business hours: closes ${entry.closes} is not after opens ${entry.opens}`)
    for (const name of entry.schemaDays) {
      const weekday = weekdays.indexOf(name)
      if (weekday < 0) throw new Error(`Business hours: "${name}" is not a day of the week (Monday … Sunday)`)
      week[weekday]!.push([opens, closes])
    }
  }
  // Overlapping entries for one day must not count their common time twice.
  return week.map((periods) =>
    periods
      .sort((a, b) => a[0] - b[0])
      .reduce<Array<[number, number]>>((merged, period) => {
        const last = merged.at(-1)
        if (last && period[0] <= last[1]) last[1] = Math.max(last[1], period[1])
        else merged.push([...period])
        return merged
      }, []),
  )
}

const prepared = new WeakMap<OpeningHours, Prepared>()
// A long-running server forgets now and then rather than grow.
const maxCachedDays = 5_000

function prepare(hours: OpeningHours): Prepared {
  let entry = prepared.get(hours)
  if (!entry) {
    entry = { week: weeklySchedule(hours), days: new Map() }
    prepared.set(hours, entry)
  }
  return entry
}

function periodsOn(schedule: Prepared, day: string): Period[] {
  let periods = schedule.days.get(day)
  if (!periods) {
    periods = schedule.week[weekdayOf(day)]!.map(([opens, closes]): Period => [
      businessTimeAt(day, opens).getTime(),
      businessTimeAt(day, closes).getTime(),
    ]).filter(([opens, closes]) => closes > opens)
    if (schedule.days.size >= maxCachedDays) schedule.days.clear()
    schedule.days.set(day, periods)
  }
  return periods
}

export function businessMsBetween(from: Date, to: Date, hours: OpeningHours): number {
  const start = from.getTime()
  const end = to.getTime()
  if (!(end > start)) return 0
  const schedule = prepare(hours)
  let total = 0
  const last = businessDayOf(to)
  for (let day = businessDayOf(from); day <= last; day = addDays(day, 1)) {
    for (const [opens, closes] of periodsOn(schedule, day)) total += Math.max(0, Math.min(closes, end) - Math.max(opens, start))
  }
  return total
}

// Running out exactly at closing gives the closing instant, so `businessMsBetween` inverts it.
export function addBusinessMs(from: Date, ms: number, hours: OpeningHours): Date {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`addBusinessMs: ${ms} is not a duration`)
  const schedule = prepare(hours)
  if (!schedule.week.some((periods) => periods.length > 0)) throw new Error('Business hours: no day of the week has opening hours')
  const start = from.getTime()
  let remaining = ms
  for (let day = businessDayOf(from); ; day = addDays(day, 1)) {
    for (const [opens, closes] of periodsOn(schedule, day)) {
      const counted = Math.max(opens, start)
      if (closes <= counted) continue
      if (remaining <= closes - counted) return new Date(counted + remaining)
      remaining -= closes - counted
    }
  }
}

export function isOpen(at: Date, hours: OpeningHours): boolean {
  const time = at.getTime()
  return periodsOn(prepare(hours), businessDayOf(at)).some(([opens, closes]) => opens <= time && time < closes)
}

export function nextOpening(at: Date, hours: OpeningHours): Date {
  return addBusinessMs(at, 0, hours)
}

export function nextClosing(at: Date, hours: OpeningHours): Date | null {
  const schedule = prepare(hours)
  let end = at.getTime()
  let day = businessDayOf(at)
  // A run of open time longer than eight calendar days covers a whole week: it never ends.
  for (let step = 0; step <= 8; step++, day = addDays(day, 1)) {
    let extended = false
    for (const [opens, closes] of periodsOn(schedule, day)) {
      if (opens <= end && end < closes) {
        end = closes
        extended = true
      }
    }
    if (!extended) return new Date(end)
  }
  return null
}

// Rounded down like a stopwatch: "9 min" for 9 min 59 s.
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms)) throw new RangeError(`formatDuration: ${ms} is not a duration`)
  const minutes = Math.floor(Math.max(0, ms) / minuteMs)
  if (minutes < 1) return 'under 1 min'
  if (minutes < 60) return `${minutes} min`
  const hoursCount = Math.floor(minutes / 60)
  if (hoursCount < 24) return minutes % 60 ? `${hoursCount} h ${minutes % 60} min` : `${hoursCount} h`
  const days = Math.floor(hoursCount / 24)
  return hoursCount % 24 ? `${days} d ${hoursCount % 24} h` : `${days} d`
}

// Nearest rank: always a time some lead really waited.
export function percentile(values: readonly number[], p: number): number | null {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile: ${p} is not between 0 and 100`)
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b)
  if (!sorted.length) return null
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length))
  return sorted[rank - 1]!
}
