import { describe, expect, it } from 'vitest'
import { loadSiteConfig } from '../config/site-config.ts'
import { addBusinessMs, businessMsBetween, formatDuration, isOpen, nextClosing, nextOpening, percentile, type OpeningHours } from './business-hours.ts'

/** The site's hours: Monday-Friday 07:00-18:00, Saturday 08:00-16:00, Sunday closed. */
const hours = loadSiteConfig({}).hours
const weekdaysAndSaturday = hours.filter((entry) => !entry.schemaDays.includes('Sunday'))
/** Variants open on Sunday, so the days the clocks change (both Sundays in 2026) are counted. */
const sundayAllDay: OpeningHours = [...weekdaysAndSaturday, { opens: '00:00', closes: '24:00', schemaDays: ['Sunday'] }]
const sundayNight: OpeningHours = [...weekdaysAndSaturday, { opens: '01:00', closes: '05:00', schemaDays: ['Sunday'] }]
const sundaySkipped: OpeningHours = [...weekdaysAndSaturday, { opens: '02:30', closes: '04:00', schemaDays: ['Sunday'] }]

const at = (iso: string) => new Date(iso)
const minutes = (count: number) => count * 60_000
const hoursMs = (count: number) => count * 3_600_000
const between = (from: string, to: string, schedule: OpeningHours = hours) => businessMsBetween(at(from), at(to), schedule)

describe('business hours: time counted', () => {
  it('counts all of a span inside hours, and nothing backwards', () => {
    // Tuesday, January 13, 2026, 9:00 to 10:30 in Celina (CST, UTC-6).
    expect(between('2026-01-13T09:00:00-06:00', '2026-01-13T10:30:00-06:00')).toBe(minutes(90))
    expect(between('2026-01-13T10:30:00-06:00', '2026-01-13T09:00:00-06:00')).toBe(0)
    expect(between('2026-01-13T09:00:00-06:00', '2026-01-13T09:00:00-06:00')).toBe(0)
  })

  it('skips the night: Monday 17:50 to Tuesday 07:10 is 10 + 10 minutes', () => {
    expect(between('2026-01-12T17:50:00-06:00', '2026-01-13T07:10:00-06:00')).toBe(minutes(20))
    // A lead sent at night waits from the opening.
    expect(between('2026-01-12T22:00:00-06:00', '2026-01-13T07:25:00-06:00')).toBe(minutes(25))
  })

  it("counts Saturday's shorter hours and not closed Sunday", () => {
    // Friday 17:50 to Saturday 08:10: Saturday opens at 8.
    expect(between('2026-01-16T17:50:00-06:00', '2026-01-17T08:10:00-06:00')).toBe(minutes(20))
    // Friday 17:50 to Monday 07:10: 10 min Friday, Saturday 08:00-16:00, nothing on Sunday, 10 min Monday.
    expect(between('2026-01-16T17:50:00-06:00', '2026-01-19T07:10:00-06:00')).toBe(minutes(10) + hoursMs(8) + minutes(10))
    // Saturday 15:50 to Monday 07:10: Saturday closes at 4 PM.
    expect(between('2026-01-17T15:50:00-06:00', '2026-01-19T07:10:00-06:00')).toBe(minutes(20))
    // All of Sunday: nothing.
    expect(between('2026-01-18T00:00:00-06:00', '2026-01-19T00:00:00-06:00')).toBe(0)
  })

  it('counts the hours that passed across the weekends the clocks change (closed Sunday)', () => {
    // March 7-9, 2026: Saturday 15:00 CST to Monday 08:00 CDT is 1 h + 1 h.
    expect(between('2026-03-07T15:00:00-06:00', '2026-03-09T08:00:00-05:00')).toBe(hoursMs(2))
    // October 31 - November 2, 2026: Saturday 15:00 CDT to Monday 08:00 CST.
    expect(between('2026-10-31T15:00:00-05:00', '2026-11-02T08:00:00-06:00')).toBe(hoursMs(2))
    // A week either side of the change: 5 × 11 h + 8 h, whatever the offset.
    expect(between('2026-03-02T00:00:00-06:00', '2026-03-09T00:00:00-05:00')).toBe(hoursMs(63))
    expect(between('2026-03-09T00:00:00-05:00', '2026-03-16T00:00:00-05:00')).toBe(hoursMs(63))
    expect(between('2026-10-26T00:00:00-05:00', '2026-11-02T00:00:00-06:00')).toBe(hoursMs(63))
  })

  it('counts 23 and 25 hours on the days the clocks change, when Sunday is open', () => {
    expect(between('2026-03-08T00:00:00-06:00', '2026-03-09T00:00:00-05:00', sundayAllDay)).toBe(hoursMs(23))
    expect(between('2026-11-01T00:00:00-05:00', '2026-11-02T00:00:00-06:00', sundayAllDay)).toBe(hoursMs(25))
    // Saturday 16:00 to Monday 07:00 across each change: the Sunday, nothing else.
    expect(between('2026-03-07T16:00:00-06:00', '2026-03-09T07:00:00-05:00', sundayAllDay)).toBe(hoursMs(23))
    expect(between('2026-10-31T16:00:00-05:00', '2026-11-02T07:00:00-06:00', sundayAllDay)).toBe(hoursMs(25))
    // 01:00-05:00 on the clock: 3 hours when 2 AM is skipped, 5 when 1 AM comes twice.
    expect(between('2026-03-07T16:00:00-06:00', '2026-03-09T07:00:00-05:00', sundayNight)).toBe(hoursMs(3))
    expect(between('2026-10-31T16:00:00-05:00', '2026-11-02T07:00:00-06:00', sundayNight)).toBe(hoursMs(5))
    // Opening at 02:30, a time March 8 skips: the shop opens at 03:30 CDT (02:30 read in CST).
    expect(between('2026-03-08T00:00:00-06:00', '2026-03-09T00:00:00-05:00', sundaySkipped)).toBe(minutes(30))
    expect(between('2026-11-01T00:00:00-05:00', '2026-11-02T00:00:00-06:00', sundaySkipped)).toBe(minutes(90))
  })

  it('counts 30 days a day at a time, fast', () => {
    // Monday, January 5 to Wednesday, February 4, 2026: four weeks of 63 h, then Monday and Tuesday.
    const fresh: OpeningHours = hours.map((entry) => ({ ...entry }))
    const started = performance.now()
    expect(between('2026-01-05T00:00:00-06:00', '2026-02-04T00:00:00-06:00', fresh)).toBe(hoursMs(4 * 63 + 22))
    // A year across both changes: 52 weeks and one Thursday (2026 starts and ends on one).
    expect(between('2026-01-01T00:00:00-06:00', '2027-01-01T00:00:00-06:00', fresh)).toBe(hoursMs(52 * 63 + 11))
    expect(addBusinessMs(at('2026-01-05T00:00:00-06:00'), hoursMs(4 * 63 + 22), fresh)).toEqual(at('2026-02-03T18:00:00-06:00'))
    expect(performance.now() - started).toBeLessThan(200)
  })
})

