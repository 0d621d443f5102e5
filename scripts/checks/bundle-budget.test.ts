import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadSiteConfig } from '#config/site-config.ts'
import { measureSite, readChunkGraph, withStaticImports, type RouteBundle } from '../bench/bundle-size.ts'
import { assertBuilt, clientDir, readPage } from './built-site.ts'

/**
 * The first-visit measurement follows the real build: nothing before `load`, then the page script
 * and, where a page has islands, React DOM and those islands. `report:bundle-size -- --check` holds the budgets.
 */
let bundles: RouteBundle[] = []
let pageScript: string[] = []
const bundleOf = (route: string) => bundles.find((bundle) => bundle.route === route)!
const files = (bundle: RouteBundle) => bundle.js.map((asset) => asset.file).toSorted()

beforeAll(() => {
  assertBuilt()
  bundles = measureSite(clientDir)
  pageScript = withStaticImports(readChunkGraph(clientDir), ['/islands.js']).toSorted()
})

describe('first-visit download measurement', () => {
  it('finds no script requested before load on any page, then the page script, and the inlined stylesheet', () => {
    for (const bundle of bundles) {
      expect(
        bundle.jsBeforeLoad.map((asset) => asset.file),
        `${bundle.route} requests JavaScript before load`,
      ).toEqual([])
      expect(files(bundle), `${bundle.route} does not load the page script`).toEqual(expect.arrayContaining(pageScript))
      expect(bundle.cssGzip, `${bundle.route} has no stylesheet`).toBeGreaterThan(0)
    }
  })

  it('sends the 404 and privacy pages, which have no islands, the page script and its static imports only', () => {
    expect(pageScript).toContain('/islands.js')
    for (const route of ['/404', '/privacy']) {
      expect(bundleOf(route).islands, route).toEqual([])
      expect(files(bundleOf(route)), route).toEqual(pageScript)
    }
  })

  it('loads React DOM and the quote form island on the pages that show the quote form, and not on the privacy page', () => {
    for (const route of ['/', '/contact', '/services/wood-fencing']) {
      expect(bundleOf(route).hasQuoteForm, `${route} has no quote form in its HTML`).toBe(true)
    }
    for (const bundle of bundles.filter((candidate) => candidate.hasQuoteForm)) {
      expect(bundle.islands, bundle.route).toContain('quote-form')
      for (const chunk of [/^\/assets\/hydrate-islands-[\w-]+\.js$/, /^\/assets\/quote-form\.island-[\w-]+\.js$/]) {
        expect(
          files(bundle).some((file) => chunk.test(file)),
          `${bundle.route} loads no ${chunk.source}`,
        ).toBe(true)
      }
    }
    expect(bundleOf('/privacy').hasQuoteForm).toBe(false)
  })
})

describe('the site configuration in the browser', () => {
  it('sends the browser only the part its code reads (app/site-config.ts): the legal name, street and e-mail address stay in the HTML', () => {
    const site = loadSiteConfig(process.env)
    const pageOnly = [site.legalName, site.address.street, site.email]
    const footer = readPage('/').querySelector('footer')?.textContent ?? ''
    for (const text of pageOnly) expect(footer.includes(text), `the footer shows "${text}"`).toBe(true)
    const scripts = [
      'islands.js',
      ...readdirSync(path.join(clientDir, 'assets'))
        .filter((file) => file.endsWith('.js'))
        .map((file) => `assets/${file}`),
    ]
    for (const file of scripts) {
      const code = readFileSync(path.join(clientDir, file), 'utf8')
      for (const text of pageOnly) expect(code.includes(text), `${file} carries "${text}"`).toBe(false)
    }
  })
})
