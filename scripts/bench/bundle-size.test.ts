import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { budgetViolations, bundleBudgets, islandsManifestFile, measureRoute, type RouteBundle } from './bundle-size.ts'

/**
 * A small islands build: the page script with a static import and two lazy ones, the hydration
 * chunk, one island importing a shared chunk statically and its submit code lazily, and a chunk
 * of another kind of build that a page names before `load`.
 */
const files: Record<string, string> = {
  'islands.js': 'import"./assets/runtime-1.js";import("./assets/hydrate-islands-1.js");import("./assets/analytics-1.js");',
  'assets/runtime-1.js': 'export const t=1;',
  'assets/analytics-1.js': 'export const gtm=1;',
  'assets/hydrate-islands-1.js': `import"./runtime-1.js";import"./react-1.js";export const dom=${JSON.stringify('d'.repeat(400))};`,
  'assets/react-1.js': `export const react=${JSON.stringify('r'.repeat(300))};`,
  'assets/quote-form.island-1.js': 'import"./react-1.js";import"./shared-1.js";export const submit=()=>import("./submit-1.js");',
  'assets/shared-1.js': 'export const s="shared";',
  'assets/submit-1.js': `export const post=${JSON.stringify('p'.repeat(200))};`,
  'assets/legacy-1.js': 'window.legacy=1;',
}

const chunk = (file: string, src?: string, imports: string[] = []) => ({ file, ...(src ? { src } : {}), imports })
const manifest = {
  'app/islands/client.ts': { ...chunk('islands.js', 'app/islands/client.ts', ['_runtime-1.js']), isEntry: true },
  '_runtime-1.js': chunk('assets/runtime-1.js'),
  '_react-1.js': chunk('assets/react-1.js'),
  '_shared-1.js': chunk('assets/shared-1.js'),
  'app/quote/analytics.ts': chunk('assets/analytics-1.js', 'app/quote/analytics.ts'),
  'app/islands/hydrate-islands.ts': chunk('assets/hydrate-islands-1.js', 'app/islands/hydrate-islands.ts', ['_runtime-1.js', '_react-1.js']),
  'app/quote/quote-form.island.tsx': chunk('assets/quote-form.island-1.js', 'app/quote/quote-form.island.tsx', ['_react-1.js', '_shared-1.js']),
  'app/quote/submit-quote.ts': chunk('assets/submit-1.js', 'app/quote/submit-quote.ts'),
}

const loader = `<script>addEventListener('load',()=>import("/islands.js"))</script>`
const page = (route: string, head: string, body: string) =>
  `<!DOCTYPE html><html><head><title>${route}</title><style>body{font-family:Inter}</style>${head}</head><body>${body}</body></html>`
const quoteForm = `<div data-island="quote-form" data-island-id="_R_1_" data-props="{}"><form method="post"><input name="website" tabindex="-1"/></form></div>`
const pages: Record<string, string> = {
  'contact/index.html': page('/contact', loader, `${quoteForm}${quoteForm.replace('_R_1_', '_R_2_')}`),
  'privacy/index.html': page('/privacy', loader, '<p>Privacy</p>'),
  '404.html': page('/404', loader, '<p>Not found</p>'),
  'legacy/index.html': page(
    '/legacy',
    `<link rel="modulepreload" href="/assets/runtime-1.js"/><script src="/assets/legacy-1.js?v=1"></script>${loader}`,
    `<p>Legacy</p><script type="module">import "/assets/react-1.js";</script>`,
  ),
  'unknown/index.html': page('/unknown', loader, '<div data-island="map" data-props="{}"></div>'),
}

let clientDir: string
let contact: RouteBundle
let privacy: RouteBundle

beforeAll(() => {
  clientDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'bundle-size-')), 'client')
  for (const [file, content] of Object.entries({ ...files, ...pages, [islandsManifestFile]: JSON.stringify(manifest) })) {
    mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true })
    writeFileSync(path.join(clientDir, file), content)
  }
  contact = measureRoute('/contact', clientDir)
  privacy = measureRoute('/privacy', clientDir)
})
afterAll(() => rmSync(path.dirname(clientDir), { recursive: true, force: true }))

