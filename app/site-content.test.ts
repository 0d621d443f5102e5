import { existsSync } from 'node:fs'
import path from 'node:path'
import type { MetaDescriptor } from 'react-router'
import { describe, expect, it } from 'vitest'
import { siteNav } from './content/navigation.ts'
import { languages } from './lib/language.tsx'
import { findPage, isKnownPath, pages, pagesIn, prerenderPaths, redirects } from './route-table.ts'

/** Limits search engines show in full (astro.build-style content schema checks). */
const titleLength = { min: 30, max: 65 }
const descriptionLength = { min: 70, max: 160 }

type MetaModule = {
  meta?: (args: { location: { pathname: string }; loaderData: unknown }) => MetaDescriptor[]
  loader?: (args: { request: Request; url: URL }) => unknown
}

/**
 * The page's head as the prerender makes it: its loader's data (when it has a loader) handed to
 * its meta. The prerender requests each page with a trailing slash.
 */
async function metaOf(page: (typeof pages)[number]) {
  const module = (await import(`./${page.file}`)) as MetaModule
  const url = new URL(`${page.path}/`.replace(/\/\/$/, '/'), 'http://localhost')
  const loaderData = await module.loader?.({ request: new Request(url), url })
  const descriptors = module.meta?.({ location: { pathname: page.path }, loaderData } as never) ?? []
  const title = descriptors.find((d): d is { title: string } => 'title' in d)?.title ?? ''
  const description = descriptors.find((d): d is { name: string; content: string } => 'name' in d && d.name === 'description')?.content ?? ''
  return { title, description }
}

describe('the route table', () => {
  it('has unique paths and route modules that exist', () => {
    const paths = pages.map((page) => page.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const page of pages) expect(existsSync(path.join('app', page.file)), page.file).toBe(true)
  })

  it('prerenders every page, every redirect and the plain files', () => {
    const prerendered = prerenderPaths()
    for (const page of pages) expect(prerendered).toContain(page.path)
    for (const redirect of redirects) expect(prerendered).toContain(redirect.from)
    expect(prerendered).toEqual(expect.arrayContaining(['/sitemap.xml', '/robots.txt', '/404']))
  })

  it('sends every redirect to a real page', () => {
    for (const redirect of redirects) expect(findPage(redirect.to), redirect.to).toBeDefined()
  })

  it.each(languages)('has 34 pages in %s: 13 services, 3 wood, 8 cities, 9 others and the fence cost estimator', (language) => {
    const languagePages = pagesIn(language)
    expect(languagePages.filter((page) => page.group === 'services')).toHaveLength(13)
    expect(languagePages.filter((page) => page.group === 'areas')).toHaveLength(8)
    expect(languagePages.filter((page) => page.group === 'wood')).toHaveLength(3)
    expect(languagePages).toHaveLength(34)
  })
})

describe.each(languages)('menus (%s)', (language) => {
  const { allLocationsLink, allServicesLink, footerQuickLinks, locationMenu, primaryLinks, serviceMenu } = siteNav[language]

  it('link only to pages in the route table', () => {
    const items = [...serviceMenu, ...locationMenu].flatMap((group) => group.links).concat(primaryLinks, footerQuickLinks, [allServicesLink, allLocationsLink])
    for (const item of items) expect(isKnownPath(item.path), item.path).toBe(true)
  })

  it('offer every service page of the language in the Services dropdown', () => {
    const menuPaths = serviceMenu.flatMap((group) => group.links.map((link) => link.path))
    for (const page of pagesIn(language).filter((p) => p.group === 'services')) expect(menuPaths).toContain(page.path)
    expect(serviceMenu.map((group) => group.links.length)).toEqual([5, 2, 3, 3])
  })
})

describe('the English Services dropdown', () => {
  it('groups the services as the header menu shows them', () => {
    expect(siteNav.en.serviceMenu.map((group) => group.heading)).toEqual(['Core Fencing', 'Gate Services', 'Maintenance & Repair', 'Additional Services'])
  })
})

describe('page head data', () => {
  it.each(pages.map((page) => [page.path, page]))('%s has a title and description of searchable length', async (_path, page) => {
    const { title, description } = await metaOf(page)
    expect(title.length, `title "${title}"`).toBeGreaterThanOrEqual(titleLength.min)
    expect(title.length, `title "${title}"`).toBeLessThanOrEqual(titleLength.max)
    expect(description.length, `description "${description}"`).toBeGreaterThanOrEqual(descriptionLength.min)
    expect(description.length, `description "${description}"`).toBeLessThanOrEqual(descriptionLength.max)
  })

  it('never repeats a title or a description', async () => {
    const heads = await Promise.all(pages.map(metaOf))
    const titles = heads.map((head) => head.title)
    const descriptions = heads.map((head) => head.description)
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([])
    expect(descriptions.filter((description, index) => descriptions.indexOf(description) !== index)).toEqual([])
  })
})
