import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import {
  deferredBootstrap,
  evaluationOrder,
  hydrationDeadlineMs,
  hydrationIntents,
  optimizeCriticalPath,
  deferredSections,
  pageShownClass,
  preloadsPerTask,
  sectionsShownClass,
} from './critical-path.ts'

const bootstrap =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\n  window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-3.js");'
const page = [
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/>',
  '<link rel="stylesheet" href="/assets/root-9.css"/></head><body><h1>Fences</h1>',
  `<script type="module" async>${bootstrap}</script></body></html>`,
].join('')
const css = 'h1{color:green}'

describe('optimizeCriticalPath', () => {
  const result = optimizeCriticalPath(page, (href) => (href === '/assets/root-9.css' ? css : ''))

  it('inlines the stylesheet and keeps its link disabled, so it neither blocks rendering nor is fetched', () => {
    expect(result.html).toContain(
      `<style data-inlined="/assets/root-9.css">${css}</style><link rel="stylesheet" href="/assets/root-9.css" media="print" disabled/>`,
    )
    expect(result.inlinedStylesheets).toEqual(['/assets/root-9.css'])
  })

  it('takes the module preloads and the bootstrap out of the parse', () => {
    expect(result.html).not.toContain('rel="modulepreload"')
    expect(result.html).not.toContain('import "/assets/manifest-1.js"')
    expect(result.deferredPreloads).toEqual(['/assets/manifest-1.js', '/assets/root-2.js'])
  })

  /** Runs the page's start script in a stand-in browser whose events, frames, timers and module loads the test drives. */
  type PaintEntry = { entryType: string; name: string; element?: object }
  interface PaintTiming {
    /** The entry types the stand-in browser supports (none: no PerformanceObserver at all). */
    supported: string[]
    /** The page's `img[fetchpriority=high]`, if any. */
    hero?: { complete: boolean; naturalWidth: number }
  }

  /** A section after the page's first, as the start script sees it. */
  type Section = { dataset: Record<string, string> }

  function runStartScript(readyState: 'loading' | 'complete', html = result.html, paintTiming?: PaintTiming, sections: Section[] = []) {
    const appended: Array<Record<string, string>> = []
    const evaluated: string[] = []
    const htmlClasses: string[] = []
    const element = (tag: string) => ({ tag }) as Record<string, string>
    type Fragment = { nodes: Array<Record<string, string>>; append: (node: Record<string, string>) => void }
    const fragment = (): Fragment => {
      const nodes: Array<Record<string, string>> = []
      return { nodes, append: (node) => nodes.push(node) }
    }
    /** What happened, in order: each timer callback run (a task), each head append, each module evaluated. */
    const log: string[] = []
    const appendTo = (parent: string) => (node: Record<string, string> | Fragment) => {
      const nodes = 'nodes' in node ? (node as Fragment).nodes : [node as Record<string, string>]
      log.push(`${parent} ${nodes.length}`)
      appended.push(...nodes)
    }
    const listeners = new Map<string, () => void>()
    const frames: Array<() => void> = []
    const timers: Array<{ callback: () => void; delay: number }> = []
    const script = /<script type="module" async="">(.*?)<\/script>/s.exec(html)?.[1] ?? ''
    // vm scripts cannot import(): the module loads go to a recorder instead.
    expect(script).toContain('await import(href)')
    const observers: Array<{ type: string; callback: (list: { getEntries: () => PaintEntry[] }, observer: { disconnect: () => void }) => void }> = []
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming?.supported ?? []
      constructor(private readonly callback: (typeof observers)[number]['callback']) {}
      observe({ type }: { type: string }) {
        observers.push({ type, callback: this.callback })
      }
    }
    runInNewContext(script.replace('await import(href)', 'await __import(href)'), {
      self: paintTiming ? { PerformanceObserver } : {},
      PerformanceObserver,
      __import: async (href: string) => {
        log.push(`import ${href}`)
        evaluated.push(href)
        return {}
      },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void, delay = 0) => timers.push({ callback, delay }),
      addEventListener: (type: string, callback: () => void) => listeners.set(type, callback),
      document: {
        readyState,
        querySelector: (selector: string) => {
          if (selector === 'img[fetchpriority=high]') return paintTiming?.hero ?? null
          if (selector === deferredSections) return sections.find((section) => !('shown' in section.dataset)) ?? null
          return null
        },
        createElement: element,
        createDocumentFragment: fragment,
        head: { append: appendTo('head') },
        body: { append: appendTo('body') },
        documentElement: { classList: { add: (name: string) => htmlClasses.push(name) } },
      },
    })
    /** The browser reports a paint to the observers of its type. */
    const paint = (entry: PaintEntry) => {
      for (const observer of observers.filter((candidate) => candidate.type === entry.entryType)) {
        observer.callback({ getEntries: () => [entry] }, { disconnect: () => observers.splice(observers.indexOf(observer), 1) })
      }
    }
    const fire = (type: string) => listeners.get(type)?.()
    const runFrames = () => frames.splice(0).forEach((callback) => callback())
    const runTimers = (upTo: number) =>
      timers
        .filter((timer) => timer.delay <= upTo)
        .forEach((timer) => {
          timers.splice(timers.indexOf(timer), 1)
          log.push('task')
          timer.callback()
        })
    /** Lets the module loads and the zero-delay timers between them run to the end. */
    const settle = async () => {
      for (let round = 0; round < 20; round++) {
        await new Promise((resolve) => setImmediate(resolve))
        runTimers(0)
      }
    }
    const moduleScripts = () => appended.filter((node) => node.type === 'module')
    return { appended, evaluated, htmlClasses, log, fire, paint, runFrames, runTimers, settle, moduleScripts }
  }

  it('starts them once the page has loaded and been painted: preloads, the modules one by one, then the unchanged bootstrap', async () => {
    const page = runStartScript('loading')
    page.runFrames()
    await page.settle()
    expect(page.appended).toEqual([])
    page.fire('load')
    expect(page.appended).toEqual([])
    page.runFrames()
    expect(page.appended).toEqual([])
    expect(page.htmlClasses).toEqual([])
    page.runTimers(0)
    // The page is marked shown at once (app.css then lets lazy images load); the modules are requested from the next task.
    expect(page.htmlClasses).toEqual([pageShownClass, sectionsShownClass])
    expect(page.appended).toEqual([])
    await page.settle()
    expect(page.appended.filter((node) => node.rel === 'modulepreload').map((node) => node.href)).toEqual(['/assets/manifest-1.js', '/assets/root-2.js'])
    expect(page.evaluated).toEqual(['/assets/manifest-1.js', '/assets/root-2.js'])
    expect(page.moduleScripts().map((node) => node.textContent)).toEqual([bootstrap])
    // Whatever comes later starts nothing twice.
    page.fire('pointerdown')
    page.runTimers(hydrationDeadlineMs)
    await page.settle()
    expect(page.htmlClasses).toEqual([pageShownClass, sectionsShownClass])
    expect(page.appended).toHaveLength(3)
    expect(page.evaluated).toHaveLength(2)
  })

  it('renders the sections the browser skipped one per frame once the page is shown, then marks them all shown', async () => {
    const sections: Section[] = [{ dataset: {} }, { dataset: {} }, { dataset: {} }]
    const page = runStartScript('loading', result.html, undefined, sections)
    page.fire('load')
    page.runFrames()
    expect(sections.filter((section) => 'shown' in section.dataset)).toHaveLength(0)
    page.runTimers(0)
    // The first at once, as the page is marked shown; the next after a frame and a task.
    expect(sections.map((section) => 'shown' in section.dataset)).toEqual([true, false, false])
    expect(page.htmlClasses).toEqual([pageShownClass])
    page.runTimers(0)
    expect(sections.map((section) => 'shown' in section.dataset)).toEqual([true, false, false])
    page.runFrames()
    page.runTimers(0)
    expect(sections.map((section) => 'shown' in section.dataset)).toEqual([true, true, false])
    page.runFrames()
    page.runTimers(0)
    expect(sections.map((section) => 'shown' in section.dataset)).toEqual([true, true, true])
    expect(page.htmlClasses).toEqual([pageShownClass])
    page.runFrames()
    page.runTimers(0)
    expect(page.htmlClasses).toEqual([pageShownClass, sectionsShownClass])
  })

  it(`adds the preloads ${preloadsPerTask} per task, all of them before it evaluates a module`, async () => {
    const modules = Array.from({ length: 10 }, (_, index) => `/assets/module-${index}.js`)
    const manyPreloads = page.replace(
      '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
      modules.map((href) => `<link rel="modulepreload" href="${href}"/>`).join('') + '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
    )
    const html = optimizeCriticalPath(manyPreloads, (href) => (href === '/assets/root-9.css' ? css : '')).html
    const started = runStartScript('complete', html)
    started.runFrames()
    await started.settle()
    const appends = started.log.map((entry, index) => ({ entry, index })).filter(({ entry }) => entry.startsWith('head'))
    expect(appends.map(({ entry }) => entry)).toEqual(['head 4', 'head 4', 'head 4'])
    // Each batch in a task of its own.
    for (const [position, { index }] of appends.slice(1).entries()) expect(started.log.slice(appends[position]!.index, index)).toContain('task')
    const firstImport = started.log.findIndex((entry) => entry.startsWith('import'))
    expect(firstImport).toBeGreaterThan(appends.at(-1)!.index)
    expect(started.appended.filter((node) => node.rel === 'modulepreload')).toHaveLength(12)
    expect(started.log.at(-1)).toBe('body 1')
  })

  it('starts after the next frame when the page has already loaded', async () => {
    const page = runStartScript('complete')
    expect(page.appended).toEqual([])
    page.runFrames()
    await page.settle()
    expect(page.moduleScripts()).toHaveLength(1)
  })

  describe('with paint timing', () => {
    const firstContentfulPaint = { entryType: 'paint', name: 'first-contentful-paint' }
    const lcpAndFcp = ['paint', 'largest-contentful-paint']

    it("waits for the hero image's largest paint, not just the load event and the first paint", async () => {
      const hero = { complete: true, naturalWidth: 960 }
      const page = runStartScript('loading', result.html, { supported: lcpAndFcp, hero })
      page.fire('load')
      page.paint(firstContentfulPaint)
      page.paint({ entryType: 'largest-contentful-paint', name: '', element: {} })
      page.runFrames()
      await page.settle()
      expect(page.appended).toEqual([])
      page.paint({ entryType: 'largest-contentful-paint', name: '', element: hero })
      await page.settle()
      expect(page.moduleScripts().map((node) => node.textContent)).toEqual([bootstrap])
    })

    it('waits for the load event after the hero has painted', async () => {
      const hero = { complete: true, naturalWidth: 960 }
      const page = runStartScript('loading', result.html, { supported: lcpAndFcp, hero })
      page.paint({ entryType: 'largest-contentful-paint', name: '', element: hero })
      await page.settle()
      expect(page.appended).toEqual([])
      page.fire('load')
      await page.settle()
      expect(page.moduleScripts()).toHaveLength(1)
    })

    it.each([
      ['on a page without a hero image', { supported: lcpAndFcp }],
      ['without largest-paint timing (Safari), hero image or not', { supported: ['paint'], hero: { complete: true, naturalWidth: 960 } }],
    ])('%s: starts after the load event and the first paint', async (_case, paintTiming) => {
      const page = runStartScript('loading', result.html, paintTiming)
      page.fire('load')
      await page.settle()
      expect(page.appended).toEqual([])
      page.paint(firstContentfulPaint)
      await page.settle()
      expect(page.moduleScripts()).toHaveLength(1)
    })

    it('does not wait for a hero image that failed to load', async () => {
      const page = runStartScript('loading', result.html, { supported: lcpAndFcp, hero: { complete: true, naturalWidth: 0 } })
      page.fire('load')
      page.paint(firstContentfulPaint)
      await page.settle()
      expect(page.moduleScripts()).toHaveLength(1)
    })
  })

  it.each(hydrationIntents)('starts at once when the visitor reaches for the page first (%s)', async (intent) => {
    const page = runStartScript('loading')
    page.fire(intent)
    expect(page.htmlClasses).toEqual([pageShownClass, sectionsShownClass])
    await page.settle()
    expect(page.appended.filter((node) => node.rel === 'modulepreload')).toHaveLength(2)
    expect(page.moduleScripts()).toHaveLength(1)
  })

  it(`never waits more than ${hydrationDeadlineMs} ms for a slow load`, async () => {
    const page = runStartScript('loading')
    page.runTimers(hydrationDeadlineMs - 1)
    await page.settle()
    expect(page.appended).toEqual([])
    expect(page.htmlClasses).toEqual([])
    page.runTimers(hydrationDeadlineMs)
    await page.settle()
    expect(page.moduleScripts()).toHaveLength(1)
    expect(page.htmlClasses).toEqual([pageShownClass, sectionsShownClass])
  })

  it("evaluates a page's modules leaves first and leaves the hydrating entry to the bootstrap", () => {
    const modules: Record<string, string> = {
      '/assets/manifest-1.js': 'window.__reactRouterManifest={}',
      '/assets/entry.client-3.js': 'import{a}from"./framework-4.js";hydrate()',
      '/assets/root-2.js': 'import{a as e}from"./framework-4.js";import{b}from"./site-5.js";import"./analytics-6.js";const later=()=>import("./picker-7.js")',
      '/assets/site-5.js': 'import{a}from"./framework-4.js";export const b=1',
      '/assets/framework-4.js': 'export const a=1',
      '/assets/analytics-6.js': '',
      '/assets/page-8.js': 'import{b}from"./site-5.js"',
    }
    const preloads = [
      '/assets/manifest-1.js',
      '/assets/entry.client-3.js',
      '/assets/root-2.js',
      '/assets/framework-4.js',
      '/assets/site-5.js',
      '/assets/page-8.js',
    ]
    expect(evaluationOrder(preloads, '/assets/entry.client-3.js', (href) => modules[href] ?? '')).toEqual([
      '/assets/manifest-1.js',
      '/assets/framework-4.js',
      '/assets/site-5.js',
      '/assets/analytics-6.js',
      '/assets/root-2.js',
      '/assets/page-8.js',
    ])
  })

  describe("React Router's scroll-restoration script", () => {
    // As the prerender writes it (ScrollRestoration without getKey; the server build bundles
    // React Router, so the function's source comes out of the bundler).
    const scrollScript = `<script>((storageKey2, restoreKey) => {
\t\tif (!window.history.state || !window.history.state.key) {
\t\t\tlet key = Math.random().toString(32).slice(2);
\t\t\twindow.history.replaceState({ key }, "");
\t\t}
\t\ttry {
\t\t\tlet storedY = JSON.parse(sessionStorage.getItem(storageKey2) || "{}")[restoreKey || window.history.state.key];
\t\t\tif (typeof storedY === "number") window.scrollTo(0, storedY);
\t\t} catch (error) {
\t\t\tconsole.error(error);
\t\t\tsessionStorage.removeItem(storageKey2);
\t\t}
\t})("react-router-scroll-positions", null)</script>`
    const rewritten = optimizeCriticalPath(`<html><body><h1>Fences</h1>${scrollScript}</body></html>`, () => '').html
    const code = /<script>(.*?)<\/script>/s.exec(rewritten)?.[1] ?? ''

    function run(state: { key: string } | null, stored: Record<string, number>) {
      const reads: string[] = []
      const scrolls: number[] = []
      const history = { state, replaceState: (next: { key: string }) => (history.state = next) }
      const window = { history, scrollTo: (_x: number, y: number) => scrolls.push(y) }
      const sessionStorage = {
        getItem: (key: string) => (reads.push(key), JSON.stringify(stored)),
        removeItem: () => undefined,
      }
      runInNewContext(code, { window, sessionStorage, console })
      return { reads, scrolls, history }
    }

    it('does not touch sessionStorage on a fresh history entry (nothing can be stored under a key it just made)', () => {
      const visit = run(null, { abc: 500 })
      expect(visit.reads).toEqual([])
      expect(visit.scrolls).toEqual([])
      expect(visit.history.state?.key).toMatch(/^\w+$/)
    })

    it('still restores the position of a reloaded or revisited entry', () => {
      const visit = run({ key: 'abc' }, { abc: 500 })
      expect(visit.reads).toEqual(['react-router-scroll-positions'])
      expect(visit.scrolls).toEqual([500])
    })

    it('refuses a changed script instead of leaving it slow', () => {
      expect(() =>
        optimizeCriticalPath(scrollScript.replace('window.history.replaceState({ key }, "");', 'history.replaceState({ key }, "");'), () => ''),
      ).toThrow(/scroll-restoration script has changed/)
    })
  })

  it('cannot be closed early by a "</script>" in the bootstrap', () => {
    expect(deferredBootstrap([], 'const s = "</script>"')).not.toContain('</script>')
  })

  it('refuses a page whose preloads it cannot tie to a bootstrap script', () => {
    expect(() => optimizeCriticalPath('<link rel="modulepreload" href="/assets/a.js"/>', () => '')).toThrow(/bootstrap/)
  })

  it('refuses a stylesheet that would end the inline style element', () => {
    expect(() => optimizeCriticalPath('<link rel="stylesheet" href="/assets/x.css"/>', () => 'a{}</style>')).toThrow(/cannot be inlined/)
  })
})
