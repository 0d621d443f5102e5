import { describe, expect, it } from 'vitest'
import { figuresOf, mainThreadWork, median, medianFigures, missedTargets, speedTableRows, type Figures, type LighthouseReport } from './speed-figures.ts'

/** A Lighthouse JSON report reduced to the public fields the bench reads. */
function report(figures: Partial<Figures> = {}): LighthouseReport {
  const f = { performance: 0.99, accessibility: 1, bestPractices: 1, seo: 1, fcpMs: 900, lcpMs: 1200, tbtMs: 40, cls: 0, ...figures }
  return {
    categories: {
      performance: { score: f.performance },
      accessibility: { score: f.accessibility },
      'best-practices': { score: f.bestPractices },
      seo: { score: f.seo },
    },
    audits: {
      'first-contentful-paint': { numericValue: f.fcpMs },
      'largest-contentful-paint': { numericValue: f.lcpMs },
      'total-blocking-time': { numericValue: f.tbtMs },
      'cumulative-layout-shift': { numericValue: f.cls },
      'mainthread-work-breakdown': {
        details: {
          items: [
            { group: 'styleLayout', groupLabel: 'Style & Layout', duration: 300 },
            { group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 120 },
          ],
        },
      },
    },
  }
}

const figures = (overrides: Partial<Figures> = {}): Figures => figuresOf(report(overrides))

describe('figuresOf', () => {
  it('reads the four category scores and the four metrics', () => {
    expect(figures({ performance: 0.93, tbtMs: 120, lcpMs: 1400, cls: 0.004 })).toEqual({
      performance: 0.93,
      accessibility: 1,
      bestPractices: 1,
      seo: 1,
      fcpMs: 900,
      lcpMs: 1400,
      tbtMs: 120,
      cls: 0.004,
    })
  })

  it('refuses a run Lighthouse could not measure', () => {
    expect(() => figuresOf({ ...report(), runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } })).toThrow(/NO_FCP/)
  })

  it('reads main-thread time by kind of work', () => {
    expect(Object.fromEntries(mainThreadWork(report()))).toEqual({ 'Style & Layout': 300, 'Script Evaluation': 120 })
  })
})

describe('medians', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([300, 100, 200])).toBe(200)
    expect(median([40, 10, 30, 20])).toBe(25)
    expect(() => median([])).toThrow()
  })

  it('takes each figure over the runs on its own', () => {
    const runs = [figures({ tbtMs: 500, lcpMs: 1100 }), figures({ tbtMs: 60, lcpMs: 1600 }), figures({ tbtMs: 80, lcpMs: 1300 })]
    expect(medianFigures(runs)).toMatchObject({ tbtMs: 80, lcpMs: 1300 })
  })
})

describe('missedTargets', () => {
  const twin = figures({ performance: 1, tbtMs: 60, lcpMs: 1250 })

  it('passes a page as fast as its twin', () => {
    expect(missedTargets({ route: '/', page: figures({ performance: 0.99, tbtMs: 100, lcpMs: 1290 }), twin })).toEqual([])
  })

  it('names each target a page misses', () => {
    const page = figures({ performance: 0.9, tbtMs: 140, lcpMs: 1600, cls: 0.05, accessibility: 0.96 })
    const misses = missedTargets({ route: '/', page, twin })
    expect(misses).toEqual([
      "performance 0.90 is more than 0.02 below the twin's 1.00",
      "TBT 140 ms is more than 50 ms above the twin's 60 ms",
      'LCP 1600 ms > 1500 ms',
      "LCP 1600 ms is later than the twin's 1250 ms (tolerance 50 ms)",
      'CLS 0.050 > 0.01',
      'accessibility 0.96 < 1.00',
    ])
  })

  it('allows the stated LCP tolerance over the twin, and no more', () => {
    expect(missedTargets({ route: '/', page: figures({ lcpMs: 1300 }), twin })).toEqual([])
    expect(missedTargets({ route: '/', page: figures({ lcpMs: 1301 }), twin })).toHaveLength(1)
  })

  it('counts a figure Lighthouse did not report as missed', () => {
    expect(missedTargets({ route: '/', page: figures({ tbtMs: Number.NaN }), twin })).toEqual(["TBT NaN ms is more than 50 ms above the twin's 60 ms"])
  })
})

describe('speedTableRows', () => {
  it('puts page, twin and their difference side by side, with the verdict', () => {
    const [header, row] = speedTableRows([
      { route: '/contact', page: figures({ performance: 0.97, tbtMs: 130 }), twin: figures({ performance: 1, tbtMs: 70 }) },
    ])
    const cell = (title: string, occurrence = 0) =>
      row![header!.findIndex((name, index) => name === title && header!.slice(0, index).filter((n) => n === title).length === occurrence)]
    expect(cell('route')).toBe('/contact')
    expect([cell('perf'), cell('twin', 0), cell('Δ', 0)]).toEqual(['0.97', '1.00', '−0.03'])
    expect([cell('TBT ms'), cell('twin', 2), cell('Δ', 2)]).toEqual(['130', '70', '+60'])
    expect(cell('verdict')).toBe('2 missed')
  })
})