describe('business hours: when time runs out', () => {
  it('adds time inside hours', () => {
    expect(addBusinessMs(at('2026-01-13T09:00:00-06:00'), minutes(10), hours)).toEqual(at('2026-01-13T09:10:00-06:00'))
  })

  it('starts counting at the next opening and carries over the evening and the weekend', () => {
    expect(addBusinessMs(at('2026-01-12T22:00:00-06:00'), minutes(10), hours)).toEqual(at('2026-01-13T07:10:00-06:00'))
    expect(addBusinessMs(at('2026-01-16T17:50:00-06:00'), minutes(20), hours)).toEqual(at('2026-01-17T08:10:00-06:00'))
    expect(addBusinessMs(at('2026-01-17T15:55:00-06:00'), minutes(10), hours)).toEqual(at('2026-01-19T07:05:00-06:00'))
    // Time that runs out at closing ends at closing, not the next morning.
    expect(addBusinessMs(at('2026-01-16T17:50:00-06:00'), minutes(10), hours)).toEqual(at('2026-01-16T18:00:00-06:00'))
  })

  it('adds the hours that pass on the days the clocks change', () => {
    // From Saturday night, 2 hours from the 01:00 opening: 04:00 CDT in March, 02:00 CST in November.
    expect(addBusinessMs(at('2026-03-07T20:00:00-06:00'), hoursMs(2), sundayNight)).toEqual(at('2026-03-08T04:00:00-05:00'))
    expect(addBusinessMs(at('2026-10-31T20:00:00-05:00'), hoursMs(2), sundayNight)).toEqual(at('2026-11-01T02:00:00-06:00'))
    expect(addBusinessMs(at('2026-03-07T15:30:00-06:00'), hoursMs(1), hours)).toEqual(at('2026-03-09T07:30:00-05:00'))
  })

  it('is the inverse of counting, on any instant and duration', () => {
    let seed = 29
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
    const start = at('2026-01-01T00:00:00Z').getTime()
    for (const schedule of [hours, sundayAllDay, sundayNight, sundaySkipped]) {
      for (let round = 0; round < 200; round++) {
        const from = new Date(start + Math.floor(random() * 365 * 24 * 60) * 60_000)
        const ms = Math.floor(random() * hoursMs(200))
        const due = addBusinessMs(from, ms, schedule)
        expect(businessMsBetween(from, due, schedule)).toBe(ms)
        expect(due.getTime()).toBeGreaterThanOrEqual(from.getTime())
      }
    }
  })

  it('refuses a negative duration', () => {
    expect(() => addBusinessMs(at('2026-01-13T09:00:00-06:00'), -1, hours)).toThrow(RangeError)
  })
})

