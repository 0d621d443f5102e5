/**
 * The prerendered pages' critical path: what a phone must fetch and run before it paints.
 *
 * - The one stylesheet (Tailwind, about 11 KB gzip) is inlined into each page, so the first
 *   paint needs the HTML alone instead of a second round trip. The `<link>` React Router
 *   renders stays (hydration matches it), demoted to `media="print"` so it no longer blocks
 *   rendering; the inlined rules are identical, so nothing changes on screen.
 * - Hydration starts after the first paint. React Router's bootstrap (its module preloads
 *   and the inline module script that imports the route modules) is taken out of the parse
 *   and started from a `requestAnimationFrame` + `setTimeout`, i.e. once the browser has
 *   painted the prerendered page. Until then the HTML, the hero image and the fonts have the
 *   connection to themselves; the page is already readable and its links and phone numbers
 *   work. The same preloads are then added in one go, so the modules still load in parallel,
 *   and React adopts those `<link>` elements when it hydrates.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g
const modulePreload = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"\/>/g
const bootstrapScript = /<script type="module" async="">([^<]*window\.__reactRouterRouteModules[^<]*)<\/script>/

export interface CriticalPathResult {
  html: string
  inlinedStylesheets: string[]
  deferredPreloads: string[]
}

/** The inline script that starts hydration once the page has been painted. */
export function deferredBootstrap(preloads: string[], bootstrap: string): string {
  const start = [
    `const f=document.createDocumentFragment();for(const href of ${JSON.stringify(preloads)}){const l=document.createElement('link');l.rel='modulepreload';l.href=href;f.append(l)}document.head.append(f)`,
    `const s=document.createElement('script');s.type='module';s.textContent=${JSON.stringify(bootstrap)};document.body.append(s)`,
  ].join(';')
  // `<` is escaped so the bootstrap's text cannot close this script element.
  return `requestAnimationFrame(()=>setTimeout(()=>{${start}}))`.replace(/</g, '\\u003c')
}

/** Rewrites one page. `readAsset` returns a stylesheet's text by its public path. */
export function optimizeCriticalPath(html: string, readAsset: (publicPath: string) => string): CriticalPathResult {
  const inlinedStylesheets: string[] = []
  const deferredPreloads: string[] = []
  let rewritten = html
    .replace(stylesheetLink, (_link, href: string) => {
      const css = readAsset(href)
      if (css.includes('</style')) throw new Error(`${href} cannot be inlined: it contains "</style"`)
      inlinedStylesheets.push(href)
      return `<style data-inlined="${href}">${css}</style><link rel="stylesheet" href="${href}" media="print"/>`
    })
    .replace(modulePreload, (_link, href: string) => {
      deferredPreloads.push(href)
      return ''
    })
  const bootstrap = bootstrapScript.exec(rewritten)
  if (deferredPreloads.length > 0 || bootstrap) {
    if (!bootstrap) throw new Error("Found module preloads but not React Router's bootstrap script: has its output changed?")
    rewritten = rewritten.replace(bootstrap[0], () => `<script type="module" async="">${deferredBootstrap(deferredPreloads, bootstrap[1] ?? '')}</script>`)
  }
  return { html: rewritten, inlinedStylesheets, deferredPreloads }
}

/** Reads stylesheets from the client build directory, once each. */
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
