import { expect, test, type APIRequestContext, type Page } from './fixtures/test.ts'
import { pages, redirects } from '../app/route-table.ts'
import { loadSiteConfig } from '../config/site-config.ts'

/**
 * A crawl from / through the production server, the way a search engine sees the site:
 * it follows every same-origin <a href> in the served HTML, checks every internal link,
 * fragment and asset, and compares what it reached with the route table and sitemap.xml.
 */

const site = loadSiteConfig(process.env)
const siteOrigin = new URL(site.siteUrl).origin
const maxPages = 300

interface PageFacts {
  links: Array<{ href: string; text: string }>
  assets: string[]
  ids: string[]
  imagesWithoutAlt: string[]
  canonical: string | null
  robots: string | null
}

interface Visit {
  path: string
  status: number
  location?: string
  contentType: string
  facts?: PageFacts
  /** Pages that link here, for the failure messages. */
  linkedFrom: Set<string>
}

interface Crawl {
  visits: Map<string, Visit>
  /** Internal links: from page, raw href, resolved path, fragment. */
  links: Array<{ from: string; href: string; path: string; fragment: string }>
  assetStatus: Map<string, { status: number; from: string }>
  sitemapPaths: string[]
  sitemapStatus: number
}

/** Reads the served HTML with the browser's own parser (no scripts run, nothing loads). */
async function factsOf(page: Page, html: string): Promise<PageFacts> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html')
    const srcsetUrls = (value: string | null) =>
      (value ?? '')
        .split(',')
        .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
        .filter(Boolean)
    const assets = [
      ...[...doc.querySelectorAll('img[src], script[src], iframe[src]')].map((element) => element.getAttribute('src') ?? ''),
      ...[...doc.querySelectorAll('img[srcset], source[srcset]')].flatMap((element) => srcsetUrls(element.getAttribute('srcset'))),
      ...[...doc.querySelectorAll('link[href]')]
        .filter((link) => /\b(stylesheet|modulepreload|preload|icon|manifest|apple-touch-icon)\b/i.test(link.getAttribute('rel') ?? ''))
        .flatMap((link) => [link.getAttribute('href') ?? '', ...srcsetUrls(link.getAttribute('imagesrcset'))]),
    ].filter(Boolean)
    return {
      links: [...doc.querySelectorAll('a[href]')].map((anchor) => ({
        href: anchor.getAttribute('href') ?? '',
        text: (anchor.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60),
      })),
      assets,
      ids: [...doc.querySelectorAll('[id]')]
        .map((element) => element.id)
        .concat([...doc.querySelectorAll('a[name]')].map((anchor) => anchor.getAttribute('name') ?? '')),
      imagesWithoutAlt: [...doc.querySelectorAll('img:not([alt])')].map((image) => image.outerHTML.slice(0, 160)),
      canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      robots: doc.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    }
  }, html)
}

/** An internal URL as a path on the server under test (links to the public site URL count as internal), or undefined. */
function internalUrl(href: string, base: URL): URL | undefined {
  if (/^(mailto|tel|sms|javascript|data):/i.test(href)) return undefined
  let url: URL
  try {
    url = new URL(href, base)
  } catch {
    return undefined
  }
  if (url.origin !== base.origin && url.origin !== siteOrigin) return undefined
  return url
}

async function crawl(api: APIRequestContext, parser: Page, baseURL: string): Promise<Crawl> {
  const base = new URL(baseURL)
  const visits = new Map<string, Visit>()
  const links: Crawl['links'] = []
  const assetPaths = new Map<string, string>()
  const queue: Array<{ path: string; from: string }> = [{ path: '/', from: '(start)' }]

  while (queue.length > 0 && visits.size < maxPages) {
    const { path, from } = queue.shift()!
    const known = visits.get(path)
    if (known) {
      known.linkedFrom.add(from)
      continue
    }
    const response = await api.get(path, { maxRedirects: 0, failOnStatusCode: false })
    const visit: Visit = { path, status: response.status(), contentType: response.headers()['content-type'] ?? '', linkedFrom: new Set([from]) }
    visits.set(path, visit)

    if (visit.status >= 300 && visit.status < 400) {
      visit.location = response.headers().location
      const target = visit.location ? internalUrl(visit.location, new URL(path, base)) : undefined
      if (target) queue.push({ path: target.pathname, from: path })
      continue
    }
    if (visit.status !== 200 || !visit.contentType.includes('text/html')) continue

    visit.facts = await factsOf(parser, await response.text())
    const pageUrl = new URL(path, base)
    for (const { href } of visit.facts.links) {
      const url = internalUrl(href, pageUrl)
      if (!url) continue
      links.push({ from: path, href, path: url.pathname, fragment: decodeURIComponent(url.hash.slice(1)) })
      queue.push({ path: url.pathname, from: path })
    }
    for (const asset of visit.facts.assets) {
      const url = internalUrl(asset, pageUrl)
      if (url && !assetPaths.has(url.pathname + url.search)) assetPaths.set(url.pathname + url.search, path)
    }
  }

  const assetStatus = new Map<string, { status: number; from: string }>()
  for (const [asset, from] of assetPaths) {
    const response = await api.get(asset, { failOnStatusCode: false })
    assetStatus.set(asset, { status: response.status(), from })
    await response.dispose()
  }

  const sitemap = await api.get('/sitemap.xml', { failOnStatusCode: false })
  const xml = await sitemap.text()
  const sitemapPaths = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => {
    const loc = match[1]!
    return loc.startsWith(site.siteUrl) ? loc.slice(site.siteUrl.length) || '/' : loc
  })
  return { visits, links, assetStatus, sitemapPaths, sitemapStatus: sitemap.status() }
}

