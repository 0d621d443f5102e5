import { describe, expect, it } from 'vitest'
import {
  locationsServiceAreaInitialCount,
  nextVisibleCount,
  orderServiceAreas,
  remainingAreaCount,
  serviceAreaInitialCount,
  serviceAreaShowMoreDelayMs,
  serviceAreaStep,
} from './service-area-list.tsx'

describe('service-area list paging', () => {
  it('uses the spec constants', () => {
    expect(serviceAreaInitialCount).toBe(6)
    expect(locationsServiceAreaInitialCount).toBe(4)
    expect(serviceAreaStep).toBe(3)
    expect(serviceAreaShowMoreDelayMs).toBe(150)
  })

  it('adds 3 per press and stops at the total', () => {
    const total = 13
    const counts = [serviceAreaInitialCount]
    while (counts.at(-1)! < total) counts.push(nextVisibleCount(counts.at(-1)!, total))
    expect(counts).toEqual([6, 9, 12, 13])
    expect(nextVisibleCount(total, total)).toBe(total)
  })

  it('pages the Locations list from 4', () => {
    const total = 13
    const counts = [locationsServiceAreaInitialCount]
    while (counts.at(-1)! < total) counts.push(nextVisibleCount(counts.at(-1)!, total))
    expect(counts).toEqual([4, 7, 10, 13])
  })

  it('counts what the button promises', () => {
    expect(remainingAreaCount(6, 13)).toBe(7)
    expect(remainingAreaCount(4, 13)).toBe(9)
    expect(remainingAreaCount(13, 13)).toBe(0)
    expect(remainingAreaCount(20, 13)).toBe(0)
  })

  it('handles short lists and odd inputs', () => {
    expect(nextVisibleCount(0, 2)).toBe(2)
    expect(nextVisibleCount(-5, 10)).toBe(3)
    expect(nextVisibleCount(4, 5, 3)).toBe(5)
  })

  it('puts primary areas first and keeps each group in order', () => {
    const ordered = orderServiceAreas([
      { city: 'B', area: '', distance: '', primary: false },
      { city: 'A', area: '', distance: '', primary: true },
      { city: 'C', area: '', distance: '', primary: false },
      { city: 'D', area: '', distance: '', primary: true },
    ])
    expect(ordered.map((area) => area.city)).toEqual(['A', 'D', 'B', 'C'])
  })
})
