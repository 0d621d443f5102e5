import { readFileSync } from 'node:fs'
import path from 'node:path'
import { JSDOM } from 'jsdom'
import { beforeAll, describe, expect, it } from 'vitest'
import { languageOfPath, languages } from '#app/lib/language.tsx'
import { pages } from '#app/route-table.ts'
import { loadSiteConfig } from '#config/site-config.ts'
import { assertBuilt, clientDir, jsonLdBlocks, readPage } from './built-site.ts'

/** Every built page in both languages, as a search engine reads it: its language, its canonical, and the versions it names. */

const site = loadSiteConfig(process.env)
const url = (routePath: string) => `${site.siteUrl}${routePath}`

beforeAll(() => assertBuilt())

/** The hreflang links of a page, as language → absolute address. */
function alternatesOf(document: Document): Record<string, string> {
  const links = [...document.querySelectorAll('link[rel="alternate"][hreflang]')]
  return Object.fromEntries(links.map((link) => [link.getAttribute('hreflang')!, link.getAttribute('href')!]))
}

describe('every English page has its Spanish twin, and each names the other', () => {
  it.each(pages.filter((page) => page.language === 'en').map((page) => [page.path, page.twins.es]))('%s and %s', (english, spanish) => {
    expect(spanish).toMatch(/^\/es(\/|$)/)
    const [englishPage, spanishPage] = [readPage(english), readPage(spanish)]
    const expected = { en: url(english), es: url(spanish), 'x-default': url(english) }
    expect(alternatesOf(englishPage)).toEqual(expected)
    expect(alternatesOf(spanishPage)).toEqual(expected)
    expect(englishPage.documentElement.lang).toBe('en')
    expect(spanishPage.documentElement.lang).toBe('es')
    expect(englishPage.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url(english))
    expect(spanishPage.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url(spanish))
    expect(spanishPage.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('es_US')
  })
})

describe('each page says its language in its structured data and links within it', () => {
  it.each(pages.map((page) => [page.path, page.language]))('%s (%s)', (routePath, language) => {
    const document = readPage(routePath)
    expect(jsonLdBlocks(document).find((block) => block['@type'] === 'WebPage')?.inLanguage).toBe(language)
    // Menus, cards and footers stay in the page's language; the switcher is the one link across.
    const internal = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].filter((link) => !link.hasAttribute('hreflang'))
    const across = internal
      .map((link) => link.getAttribute('href')!)
      .filter((href) => !href.startsWith('/img/') && languageOfPath(href.split(/[?#]/)[0]!) !== language)
    expect(across).toEqual([])
  })
})

describe('the language switcher', () => {
  it.each(pages.map((page) => [page.path, page]))('%s links to its twin', (routePath, page) => {
    const other = languages.find((language) => language !== page.language)!
    const switchers = [...readPage(routePath).querySelectorAll(`a[hreflang="${other}"]`)]
    expect(switchers.length).toBeGreaterThanOrEqual(2)
    for (const link of switchers) expect(link.getAttribute('href')).toBe(page.twins[other])
  })
})

describe('sitemap.xml', () => {
  const xml = () => new JSDOM(readFileSync(path.join(clientDir, 'sitemap.xml'), 'utf8'), { contentType: 'text/xml' }).window.document

  it('lists every page of both languages, each with both versions and x-default', () => {
    const entries = [...xml().getElementsByTagName('url')]
    expect(entries.map((entry) => entry.getElementsByTagName('loc')[0]?.textContent)).toEqual(pages.map((page) => url(page.path)))
    for (const [index, entry] of entries.entries()) {
      const page = pages[index]!
      const alternates = [...entry.getElementsByTagName('xhtml:link')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])
      expect(alternates).toEqual([
        ['en', url(page.twins.en)],
        ['es', url(page.twins.es)],
        ['x-default', url(page.twins.en)],
      ])
    }
  })
})

describe('the not-found pages', () => {
  it('are written in each language', () => {
    const read = (file: string) => new JSDOM(readFileSync(path.join(clientDir, file), 'utf8')).window.document
    expect(read('404.html').documentElement.lang).toBe('en')
    expect(read('es/404.html').documentElement.lang).toBe('es')
  })
})