const redirectTargets = new Map(redirects.map((redirect) => [redirect.from, redirect.to]))
const isCanonicalPage = (visit: Visit) =>
  visit.status === 200 &&
  visit.facts !== undefined &&
  visit.facts.canonical === `${site.siteUrl}${visit.path === '/' ? '/' : visit.path}` &&
  !/noindex/i.test(visit.facts.robots ?? '')

test.describe('crawl from / through the production server', () => {
  // One crawl, shared by the checks below (they run in order in one worker).
  test.describe.configure({ mode: 'default' })
  let result: Crawl

  test.beforeAll(async ({ playwright, browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the crawl reads HTML, not a viewport: once is enough')
    test.setTimeout(180_000)
    const baseURL = String(testInfo.project.use.baseURL)
    const api = await playwright.request.newContext({ baseURL })
    const parser = await browser.newPage()
    result = await crawl(api, parser, baseURL)
    await parser.close()
    await api.dispose()
    console.log(
      `crawl: ${result.visits.size} addresses, ${result.links.length} internal links, ${result.assetStatus.size} assets, ${result.sitemapPaths.length} sitemap URLs`,
    )
  })

  test('reaches every page of the route table, each answering 200', () => {
    const unreached = pages
      .filter((page) => result.visits.get(page.path)?.status !== 200)
      .map((page) => `${page.path} (${result.visits.get(page.path)?.status ?? 'no link reaches it'})`)
    expect(unreached).toEqual([])
  })

  test('finds no broken internal link', () => {
    const broken: string[] = []
    for (const link of result.links) {
      const visit = result.visits.get(link.path)
      if (!visit) continue
      if (visit.status >= 400) {
        broken.push(`${link.from} → ${link.href}: ${visit.status}`)
        continue
      }
      let target = visit
      if (visit.status >= 300 && visit.location) target = result.visits.get(new URL(visit.location, 'http://x').pathname) ?? visit
      if (target.status >= 300) {
        broken.push(`${link.from} → ${link.href}: redirect to ${visit.location} ends at ${target.status}`)
        continue
      }
      if (link.fragment && link.fragment !== 'top' && !target.facts?.ids.includes(link.fragment)) {
        broken.push(`${link.from} → ${link.href}: no element with id "${link.fragment}" on ${target.path}`)
      }
    }
    for (const [asset, { status, from }] of result.assetStatus) {
      if (status >= 400) broken.push(`${from} → asset ${asset}: ${status}`)
    }
    expect([...new Set(broken)]).toEqual([])
  })

  test('answers the alternate city addresses with a 301 to the canonical page', () => {
    const wrong: string[] = []
    for (const visit of result.visits.values()) {
      if (visit.status < 300 || visit.status >= 400) continue
      const expected = redirectTargets.get(visit.path) ?? visit.path.replace(/\/+$/, '')
      const actual = visit.location ? new URL(visit.location, 'http://x').pathname : undefined
      if (visit.status !== 301 || actual !== expected) wrong.push(`${visit.path}: ${visit.status} → ${visit.location} (expected 301 → ${expected})`)
    }
    const viaRedirect = result.links.filter((link) => redirectTargets.has(link.path)).map((link) => `${link.from} → ${link.href}`)
    if (viaRedirect.length > 0) console.log(`note: ${viaRedirect.length} internal link(s) go through a redirect:\n  ${[...new Set(viaRedirect)].join('\n  ')}`)
    expect(wrong).toEqual([])
  })

  test('gives every image alt text', () => {
    const missing = [...result.visits.values()].flatMap((visit) => (visit.facts?.imagesWithoutAlt ?? []).map((image) => `${visit.path}: ${image}`))
    expect(missing).toEqual([])
  })

  test('lists every reached page in sitemap.xml, and reaches every sitemap URL', () => {
    expect(result.sitemapStatus).toBe(200)
    const sitemap = new Set(result.sitemapPaths)
    const canonicalPages = [...result.visits.values()].filter(isCanonicalPage).map((visit) => visit.path)
    expect(
      canonicalPages.filter((path) => !sitemap.has(path)),
      'reached canonical pages missing from sitemap.xml',
    ).toEqual([])
    expect(
      result.sitemapPaths.filter((path) => result.visits.get(path)?.status !== 200),
      'sitemap URLs the crawl did not reach (or that do not answer 200)',
    ).toEqual([])
  })

  test('reaches no page outside the route table and its redirects', () => {
    const stray = [...result.visits.values()]
      .filter((visit) => visit.status === 200 && visit.contentType.includes('text/html'))
      .map((visit) => visit.path)
      .filter((path) => !pages.some((page) => page.path === path))
    expect(stray).toEqual([])
  })
})

test.describe('addresses beyond the links', () => {
  for (const { from, to } of redirects) {
    test(`${from} answers 301 to ${to}`, async ({ request }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'checked once, over HTTP')
      const response = await request.get(`${from}?utm_source=crawl`, { maxRedirects: 0, failOnStatusCode: false })
      expect(response.status()).toBe(301)
      expect(response.headers().location).toBe(`${to}?utm_source=crawl`)
    })
  }

  test('a trailing slash answers 301 to the canonical path', async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'checked once, over HTTP')
    const response = await request.get('/services/wood-fencing/', { maxRedirects: 0, failOnStatusCode: false })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toBe('/services/wood-fencing')
  })

  for (const path of ['/no-such-page', '/services/no-such-service', '/locations/no-such-city', '/no-such-page-fence-company']) {
    test(`${path} answers 404 with the not-found page`, async ({ request }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'checked once, over HTTP')
      const response = await request.get(path, { maxRedirects: 0, failOnStatusCode: false })
      expect(response.status()).toBe(404)
      expect(await response.text()).toContain('Page not found')
    })
  }
})
