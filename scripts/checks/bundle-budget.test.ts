import { beforeAll, describe, expect, it } from 'vitest'
import { bundleBudgets, kb, measureSite, type RouteBundle } from '../bench/bundle-size.ts'
import { assertBuilt, clientDir } from './built-site.ts'

/** The byte budgets for a first visit, gzip. `npm run report:bundle-size` prints the detail. */
let bundles: RouteBundle[] = []

beforeAll(() => {
  assertBuilt()
  bundles = measureSite(clientDir)
})

/** The heaviest files, where to start trimming. */
const heaviest = (assets: RouteBundle['js']) =>
  assets
    .toSorted((a, b) => b.gzip - a.gzip)
    .slice(0, 5)
    .map((asset) => `${kb(asset.gzip)} KB ${asset.file}`)
    .join(', ')

describe('first-visit download budgets (gzip)', () => {
  it('counts some JavaScript and CSS on every page (the measurement follows the HTML)', () => {
    for (const bundle of bundles) {
      expect(bundle.js.length, `${bundle.route} loads no module script`).toBeGreaterThan(0)
      expect(bundle.css.length, `${bundle.route} loads no stylesheet`).toBeGreaterThan(0)
    }
  })

  it('finds the quote form on the pages that show it', () => {
    for (const route of ['/', '/contact']) {
      expect(bundles.find((bundle) => bundle.route === route)?.hasQuoteForm, `${route} has no quote form in its HTML`).toBe(true)
    }
  })

  it(`keeps JavaScript at most ${kb(bundleBudgets.formPageJs)} KB on pages with the quote form and ${kb(bundleBudgets.otherPageJs)} KB on the others`, () => {
    const heaviestPage = Math.max(...bundles.map((bundle) => bundle.jsGzip))
    console.log(`heaviest first-visit JavaScript: ${kb(heaviestPage)} KB gzip (budget ${kb(bundleBudgets.formPageJs)} KB)`)
    const over = bundles
      .filter((bundle) => bundle.jsGzip > (bundle.hasQuoteForm ? bundleBudgets.formPageJs : bundleBudgets.otherPageJs))
      .map((bundle) => `${bundle.route}: ${kb(bundle.jsGzip)} KB in ${bundle.js.length} files (heaviest: ${heaviest(bundle.js)})`)
    expect(over, `over the JavaScript budget:\n${over.join('\n')}`).toEqual([])
  })

  it(`keeps CSS at most ${kb(bundleBudgets.css)} KB on every page`, () => {
    const over = bundles
      .filter((bundle) => bundle.cssGzip > bundleBudgets.css)
      .map((bundle) => `${bundle.route}: ${kb(bundle.cssGzip)} KB (${heaviest(bundle.css)})`)
    expect(over, `over the CSS budget:\n${over.join('\n')}`).toEqual([])
  })
})
