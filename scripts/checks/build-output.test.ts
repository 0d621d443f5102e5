import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { isKnownPath, pages, redirects } from '#app/route-table.ts'
import { loadSiteConfig } from '#config/site-config.ts'
import { readSiteRedirects } from '#server/site-redirects.ts'
import { assertBuilt, clientDir, htmlFileFor, isHomePage, jsonLdBlocks, readPage } from './built-site.ts'

const site = loadSiteConfig(process.env)

beforeAll(() => assertBuilt())

describe('every route of the table is prerendered, complete HTML', () => {
  it.each(pages.map((page) => [page.path]))('%s', (routePath) => {
    expect(existsSync(htmlFileFor(routePath)), `no HTML for ${routePath}`).toBe(true)
    const document = readPage(routePath)
    expect(document.querySelectorAll('h1')).toHaveLength(1)
    expect(document.title.length).toBeGreaterThan(10)
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')?.length ?? 0).toBeGreaterThan(50)
    expect(document.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBeTruthy()
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${site.siteUrl}${routePath}`)
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image']) {
      expect(document.querySelector(`meta[property="${property}"]`)?.getAttribute('content'), property).toBeTruthy()
    }
    expect(document.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image')
    const blocks = jsonLdBlocks(document)
    expect(blocks.length).toBeGreaterThan(0)
    const types = blocks.map((block) => block['@type'])
    // Neither home page has a trail.
    if (isHomePage(routePath)) expect(types).not.toContain('BreadcrumbList')
    else expect(types).toContain('BreadcrumbList')
    // The page's text is in the HTML before any script runs.
    expect(document.querySelector('main')?.textContent?.length ?? 0).toBeGreaterThan(400)
  })

  it('gives every page a unique title and description', () => {
    const titles = new Map<string, string>()
    const descriptions = new Map<string, string>()
    for (const page of pages) {
      const document = readPage(page.path)
      const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''
      expect(titles.get(document.title), `title of ${page.path} repeats`).toBeUndefined()
      expect(descriptions.get(description), `description of ${page.path} repeats`).toBeUndefined()
      titles.set(document.title, page.path)
      descriptions.set(description, page.path)
    }
  })

  it('links only to pages that exist', () => {
    const broken: string[] = []
    for (const page of pages) {
      const document = readPage(page.path)
      for (const anchor of document.querySelectorAll('a[href^="/"]')) {
        const href = anchor.getAttribute('href') ?? ''
        const target = new URL(href, site.siteUrl).pathname
        if (!isKnownPath(target)) broken.push(`${page.path} -> ${href}`)
      }
    }
    expect(broken).toEqual([])
  })

  it('hides every icon from assistive technology', () => {
    const problems: string[] = []
    let icons = 0
    for (const page of pages) {
      for (const icon of readPage(page.path).querySelectorAll('svg.lucide')) {
        icons++
        if (icon.getAttribute('aria-hidden') !== 'true') problems.push(`${page.path}: an icon without aria-hidden`)
      }
    }
    expect(icons).toBeGreaterThan(pages.length)
    expect(problems).toEqual([])
  })

  it('says where every call and text link sits, for the phone_click and sms_click reports', () => {
    const unplaced: string[] = []
    let links = 0
    for (const page of pages) {
      for (const link of readPage(page.path).querySelectorAll('a[href^="tel:"], a[href^="sms:"]')) {
        links++
        if (!link.getAttribute('data-place')) unplaced.push(`${page.path}: ${link.textContent?.trim()}`)
      }
    }
    expect(links).toBeGreaterThan(pages.length)
    expect(unplaced).toEqual([])
  })
})

describe('plain files and special pages', () => {
  it('sitemap.xml lists exactly the canonical pages', () => {
    const xml = readFileSync(path.join(clientDir, 'sitemap.xml'), 'utf8')
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locs.sort()).toEqual(pages.map((page) => `${site.siteUrl}${page.path}`).sort())
  })

  it('robots.txt allows crawling and names the sitemap', () => {
    const robots = readFileSync(path.join(clientDir, 'robots.txt'), 'utf8')
    expect(robots).toContain('User-agent: *')
    expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`)
  })

  it('publishes the not-found page as 404.html', () => {
    const html = readFileSync(path.join(clientDir, '404.html'), 'utf8')
    expect(html).toContain('>404<')
    expect(html).toContain('Oops! Page not found')
    expect(html).toContain('Return to Home')
  })

  it('publishes no build bookkeeping: no dotfile or dot folder (the bundler manifest, the image cache)', () => {
    const hidden = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.split(path.sep).some((part) => part.startsWith('.')))
    expect(hidden).toEqual([])
  })

  it('publishes every redirect of the route table in _redirects, for the collector and static hosts', () => {
    expect(readSiteRedirects(clientDir)).toEqual(redirects)
  })

  it.each(redirects.map((redirect) => [redirect.from, redirect.to]))('prerenders %s as a redirect to %s', (from, to) => {
    const document = readPage(from)
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${site.siteUrl}${to}`)
    expect(document.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe(`0; url=${to}`)
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex')
  })
})
