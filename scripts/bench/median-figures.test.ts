import { describe, expect, it } from 'vitest'
import { median, medianFigures } from './median-figures.ts'

describe('median', () => {
  it('takes the middle value of an odd number, whatever their order', () => {
    expect(median([85, 6, 14, 1, 8])).toBe(8)
  })

  it('takes the mean of the middle two of an even number', () => {
    expect(median([40, 10, 30, 20])).toBe(25)
  })
})

describe('medianFigures', () => {
  it('replaces the chosen figures by their medians and keeps the rest of the representative run', () => {
    const runs = [
      { route: '/a', tbtMs: 6, lcpMs: 1360, seo: 1 },
      { route: '/a', tbtMs: 85, lcpMs: 1362, seo: 1 },
      { route: '/a', tbtMs: 14, lcpMs: 1355, seo: 1 },
    ]
    // Lighthouse's median run was the disturbed one; its blocking time is not the median.
    expect(medianFigures(runs, runs[1]!, ['tbtMs', 'lcpMs'])).toEqual({ route: '/a', tbtMs: 14, lcpMs: 1360, seo: 1 })
  })
})
