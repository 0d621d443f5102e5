/**
 * The prerendered pages' critical path: what a phone must fetch and run before it paints.
 *
 * - The one stylesheet (Tailwind, about 10 KB gzip) is inlined into each page, so the first
 *   paint needs the HTML alone instead of a second round trip. The `<link>` React Router
 *   renders stays (hydration adopts it and leaves its attributes alone), `disabled` so it is
 *   never fetched (10 KB that shared the hero's bandwidth), and `media="print"` so a browser
 *   that fetches disabled sheets all the same is not blocked by it.
 * - Hydration starts once the page is on screen. React Router's bootstrap (its module
 *   preloads and the inline module script that imports the route modules) is taken out of
 *   the parse and started after the window's `load` event and the page's largest paint: the
 *   browser's paint timing says when the hero image (`fetchpriority="high"`) has been shown,
 *   or, on a page without one, when the first content has. (A frame after `load` was not
 *   enough: the paint is presented later, and modules requested before it count against
 *   the first paint in Lighthouse.) Browsers without largest-paint timing wait for the first
 *   paint, and without paint timing for the next frame. Until then the HTML, the fonts and the
 *   hero image have had the connection and the main thread to themselves, and the page is
 *   readable, its links and phone numbers work. Lazy images wait too (`pageShownClass`).
 *   A visitor who reaches for the page first (pointer, key, focus) starts it at once, and
 *   it never waits longer than `hydrationDeadlineMs` for a slow `load`. The same preloads
 *   are then added, a few per task (`preloadsPerTask`), before any module is evaluated, so
 *   the modules still load in parallel, and React adopts those `<link>` elements when it
 *   hydrates.
 * - The modules are evaluated one per task, dependencies first (`evaluationOrder`), before
 *   the unchanged bootstrap runs: a phone's main thread is never held for the whole graph at
 *   once (React, React Router, the layout, the form and the page content together were one
 *   task of about 100 ms at a mid-range phone's speed). The entry module, which hydrates, is
 *   left to the bootstrap, so hydration still starts after the route modules are in place.
 * - React Router's scroll-restoration script reads sessionStorage during the parse, before
 *   the first paint; a fresh profile's first storage access costs about 14 ms (a phone: four
 *   times that). On a history entry it has just given a new key there is nothing stored to
 *   restore, so it now returns there; reloads and back/forward restore as before.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g
const modulePreload = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"\/>/g
const bootstrapScript = /<script type="module" async(?:="")?>([^<]*window\.__reactRouterRouteModules[^<]*)<\/script>/
const scrollRestorationNewKey =
  /(window\.history\.replaceState\(\{ key \}, ""\);)(\s*\}\s*try \{\s*let (?:positions|storedY) = JSON\.parse\(sessionStorage\.getItem\(storageKey2\))/
const scrollRestorationScript = /<script>\(\(storageKey2?, restoreKey\) =>/
const entryImport = /import\("(\/assets\/[^"]+\.js)"\);?\s*$/
const staticImport = /(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g

export interface CriticalPathResult {
  html: string
  inlinedStylesheets: string[]
  deferredPreloads: string[]
}

/** The longest a page waits for its `load` event before it hydrates anyway. */
export const hydrationDeadlineMs = 3000

/** What a visitor does first that starts hydration at once. */
export const hydrationIntents = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const

/**
 * The class the start script puts on `<html>` when it starts hydration: the largest element is
 * on screen (or the visitor reached for the page, or the deadline passed). Until then app.css
 * keeps lazy images out of the layout, so images below the hero (the service cards, 17-19 KB
 * each) are not fetched while the hero is: on a phone's connection they took its bandwidth.
 */
export const pageShownClass = 'page-shown'

/**
 * Sections after a page's first, and the footer, are left to the browser to render when they
 * come near the viewport (`content-visibility: auto`, app.css) until the start script has
 * rendered them, one per frame, from the moment the page is shown: the page's first style and
 * layout covered every section at once (on /services/wood-fencing a task of 40-100 ms, twice
 * that on a phone in Lighthouse's model), and now covers what is on screen. The footer (about
 * 115 elements of links, contact details and the map's frame, a third of what the first layout
 * still set out) joined them: the first style and layout of /faqs went from 58 to 33 ms, of
 * /services/vinyl-fencing from 51 to 43 ms (medians of 10-12 traced loads at a phone's
 * viewport). Each rendered part gets `data-shown`; when all have, `<html>` gets this class and
 * later pages (client-side navigation) render normally. Every part is rendered within a few
 * frames of the page being shown, so an audit that reads colours by hit-testing (axe,
 * Lighthouse) finds it all there.
 */
export const sectionsShownClass = 'sections-shown'

/** The parts the start script renders one per frame, in page order; app.css skips them until then. */
export const deferredSections = 'main>section+section:not([data-shown]),body>footer:not([data-shown])'

/**
 * How many module preloads the start script adds per task. Adding one costs from a tenth of a
 * millisecond to several (Chromium starts its request there and then); twenty at once held the
 * main thread for 5-18 ms in one task, four times that on a phone.
 */
export const preloadsPerTask = 4

