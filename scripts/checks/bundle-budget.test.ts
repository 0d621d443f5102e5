import { beforeAll, describe, expect, it } from 'vitest'
import { measureSite, type RouteBundle } from '../bench/bundle-size.ts'
import { assertBuilt, clientDir } from './built-site.ts'

/**
 * The first-visit measurement follows the real build. The budgets themselves are held by
 * `npm run report:bundle-size -- --check`, the step of `npm test` after this one.
 */
let bundles: RouteBundle[] = []

beforeAll(() => {
  assertBuilt()
  bundles = measureSite(clientDir)
})

describe('first-visit download measurement', () => {
  it('finds React, React Router, the root and the page module on every page, and the inlined stylesheet', () => {
    for (const bundle of bundles) {
      const files = bundle.js.map((asset) => asset.file)
      for (const chunk of [
        /\/assets\/react-[\w-]+\.js$/,
        /\/assets\/router-[\w-]+\.js$/,
        /\/assets\/root-[\w-]+\.js$/,
        /\/assets\/entry\.client-[\w-]+\.js$/,
      ]) {
        expect(
          files.some((file) => chunk.test(file)),
          `${bundle.route} loads no ${chunk.source}`,
        ).toBe(true)
      }
      expect(bundle.cssGzip, `${bundle.route} has no stylesheet`).toBeGreaterThan(0)
    }
  })

  it("sends the 404 page the runtime, the site's shell and its own module, and nothing the content pages share", () => {
    const notFound = bundles.find((bundle) => bundle.route === '/404')
    const chunkName = (file: string) => /^\/assets\/(.+)-[\w-]{8}\.js$/.exec(file)?.[1] ?? file
    expect(notFound?.js.map((asset) => chunkName(asset.file)).sort()).toEqual([
      'entry.client',
      'manifest',
      'not-found',
      'react',
      'rolldown-runtime',
      'root',
      'router',
      'site',
    ])
  })

  it('finds the quote form on the pages that show it, and not on the privacy page', () => {
    for (const route of ['/', '/contact', '/services/wood-fencing']) {
      expect(bundles.find((bundle) => bundle.route === route)?.hasQuoteForm, `${route} has no quote form in its HTML`).toBe(true)
    }
    expect(bundles.find((bundle) => bundle.route === '/privacy')?.hasQuoteForm).toBe(false)
  })
})
