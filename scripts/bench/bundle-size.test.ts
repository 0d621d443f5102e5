import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { budgetViolations, bundleBudgets, measureRoute, type RouteBundle } from './bundle-size.ts'

/** A small build shaped like React Router's output: modulepreloads, an inline bootstrap, chunks importing chunks, one lazy chunk. */
const files: Record<string, string> = {
  'assets/react-1.js': `import{s as e}from"./shared-1.js";export const react=e+${JSON.stringify('r'.repeat(400))};`,
  'assets/shared-1.js': 'export const s="shared";',
  'assets/root-1.js': 'import"./react-1.js";export default function Root(){}',
  'assets/contact-1.js': 'import{react as r}from"./react-1.js";export const later=()=>import("./picker-list-1.js");export default r;',
  'assets/picker-list-1.js': `export const cities=${JSON.stringify('Celina'.repeat(200))};`,
  'assets/entry.client-1.js': 'import"./react-1.js";',
  'assets/manifest-1.js': 'window.__reactRouterManifest={};',
}

const page = (route: string, body: string) => `<!DOCTYPE html><html><head><title>${route}</title>
<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/>
<style>body{font-family:Inter}</style></head><body>${body}
<script>window.__reactRouterContext={}</script>
<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/contact-1.js";
window.__reactRouterRouteModules = {"root":route0,"routes/contact":route1};
import("/assets/entry.client-1.js");</script></body></html>`

let clientDir: string
let contact: RouteBundle
let privacy: RouteBundle

beforeAll(() => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'bundle-size-'))
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true })
    writeFileSync(path.join(clientDir, file), content)
  }
  mkdirSync(path.join(clientDir, 'contact'))
  mkdirSync(path.join(clientDir, 'privacy'))
  writeFileSync(path.join(clientDir, 'contact', 'index.html'), page('/contact', '<form method="post"><input name="website" tabindex="-1"/></form>'))
  writeFileSync(path.join(clientDir, 'privacy', 'index.html'), page('/privacy', '<p>Privacy</p>'))
  contact = measureRoute('/contact', clientDir)
  privacy = measureRoute('/privacy', clientDir)
})
afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

const gzip = (file: string) => gzipSync(files[file]!).length

describe('measureRoute', () => {
  it("counts the modulepreloads, the inline bootstrap's imports and every chunk they import statically, once each", () => {
    expect(contact.js.map((asset) => asset.file).toSorted()).toEqual(
      [
        '/assets/contact-1.js',
        '/assets/entry.client-1.js',
        '/assets/manifest-1.js',
        '/assets/react-1.js',
        '/assets/root-1.js',
        '/assets/shared-1.js',
      ].toSorted(),
    )
    const expected = Object.keys(files)
      .filter((file) => !file.includes('picker-list'))
      .reduce((sum, file) => sum + gzip(file), 0)
    expect(contact.jsGzip).toBe(expected)
  })

  it('leaves out a chunk loaded only by a dynamic import inside a chunk (it loads when needed)', () => {
    expect(contact.js.some((asset) => asset.file.includes('picker-list'))).toBe(false)
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
  const sized = (bundle: RouteBundle, jsGzip: number) => ({ ...bundle, jsGzip })

  it('holds every page to its JavaScript budget', () => {
    expect(budgetViolations([sized(contact, bundleBudgets.formPageJs)])).toEqual([])
    expect(budgetViolations([sized(contact, bundleBudgets.formPageJs + 1)])).toEqual([
      `/contact: JavaScript 150.0 KB gzip > 150.0 KB (page with the quote form)`,
    ])
    expect(budgetViolations([sized(privacy, bundleBudgets.otherPageJs)])).toEqual([])
    expect(budgetViolations([sized(privacy, bundleBudgets.otherPageJs + 1)])).toEqual([`/privacy: JavaScript 130.0 KB gzip > 130.0 KB`])
  })

  it('holds every page to the CSS budget', () => {
    expect(budgetViolations([{ ...privacy, cssGzip: bundleBudgets.css + 1 }])).toEqual(['/privacy: CSS 20.0 KB gzip > 20.0 KB'])
  })
})
