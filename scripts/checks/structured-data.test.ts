import { sitePaths } from '#app/lib/site-paths.ts'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { notFoundPath, pages, redirects } from '#app/route-table.ts'
import {
  entitiesOf,
  localBusinessTypes,
  typesOf,
  validateJsonLdBlock,
  validatePageStructuredData,
  type StructuredDataIssue,
} from './testing/structured-data-rules.ts'
import { loadSiteConfig } from '#config/site-config.ts'
import { assertBuilt, clientDir, htmlFileFor, isHomePage, readPage } from './built-site.ts'

/**
 * Every JSON-LD block of every prerendered page parses and carries what schema.org and
 * Google require for its type (rules: testing/structured-data-rules.ts), and each page
 * has the structured data that applies to it.
 */

const site = loadSiteConfig(process.env)

interface ParsedPage {
  route: string
  blocks: unknown[]
  parseErrors: string[]
}

const cache = new Map<string, ParsedPage>()

/** The JSON-LD blocks of a prerendered page, each parsed on its own so a broken one is named. */
function parsePage(route: string): ParsedPage {
  const cached = cache.get(route)
  if (cached) return cached
  const html = readFileSync(route === notFoundPath ? path.join(clientDir, '404.html') : htmlFileFor(route), 'utf8')
  const blocks: unknown[] = []
  const parseErrors: string[] = []
  const scripts = html.matchAll(/<script\b[^>]*\btype=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi)
  for (const [index, match] of [...scripts].entries()) {
    try {
      blocks.push(JSON.parse(match[1] ?? ''))
    } catch (error) {
      parseErrors.push(`block${index + 1}: ${(error as Error).message}`)
    }
  }
  const page = { route, blocks, parseErrors }
  cache.set(route, page)
  return page
}

const documents = new Map<string, Document>()
const documentOf = (route: string) => documents.get(route) ?? documents.set(route, readPage(route)).get(route)!

const inlineTags = new Set(['A', 'ABBR', 'B', 'CODE', 'EM', 'I', 'MARK', 'S', 'SMALL', 'SPAN', 'STRONG', 'SUB', 'SUP', 'TIME', 'U'])
const alwaysSkipped = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'])

/** Text of the body; `hiddenToo` keeps hidden elements (closed accordion panels). Blocks are separated by spaces. */
function pageText(document: Document, hiddenToo: boolean): string {
  const parts: string[] = []
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) {
        parts.push(child.nodeValue ?? '')
        continue
      }
      if (child.nodeType !== 1) continue
      const element = child as Element
      if (alwaysSkipped.has(element.tagName)) continue
      if (!hiddenToo && (element.hasAttribute('hidden') || element.getAttribute('aria-hidden') === 'true' || element.classList.contains('sr-only'))) continue
      const block = !inlineTags.has(element.tagName)
      if (block) parts.push(' ')
      walk(element)
      if (block) parts.push(' ')
    }
  }
  walk(document.body)
  return parts.join('')
}

const format = (issues: StructuredDataIssue[]) => issues.map((issue) => `${issue.path}: ${issue.message}`)
const errorsOf = (issues: StructuredDataIssue[]) => format(issues.filter((issue) => issue.severity === 'error'))
const allEntities = (page: ParsedPage) => page.blocks.flatMap((block) => (Array.isArray(block) ? block : [block])).flatMap(entitiesOf)

beforeAll(() => assertBuilt())

describe('JSON-LD on every page meets schema.org and Google requirements', () => {
  it.each(pages.map((page) => [page.path]))('%s', (route) => {
    const page = parsePage(route)
    expect(page.parseErrors, 'JSON-LD that does not parse').toEqual([])
    const document = documentOf(route)
    const issues = validatePageStructuredData(page.blocks, {
      canonicalUrl: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
      isHome: isHomePage(route),
      visibleText: pageText(document, false),
      documentText: pageText(document, true),
    })
    const warnings = format(issues.filter((issue) => issue.severity === 'warning'))
    if (warnings.length > 0) console.warn(`${route} structured-data warnings:\n  ${[...new Set(warnings)].join('\n  ')}`)
    const errors = errorsOf(issues)
    expect(errors, `${errors.length} structured-data error(s) on ${route}:\n  ${errors.join('\n  ')}`).toEqual([])
  })

  it.each([notFoundPath, ...redirects.map((redirect) => redirect.from)].map((route) => [route]))('%s (not a canonical page): any JSON-LD is valid', (route) => {
    const page = parsePage(route)
    expect(page.parseErrors).toEqual([])
    expect(page.blocks.flatMap((block, index) => errorsOf(validateJsonLdBlock(block, `block${index + 1}`)))).toEqual([])
  })
})

