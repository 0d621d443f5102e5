import { describe, expect, it } from 'vitest'
import {
  figuresOf,
  gateTolerances,
  mainThreadWork,
  median,
  medianFigures,
  missedGate,
  missedTargets,
  onePerFamily,
  pageFamily,
  peerTableRows,
  speedTableRows,
  worseThanPeer,
  type Figures,
  type LighthouseReport,
} from './speed-figures.ts'
import { pages } from '#app/route-table.ts'

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
    expect(missedTargets({ route: '/', page: figures({ performance: 0.99, tbtMs: 110, lcpMs: 1350 }), twin })).toEqual([])
  })

  it('names each target a page misses', () => {
    const page = figures({ performance: 0.98, tbtMs: 140, lcpMs: 1600, cls: 0.05, accessibility: 0.96 })
    const misses = missedTargets({ route: '/', page, twin })
    expect(misses).toEqual([
      "performance 0.98 is more than 0.01 below the twin's 1.00",
      "LCP 1600 ms is more than 100 ms after the twin's 1250 ms",
      "TBT 140 ms is more than 50 ms above the twin's 60 ms",
      'CLS 0.050 > 0.01',
      'accessibility 0.96 < 1.00',
    ])
  })

  it('allows the stated margins over the twin, and no more', () => {
    expect(missedTargets({ route: '/', page: figures({ lcpMs: 1350, tbtMs: 110 }), twin })).toEqual([])
    expect(missedTargets({ route: '/', page: figures({ lcpMs: 1351 }), twin })).toHaveLength(1)
    expect(missedTargets({ route: '/', page: figures({ tbtMs: 111 }), twin })).toHaveLength(1)
  })

  it('counts a figure Lighthouse did not report as missed', () => {
    expect(missedTargets({ route: '/', page: figures({ tbtMs: Number.NaN }), twin })).toEqual(["TBT NaN ms is more than 50 ms above the twin's 60 ms"])
  })
})

describe('missedGate', () => {
  const twin = figures({ performance: 0.98, lcpMs: 1400, tbtMs: 150 })
  const gate = (page: Figures, pageRuns: Figures[] = [page, page, page]) => missedGate({ route: '/', page, twin, pageRuns })

  it('passes a page within the ceilings that grow with its twin', () => {
    // 2 × 1400 + 500 = 3300 ms of LCP, 3 × 150 + 700 = 1150 ms of TBT.
    expect(gate(figures({ performance: 0.68, lcpMs: 3300, tbtMs: 1150 }))).toEqual([])
    expect(gate(figures({ performance: 0.67, lcpMs: 3301, tbtMs: 1151 }))).toHaveLength(3)
  })

  it('fails a page that ships a large blocking script: later paint, long tasks', () => {
    expect(gate(figures({ performance: 0.6, lcpMs: 4200, tbtMs: 1400 }))).toEqual([
      "performance 0.60 is more than 0.3 below the twin's 0.98",
      'LCP 4200 ms > 2 × twin 1400 + 500 = 3300 ms',
      'TBT 1400 ms > 3 × twin 150 + 700 = 1150 ms',
    ])
  })

  it('raises the ceilings with a twin slowed by a busy machine', () => {
    const busyTwin = figures({ performance: 0.75, lcpMs: 1900, tbtMs: 900 })
    const page = figures({ performance: 0.5, lcpMs: 3900, tbtMs: 2300 })
    expect(missedGate({ route: '/', page, twin: busyTwin, pageRuns: [page] })).toEqual([])
    expect(missedGate({ route: '/', page, twin, pageRuns: [page] })).toHaveLength(3)
    expect(missedGate({ route: '/', page, twin: busyTwin, pageRuns: [] })).toEqual(['no run of the page'])
  })

  it('holds accessibility, best practices, SEO and layout shift on every run, not the median', () => {
    const good = figures({ lcpMs: 1500 })
    expect(gate(good, [good, figures({ cls: 0.03 }), figures({ seo: 0.92, bestPractices: 0.96 })])).toEqual([
      'run 2: CLS 0.030 > 0.02',
      'run 3: best practices 0.96 < 1.00',
      'run 3: SEO 0.92 < 1.00',
    ])
    expect(gate(good, [good, figures({ cls: gateTolerances.clsEveryRun })])).toEqual([])
  })
})

describe('the peer', () => {
  const ours = figures({ performance: 0.97, lcpMs: 1500, tbtMs: 80, cls: 0 })
  const twin = figures({ performance: 0.99, lcpMs: 1400, tbtMs: 60, cls: 0 })

  it('is matched when ours is at least as good on performance and LCP, whatever its TBT', () => {
    expect(worseThanPeer(ours, figures({ performance: 0.97, lcpMs: 1500, tbtMs: 0, cls: 0.2 }))).toEqual([])
  })

  it('names each figure where ours is worse', () => {
    expect(worseThanPeer(ours, figures({ performance: 0.98, lcpMs: 1200, tbtMs: 20 }))).toEqual(['performance 0.97 < peer 0.98', 'LCP 1500 ms > peer 1200 ms'])
  })

  it('prints ours, our twin and the peer side by side', () => {
    const rows = peerTableRows(ours, twin, figures({ performance: 0.9, lcpMs: 2600, tbtMs: 120, cls: 0.004 }))
    expect(rows).toEqual([
      ['home page', 'ours', 'our twin', 'peer', 'ours vs peer'],
      ['performance', '0.97', '0.99', '0.90', 'ok'],
      ['LCP ms', '1500', '1400', '2600', 'ok'],
      ['TBT ms', '80', '60', '120', ''],
      ['CLS', '0.000', '0.000', '0.004', ''],
    ])
  })
})

describe('page families', () => {
  it('groups the pages of a shared module by their route id, a page of its own by its module', () => {
    expect(pageFamily({ file: 'routes/service-page.tsx', id: 'service/wood-fencing' })).toBe('service')
    expect(pageFamily({ file: 'routes/service-page.tsx', id: 'wood/celina' })).toBe('wood')
    expect(pageFamily({ file: 'routes/city-page.tsx', id: 'city/celina' })).toBe('city')
    expect(pageFamily({ file: 'routes/faqs.tsx' })).toBe('routes/faqs.tsx')
    expect(pageFamily({ file: 'routes/faqs.tsx', id: 'es/routes/faqs.tsx' })).toBe('es routes/faqs.tsx')
    expect(pageFamily({ file: 'routes/service-page.tsx', id: 'es/wood/celina' })).toBe('es wood')
  })

  it('takes one page of every family of the route table, in each language', () => {
    const sample = onePerFamily(pages)
    expect(sample).toEqual(
      expect.arrayContaining([
        '/',
        '/services',
        '/services/wood-fencing',
        '/celina-wood-fencing',
        '/locations',
        '/celina-fence-company',
        '/reviews',
        '/faqs',
        '/contact',
        '/fence-cost-estimator',
        '/financing',
        '/es',
        '/es/servicios/cercas-de-madera',
        '/es/cercas-en-celina',
        '/es/contacto',
      ]),
    )
    expect(new Set(sample.map((route) => pageFamily(pages.find((page) => page.path === route)!))).size).toBe(sample.length)
    expect(new Set(pages.map((page) => pageFamily(page))).size).toBe(sample.length)
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