describe('business hours: open or closed', () => {
  it('is open from opening, inclusive, to closing, exclusive', () => {
    expect(isOpen(at('2026-01-12T07:00:00-06:00'), hours)).toBe(true)
    expect(isOpen(at('2026-01-12T06:59:00-06:00'), hours)).toBe(false)
    expect(isOpen(at('2026-01-12T17:59:59-06:00'), hours)).toBe(true)
    expect(isOpen(at('2026-01-12T18:00:00-06:00'), hours)).toBe(false)
    expect(isOpen(at('2026-01-17T15:59:00-06:00'), hours)).toBe(true)
    expect(isOpen(at('2026-01-17T16:00:00-06:00'), hours)).toBe(false)
    expect(isOpen(at('2026-01-18T12:00:00-06:00'), hours)).toBe(false)
    // Summer time: 07:00 CDT is 12:00 UTC.
    expect(isOpen(at('2026-07-06T12:00:00Z'), hours)).toBe(true)
    expect(isOpen(at('2026-07-06T11:59:00Z'), hours)).toBe(false)
  })

  it('is open through the clock change when Sunday is', () => {
    expect(isOpen(at('2026-03-08T01:59:00-06:00'), sundayNight)).toBe(true)
    expect(isOpen(at('2026-03-08T03:00:00-05:00'), sundayNight)).toBe(true)
    expect(isOpen(at('2026-03-08T05:00:00-05:00'), sundayNight)).toBe(false)
    expect(isOpen(at('2026-11-01T01:30:00-06:00'), sundayNight)).toBe(true)
  })

  it('finds the next opening', () => {
    expect(nextOpening(at('2026-01-16T19:00:00-06:00'), hours)).toEqual(at('2026-01-17T08:00:00-06:00'))
    expect(nextOpening(at('2026-01-17T17:00:00-06:00'), hours)).toEqual(at('2026-01-19T07:00:00-06:00'))
    expect(nextOpening(at('2026-01-19T05:00:00-06:00'), hours)).toEqual(at('2026-01-19T07:00:00-06:00'))
    expect(nextOpening(at('2026-03-07T17:00:00-06:00'), hours)).toEqual(at('2026-03-09T07:00:00-05:00'))
    expect(nextOpening(at('2026-10-31T17:00:00-05:00'), hours)).toEqual(at('2026-11-02T07:00:00-06:00'))
    // Open now: now.
    expect(nextOpening(at('2026-01-13T09:00:00-06:00'), hours)).toEqual(at('2026-01-13T09:00:00-06:00'))
  })

  it('finds the next closing, across periods that touch at midnight', () => {
    expect(nextClosing(at('2026-01-16T17:30:00-06:00'), hours)).toEqual(at('2026-01-16T18:00:00-06:00'))
    expect(nextClosing(at('2026-01-17T09:00:00-06:00'), hours)).toEqual(at('2026-01-17T16:00:00-06:00'))
    // Closed: now.
    expect(nextClosing(at('2026-01-16T19:00:00-06:00'), hours)).toEqual(at('2026-01-16T19:00:00-06:00'))
    expect(nextClosing(at('2026-01-16T18:00:00-06:00'), hours)).toEqual(at('2026-01-16T18:00:00-06:00'))
    const weekend: OpeningHours = [
      { opens: '20:00', closes: '24:00', schemaDays: ['Saturday'] },
      { opens: '00:00', closes: '24:00', schemaDays: ['Sunday'] },
      { opens: '00:00', closes: '06:00', schemaDays: ['Monday'] },
    ]
    expect(nextClosing(at('2026-03-07T21:00:00-06:00'), weekend)).toEqual(at('2026-03-09T06:00:00-05:00'))
    const always: OpeningHours = [
      { opens: '00:00', closes: '24:00', schemaDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] },
    ]
    expect(nextClosing(at('2026-03-07T21:00:00-06:00'), always)).toBeNull()
    expect(isOpen(at('2026-03-08T02:30:00-05:00'), always)).toBe(true)
  })

  it('refuses hours it cannot read, and a week without opening hours', () => {
    const closed: OpeningHours = [{ opens: null, closes: null, schemaDays: ['Monday'] }]
    expect(businessMsBetween(at('2026-01-01T00:00:00Z'), at('2026-02-01T00:00:00Z'), closed)).toBe(0)
    expect(isOpen(at('2026-01-12T12:00:00-06:00'), closed)).toBe(false)
    expect(() => nextOpening(at('2026-01-12T12:00:00-06:00'), closed)).toThrow(/no day of the week/)
    const now = at('2026-01-12T12:00:00-06:00')
    expect(() => isOpen(now, [{ opens: '7:00', closes: '18:00', schemaDays: ['Monday'] }])).toThrow(/HH:MM/)
    expect(() => isOpen(now, [{ opens: '07:00', closes: '24:30', schemaDays: ['Monday'] }])).toThrow(/HH:MM/)
    expect(() => isOpen(now, [{ opens: '18:00', closes: '07:00', schemaDays: ['Monday'] }])).toThrow(/not after/)
    expect(() => isOpen(now, [{ opens: '07:00', closes: '18:00', schemaDays: ['Mon'] }])).toThrow(/day of the week/)
  })

  it('counts overlapping entries for one day once', () => {
    const overlapping: OpeningHours = [
      { opens: '07:00', closes: '12:00', schemaDays: ['Monday'] },
      { opens: '11:00', closes: '13:00', schemaDays: ['Monday'] },
      { opens: '14:00', closes: '15:00', schemaDays: ['Monday'] },
    ]
    expect(between('2026-01-12T00:00:00-06:00', '2026-01-13T00:00:00-06:00', overlapping)).toBe(hoursMs(7))
    expect(isOpen(at('2026-01-12T13:30:00-06:00'), overlapping)).toBe(false)
    expect(nextOpening(at('2026-01-12T13:30:00-06:00'), overlapping)).toEqual(at('2026-01-12T14:00:00-06:00'))
  })
})

