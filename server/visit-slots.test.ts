import { describe, expect, it } from 'vitest'
import { loadSiteConfig } from '../config/site-config.ts'
import { describeSlot, offeredSlots, visitWindow } from './visit-slots.ts'

const { hours } = loadSiteConfig({})

describe('visit slots', () => {
  it('offer each preferred day in the preferred part, or in both parts for any time', () => {
    expect(offeredSlots({ days: ['2026-11-30', '2026-12-01'], time: 'morning' })).toEqual([
      { day: '2026-11-30', part: 'morning' },
      { day: '2026-12-01', part: 'morning' },
    ])
    expect(offeredSlots({ days: ['2026-11-30'], time: 'any' })).toEqual([
      { day: '2026-11-30', part: 'morning' },
      { day: '2026-11-30', part: 'afternoon' },
    ])
    expect(offeredSlots({ days: [], time: 'morning' })).toEqual([])
    expect(offeredSlots(null)).toEqual([])
  })

  it('span opening to noon or noon to closing, on the clock in Celina', () => {
    // Monday, November 30, 2026 (CST, UTC-6): open 7:00-18:00.
    expect(visitWindow({ day: '2026-11-30', part: 'morning' }, hours)).toEqual({
      start: new Date('2026-11-30T13:00:00Z'),
      end: new Date('2026-11-30T18:00:00Z'),
    })
    // Saturday, June 6, 2026 (CDT, UTC-5): open 8:00-16:00.
    expect(visitWindow({ day: '2026-06-06', part: 'afternoon' }, hours)).toEqual({
      start: new Date('2026-06-06T17:00:00Z'),
      end: new Date('2026-06-06T21:00:00Z'),
    })
    expect(describeSlot({ day: '2026-11-30', part: 'afternoon' })).toBe('Mon, Nov 30, afternoon')
  })
})