const names = (bundle: RouteBundle, which: 'js' | 'jsBeforeLoad' = 'js') => bundle[which].map((asset) => asset.file).toSorted()
const gzip = (...names: string[]) => names.reduce((sum, file) => sum + gzipSync(files[file]!).length, 0)

describe('measureRoute', () => {
  it('counts no JavaScript before load on a page whose only script is the loader', () => {
    expect(contact.jsBeforeLoad).toEqual([])
    expect(contact.jsBeforeLoadGzip).toBe(0)
  })

  it("counts the page script and, on a page with islands, the hydration chunk and the page's islands, with their static imports, once each", () => {
    expect(contact.islands).toEqual(['quote-form'])
    expect(names(contact)).toEqual(
      [
        '/assets/hydrate-islands-1.js',
        '/assets/quote-form.island-1.js',
        '/assets/react-1.js',
        '/assets/runtime-1.js',
        '/assets/shared-1.js',
        '/islands.js',
      ].toSorted(),
    )
    expect(contact.jsGzip).toBe(
      gzip('islands.js', 'assets/runtime-1.js', 'assets/hydrate-islands-1.js', 'assets/react-1.js', 'assets/quote-form.island-1.js', 'assets/shared-1.js'),
    )
  })

  it('counts only the page script and its static imports on a page without islands, the not-found page too', () => {
    expect(names(privacy)).toEqual(['/assets/runtime-1.js', '/islands.js'])
    expect(names(measureRoute('/404', clientDir))).toEqual(['/assets/runtime-1.js', '/islands.js'])
  })

  it('leaves out the chunks loaded only by an import() inside a chunk (later, on use, or optional)', () => {
    expect(names(contact).some((file) => /submit|analytics/.test(file))).toBe(false)
  })

  it('counts as before load the external scripts, modulepreloads and inline module scripts with their static imports, and in the total too', () => {
    const legacy = measureRoute('/legacy', clientDir)
    expect(names(legacy, 'jsBeforeLoad')).toEqual(['/assets/legacy-1.js', '/assets/react-1.js', '/assets/runtime-1.js'])
    expect(legacy.jsBeforeLoadGzip).toBe(gzip('assets/legacy-1.js', 'assets/react-1.js', 'assets/runtime-1.js'))
    expect(names(legacy)).toEqual(['/assets/legacy-1.js', '/assets/react-1.js', '/assets/runtime-1.js', '/islands.js'])
  })

  it('fails on an island the islands build has no chunk for', () => {
    expect(() => measureRoute('/unknown', clientDir)).toThrow('no chunk for …/map.island.tsx')
  })

  it('counts the inlined stylesheet as CSS, and once in the total', () => {
    expect(contact.css).toHaveLength(1)
    expect(contact.cssGzip).toBe(gzipSync('body{font-family:Inter}').length)
    expect(contact.totalGzip).toBe(contact.html.gzip + contact.jsGzip)
  })

  it('tells a page with the quote form (its honeypot field) from one without', () => {
    expect(contact.hasQuoteForm).toBe(true)
    expect(privacy.hasQuoteForm).toBe(false)
  })
})

describe('budgetViolations', () => {
  it('allows no JavaScript before load on any page', () => {
    const before = { ...privacy, jsBeforeLoad: [{ file: '/assets/a.js', raw: 30, gzip: 20 }], jsBeforeLoadGzip: 20 }
    expect(budgetViolations([before])).toEqual(['/privacy: JavaScript before load 20 bytes gzip > 0 (/assets/a.js)'])
  })

  it('holds a page with the quote form to its JavaScript budget, in all', () => {
    expect(budgetViolations([{ ...contact, jsGzip: bundleBudgets.formPageJs }])).toEqual([])
    const budget = (bundleBudgets.formPageJs / 1024).toFixed(1)
    expect(budgetViolations([{ ...contact, jsGzip: bundleBudgets.formPageJs + 1 }])).toEqual([
      `/contact: JavaScript ${budget} KB gzip > ${budget} KB (page with the quote form)`,
    ])
    expect(budgetViolations([{ ...privacy, jsGzip: bundleBudgets.formPageJs + 1 }])).toEqual([])
  })

  it('holds every page to the CSS budget', () => {
    expect(budgetViolations([{ ...privacy, cssGzip: bundleBudgets.css + 1 }])).toEqual(['/privacy: CSS 20.0 KB gzip > 20.0 KB'])
  })
})