describe('durations and percentiles for the inbox', () => {
  it('formats a duration in at most two units, rounded down', () => {
    expect(formatDuration(0)).toBe('under 1 min')
    expect(formatDuration(59_999)).toBe('under 1 min')
    expect(formatDuration(-5_000)).toBe('under 1 min')
    expect(formatDuration(minutes(12))).toBe('12 min')
    expect(formatDuration(minutes(12) + 59_999)).toBe('12 min')
    expect(formatDuration(hoursMs(1))).toBe('1 h')
    expect(formatDuration(hoursMs(1) + minutes(5))).toBe('1 h 5 min')
    expect(formatDuration(hoursMs(23) + minutes(59))).toBe('23 h 59 min')
    expect(formatDuration(hoursMs(24))).toBe('1 d')
    expect(formatDuration(hoursMs(51) + minutes(40))).toBe('2 d 3 h')
    expect(() => formatDuration(Number.NaN)).toThrow(RangeError)
  })

  it('takes percentiles by nearest rank', () => {
    expect(percentile([], 50)).toBeNull()
    expect(percentile([7], 90)).toBe(7)
    expect(percentile([5, 1, 3], 50)).toBe(3)
    // Even count: the lower middle value, a time a lead really waited.
    expect(percentile([4, 1, 3, 2], 50)).toBe(2)
    const tens = Array.from({ length: 10 }, (_, index) => (index + 1) * 10)
    expect(percentile(tens, 90)).toBe(90)
    expect(percentile(tens, 91)).toBe(100)
    expect(percentile(tens, 0)).toBe(10)
    expect(percentile(tens, 100)).toBe(100)
    expect(percentile([Number.NaN, 2], 50)).toBe(2)
    expect(() => percentile(tens, 101)).toThrow(RangeError)
  })
})
