import { describe, expect, it } from 'vitest'
import { businessDayOf } from '#lead/business-calendar.ts'
import { businessDateTime, businessDayStart, businessHour, isDay } from './business-time.ts'

describe('business time (Celina, Texas)', () => {
  it('starts a day at midnight in Celina, in winter and summer time and on the days the clocks change', () => {
    expect(businessDayStart('2026-01-15').toISOString()).toBe('2026-01-15T06:00:00.000Z')
    expect(businessDayStart('2026-07-04').toISOString()).toBe('2026-07-04T05:00:00.000Z')
    expect(businessDayStart('2026-03-08').toISOString()).toBe('2026-03-08T06:00:00.000Z')
    expect(businessDayStart('2026-03-09').toISOString()).toBe('2026-03-09T05:00:00.000Z')
    expect(businessDayStart('2026-11-01').toISOString()).toBe('2026-11-01T05:00:00.000Z')
    expect(businessDayStart('2026-11-02').toISOString()).toBe('2026-11-02T06:00:00.000Z')
  })

  it('tells the day and hour on the business clock', () => {
    expect(businessDayOf(new Date('2026-03-01T05:59:00Z'))).toBe('2026-02-28')
    expect(businessDayOf(new Date('2026-03-01T06:00:00Z'))).toBe('2026-03-01')
    expect(businessHour(new Date('2026-07-04T12:00:00Z'))).toBe(7)
  })

  it('writes an instant as the date and time on the business clock, in winter and summer time', () => {
    expect(businessDateTime('2026-11-27T10:29:54.909Z')).toBe('2026-11-27 04:29')
    expect(businessDateTime(new Date('2026-07-04T04:05:00Z'))).toBe('2026-07-03 23:05')
    expect(businessDateTime('2026-03-08T08:30:00Z')).toBe('2026-03-08 03:30')
  })

  it('accepts only real calendar days', () => {
    expect(['2026-02-28', '2024-02-29'].every(isDay)).toBe(true)
    expect(
      ['2026-02-30', '2026-13-01', '2026-00-10', '2026-01-00', '2026-01-32', '0999-01-01', '2026-2-1', '2026-02-01T00:00', '', undefined].some(isDay),
    ).toBe(false)
  })
})
