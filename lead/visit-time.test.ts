import { describe, expect, it } from 'vitest'
import { loadSiteConfig } from '../config/site-config.ts'
import { businessDayOf } from './business-calendar.ts'
import { leadFormSchema } from './lead-schema.ts'
import { validLeadForm } from './testing/lead-form.ts'
import { visitDaysProblem, visitMessages } from './visit-rules.ts'
import { describeVisitPreference, formatVisitDay, upcomingVisitDays, visitPreferenceOf } from './visit-time.ts'

const { hours } = loadSiteConfig({})

/** A person's form, everything valid, to which a test adds its visit fields. */
const form = validLeadForm

describe('the visit days the form offers', () => {
  it('are the next six business days from tomorrow, leaving out Sunday (by appointment)', () => {
    // Wednesday, November 25, 2026.
    expect(upcomingVisitDays(hours, '2026-11-25')).toEqual(['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-30', '2026-12-01', '2026-12-02'])
    // From a Saturday the next is Monday.
    expect(upcomingVisitDays(hours, '2026-11-28')[0]).toBe('2026-11-30')
  })

  it('follow the configured hours: a business closed on Saturdays does not offer them', () => {
    const weekdaysOnly = hours.map((entry) => (entry.schemaDays.includes('Saturday') ? { ...entry, opens: null, closes: null } : entry))
    expect(upcomingVisitDays(weekdaysOnly, '2026-11-25', 3)).toEqual(['2026-11-26', '2026-11-27', '2026-11-30'])
    expect(upcomingVisitDays([], '2026-11-25')).toEqual([])
  })

  it('count days on the clock in Celina, not in UTC', () => {
    // 03:30 UTC on the 26th is still the evening of the 25th in Celina.
    expect(businessDayOf(new Date('2026-11-26T03:30:00Z'))).toBe('2026-11-25')
  })
})

describe('the collector check of chosen days', () => {
  const today = '2026-11-25'

  it('takes business days from today up to two weeks ahead', () => {
    expect(visitDaysProblem([], hours, today)).toBeUndefined()
    expect(visitDaysProblem(['2026-11-25', '2026-11-26', '2026-12-09'], hours, today)).toBeUndefined()
  })

  it('refuses a past day, a Sunday, a day too far ahead and a day that does not exist', () => {
    for (const day of ['2026-11-24', '2026-11-29', '2026-12-10', '2026-02-30'])
      expect(visitDaysProblem([day], hours, today), day).toBe(visitMessages.en.visitDayUnavailable)
  })
})

describe('the visit fields of the lead schema', () => {
  it('take up to three days and a part of the day', () => {
    const parsed = leadFormSchema.parse({ ...form, visitDays: ['2026-11-27', '2026-11-26'], visitTime: 'afternoon' })
    expect(parsed.visitDays).toEqual(['2026-11-27', '2026-11-26'])
    expect(parsed.visitTime).toBe('afternoon')
    expect(visitPreferenceOf(parsed.visitDays ?? [], parsed.visitTime ?? 'any')).toEqual({ days: ['2026-11-26', '2026-11-27'], time: 'afternoon' })
  })

  it('refuse a fourth day with the message the form shows', () => {
    const result = leadFormSchema.safeParse({ ...form, visitDays: ['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-30'] })
    expect(result.success).toBe(false)
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['visitDays'], message: 'Please choose up to 3 days' })])
  })

  it('refuse a day twice, a day that is not a date and a part of the day not offered', () => {
    expect(leadFormSchema.safeParse({ ...form, visitDays: ['2026-11-26', '2026-11-26'] }).error?.issues[0]?.message).toBe(visitMessages.en.visitDayUnavailable)
    expect(leadFormSchema.safeParse({ ...form, visitDays: ['next monday'] }).error?.issues[0]?.message).toBe(visitMessages.en.visitDayUnavailable)
    expect(leadFormSchema.safeParse({ ...form, visitTime: 'evening' }).error?.issues[0]?.message).toBe(visitMessages.en.visitTime)
  })

  it('read no days and "any time" as no preference, which leaves the payload', () => {
    const parsed = leadFormSchema.parse({ ...form, visitDays: [], visitTime: 'any' })
    expect(JSON.parse(JSON.stringify(parsed))).not.toHaveProperty('visitDays')
    expect(JSON.parse(JSON.stringify(parsed))).not.toHaveProperty('visitTime')
    expect(visitPreferenceOf([], 'any')).toBeNull()
    expect(visitPreferenceOf([], 'morning')).toEqual({ days: [], time: 'morning' })
  })

  it('name each day as en-US writes a short date, whatever the time zone', () => {
    expect(['2026-01-01', '2026-11-30', '2028-02-29'].map((day) => formatVisitDay(day))).toEqual(['Thu, Jan 1', 'Mon, Nov 30', 'Tue, Feb 29'])
  })

  it('read as the owner reads them', () => {
    expect(describeVisitPreference({ days: ['2026-11-30', '2026-12-01'], time: 'morning' })).toBe('Mon, Nov 30 or Tue, Dec 1 · Morning')
    expect(describeVisitPreference({ days: [], time: 'afternoon' })).toBe('Any day · Afternoon')
  })
})