/** The inline script that starts hydration once the page has loaded and been painted. */
export function deferredBootstrap(preloads: string[], bootstrap: string, evaluate: string[] = []): string {
  const runBootstrap = `const s=document.createElement('script');s.type='module';s.textContent=${JSON.stringify(bootstrap)};document.body.append(s)`
  const start = [
    'if(started)return;started=true',
    `document.documentElement.classList.add(${JSON.stringify(pageShownClass)})`,
    // The skipped sections and footer, one per frame (each rendered in the frame after it is marked).
    `const showNext=()=>{const part=document.querySelector(${JSON.stringify(deferredSections)});if(!part){document.documentElement.classList.add(${JSON.stringify(sectionsShownClass)});return}part.dataset.shown='';requestAnimationFrame(()=>setTimeout(showNext))};showNext()`,
    // From the next task on: the preloads, a few per task (each can hold the main thread for
    // milliseconds while its request starts), then one module per task, then the bootstrap.
    // A module that fails to load fails the bootstrap's own import too, which is where React
    // Router reports it.
    `const preloads=${JSON.stringify(preloads)},task=()=>new Promise((r)=>setTimeout(r))`,
    `task().then(async()=>{for(let i=0;preloads.length>i;i+=${preloadsPerTask}){const f=document.createDocumentFragment();for(const href of preloads.slice(i,i+${preloadsPerTask})){const l=document.createElement('link');l.rel='modulepreload';l.href=href;f.append(l)}document.head.append(f);await task()}for(const href of ${JSON.stringify(evaluate)}){await import(href).catch(()=>{});await task()}${runBootstrap}})`,
  ].join(';')
  // `painted` turns true with the largest paint: the hero image's, or the first content's on a
  // page without a hero (or whose hero failed to load).
  const awaitPaint = [
    "let loaded=false,painted=false;const hero=document.querySelector('img[fetchpriority=high]')",
    'const go=()=>{if(loaded&&painted)setTimeout(start)}',
    'const heroless=()=>!hero||(hero.complete&&!hero.naturalWidth)',
    'const types=(self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[]',
    "const lcp=types.includes('largest-contentful-paint'),fcp=types.includes('paint')",
    "if(lcp||fcp){let seenFcp=false;const watch=(type)=>new PerformanceObserver((list,observer)=>{for(const entry of list.getEntries()){if(entry.name==='first-contentful-paint')seenFcp=true;if(entry.entryType==='largest-contentful-paint'&&entry.element===hero)painted=true}if(seenFcp&&(!lcp||heroless()))painted=true;if(painted){observer.disconnect();go()}}).observe({type,buffered:true});if(fcp)watch('paint');if(lcp)watch('largest-contentful-paint')}else painted=true",
    'const onLoad=()=>{loaded=true;lcp||fcp?go():requestAnimationFrame(()=>setTimeout(start))}',
    "document.readyState==='complete'?onLoad():addEventListener('load',onLoad,{once:true})",
  ].join(';')
  const script = [
    `let started=false;const start=()=>{${start}}`,
    awaitPaint,
    `setTimeout(start,${hydrationDeadlineMs})`,
    `for(const type of ${JSON.stringify(hydrationIntents)})addEventListener(type,start,{once:true,capture:true,passive:true})`,
  ].join(';')
  // `<` is escaped so the bootstrap's text cannot close this script element (so the script's
  // own code writes `b>a`, never `a<b`).
  return script.replace(/</g, '\\u003c')
}

/**
 * The page's modules in an order that evaluates each after the modules it imports (leaves
 * first), without the entry module. `readAsset` gives a module's text by its public path.
 */
export function evaluationOrder(preloads: string[], entry: string | undefined, readAsset: (publicPath: string) => string): string[] {
  const order: string[] = []
  const visiting = new Set<string>()
  const visit = (href: string) => {
    if (href === entry || order.includes(href) || visiting.has(href)) return
    visiting.add(href)
    const directory = href.slice(0, href.lastIndexOf('/') + 1)
    for (const [, relative] of readAsset(href).matchAll(staticImport)) visit(directory + relative!.slice(2))
    order.push(href)
  }
  for (const href of preloads) visit(href)
  return order
}

/** Rewrites one page. `readAsset` returns a stylesheet's or a module's text by its public path. */
export function optimizeCriticalPath(html: string, readAsset: (publicPath: string) => string): CriticalPathResult {
  const inlinedStylesheets: string[] = []
  const deferredPreloads: string[] = []
  let rewritten = html
    .replace(stylesheetLink, (_link, href: string) => {
      const css = readAsset(href)
      if (css.includes('</style')) throw new Error(`${href} cannot be inlined: it contains "</style"`)
      inlinedStylesheets.push(href)
      return `<style data-inlined="${href}">${css}</style><link rel="stylesheet" href="${href}" media="print" disabled/>`
    })
    .replace(modulePreload, (_link, href: string) => {
      deferredPreloads.push(href)
      return ''
    })
  if (scrollRestorationScript.test(rewritten)) {
    if (!scrollRestorationNewKey.test(rewritten)) throw new Error("React Router's scroll-restoration script has changed: review the early return")
    rewritten = rewritten.replace(scrollRestorationNewKey, (_match, newKey: string, rest: string) => `${newKey} if (!restoreKey) return;${rest}`)
  }
  const bootstrap = bootstrapScript.exec(rewritten)
  if (deferredPreloads.length > 0 || bootstrap) {
    if (!bootstrap) throw new Error("Found module preloads but not React Router's bootstrap script: has its output changed?")
    const code = bootstrap[1] ?? ''
    const evaluate = evaluationOrder(deferredPreloads, entryImport.exec(code)?.[1], readAsset)
    rewritten = rewritten.replace(bootstrap[0], () => `<script type="module" async="">${deferredBootstrap(deferredPreloads, code, evaluate)}</script>`)
  }
  return { html: rewritten, inlinedStylesheets, deferredPreloads }
}

/** Reads stylesheets and modules from the client build directory, once each. */
export function assetReader(clientDir: string): (publicPath: string) => string {
  const cache = new Map<string, string>()
  return (publicPath) => {
    let text = cache.get(publicPath)
    if (text === undefined) {
      text = readFileSync(path.join(clientDir, publicPath), 'utf8')
      cache.set(publicPath, text)
    }
    return text
  }
}