describe('each page carries the structured data that applies to it', () => {
  const withType = (route: string, predicate: (types: string[]) => boolean) => allEntities(parsePage(route)).filter((entity) => predicate(typesOf(entity)))
  const isBusiness = (types: string[]) => types.some((type) => localBusinessTypes.has(type) || type === 'Organization')

  it('home describes the business', () => {
    expect(withType('/', isBusiness)).not.toHaveLength(0)
  })

  it.each(pages.filter((page) => page.group === 'services').map((page) => [page.path]))('%s describes its Service', (route) => {
    expect(withType(route, (types) => types.includes('Service'))).not.toHaveLength(0)
  })

  it.each(
    pages
      .filter((page) => page.group === 'areas' && page.path !== sitePaths.locations[page.language])
      .map((page) => [page.path, page.label.replace(/ Fence Company$|^Compañía de cercas en /, '')]),
  )('%s describes the business serving %s', (route, city) => {
    const businesses = withType(route, isBusiness)
    expect(businesses, 'no business (LocalBusiness or Organization) block').not.toHaveLength(0)
    expect(JSON.stringify(businesses.map((business) => business.areaServed))).toContain(city)
  })

  it('/services/vinyl-fencing offers vinyl at $30-$50 per linear foot, the price its FAQ states', () => {
    const [service] = withType('/services/vinyl-fencing', (types) => types.includes('Service'))
    expect(service?.offers).toMatchObject({ priceSpecification: { minPrice: 30, maxPrice: 50, priceCurrency: 'USD', unitText: 'linear foot' } })
    expect(pageText(documentOf('/services/vinyl-fencing'), true)).toContain('$30-$50 per linear foot')
  })

  it('/faqs marks up its questions as an FAQPage', () => {
    expect(withType('/faqs', (types) => types.includes('FAQPage'))).not.toHaveLength(0)
  })

  it('/reviews carries the rating and the reviews it shows', () => {
    const json = JSON.stringify(allEntities(parsePage('/reviews')))
    expect(json).toContain('"AggregateRating"')
    expect(json).toContain('"Review"')
  })

  it('every page with a visible FAQ accordion marks its questions up', () => {
    const missing = pages
      .map((page) => page.path)
      .filter((route) => {
        const questions = [...documentOf(route).querySelectorAll('main [data-slot="accordion-trigger"]')].filter((trigger) =>
          trigger.textContent?.trim().endsWith('?'),
        )
        return questions.length > 0 && withType(route, (types) => types.includes('FAQPage')).length === 0
      })
    expect(missing, 'pages with an FAQ section and no FAQPage JSON-LD').toEqual([])
  })

  it('the business facts match the site configuration (one source of truth)', () => {
    const mismatches: string[] = []
    for (const page of pages) {
      for (const business of withType(page.path, (types) => types.some((type) => localBusinessTypes.has(type)))) {
        const address = business.address as Record<string, unknown> | undefined
        const expected = { name: site.businessName, telephone: site.phone.e164, streetAddress: site.address.street, postalCode: site.address.zip }
        const actual = { name: business.name, telephone: business.telephone, streetAddress: address?.streetAddress, postalCode: address?.postalCode }
        for (const [key, value] of Object.entries(expected)) {
          if (actual[key as keyof typeof actual] !== value)
            mismatches.push(`${page.path} ${key}: ${JSON.stringify(actual[key as keyof typeof actual])} ≠ ${JSON.stringify(value)}`)
        }
      }
    }
    expect(mismatches).toEqual([])
  })
})
