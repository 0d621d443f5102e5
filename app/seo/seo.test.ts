import { describe, expect, it } from 'vitest'
import { loadSiteConfig } from '#config/site-config.ts'
import { breadcrumbTrail, labelFromSlug } from './breadcrumbs.ts'
import { earlyConnections } from './early-connections.ts'
import { breadcrumbJsonLd, faqPageJsonLd, localBusinessJsonLd } from './json-ld.ts'
import { pageMeta } from './page-meta.ts'
import { buildRobotsTxt, buildSitemapXml } from './sitemap-xml.ts'

const site = loadSiteConfig({ SITE_URL: 'https://fence.example' })

describe('breadcrumbs', () => {
  it('uses the lookup and falls back to capitalized slug words', () => {
    const trail = breadcrumbTrail('/services/wood-fencing', (path) => (path === '/services' ? 'Services' : undefined))
    expect(trail).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Services', path: '/services' },
      { label: 'Wood Fencing', path: '/services/wood-fencing' },
    ])
    expect(labelFromSlug('pilot-point-fence-company')).toBe('Pilot Point Fence Company')
  })

  it('is a BreadcrumbList with absolute URLs, and absent on home', () => {
    expect(breadcrumbJsonLd(site, '/')).toBeUndefined()
    const list = breadcrumbJsonLd(site, '/faqs') as { itemListElement: Array<{ position: number; item: string; name: string }> }
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://fence.example/' },
      { '@type': 'ListItem', position: 2, name: 'FAQs', item: 'https://fence.example/faqs' },
    ])
  })
})

describe('JSON-LD', () => {
  it('describes the business with address, geo, hours, phone and cities served', () => {
    const business = localBusinessJsonLd(site, { rating: { ratingValue: 4.9, reviewCount: 147 } }) as Record<string, unknown>
    expect(business['@type']).toBe('HomeAndConstructionBusiness')
    expect(business.telephone).toBe(site.phone.e164)
    expect(business.address).toMatchObject({ addressLocality: 'Celina', addressRegion: 'TX', postalCode: '75009' })
    expect(business.geo).toMatchObject({ '@type': 'GeoCoordinates' })
    expect(business.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '08:00', closes: '16:00' },
    ])
    expect(business.aggregateRating).toMatchObject({ ratingValue: '4.9', reviewCount: 147 })
    expect(localBusinessJsonLd(site, { city: 'Frisco' }).areaServed).toEqual([{ '@type': 'City', name: 'Frisco, TX' }])
  })

  it('builds FAQPage from the visible questions', () => {
    const faq = faqPageJsonLd([{ question: 'How long?', answer: '1-3 days.' }]) as { mainEntity: unknown[] }
    expect(faq.mainEntity).toEqual([{ '@type': 'Question', name: 'How long?', acceptedAnswer: { '@type': 'Answer', text: '1-3 days.' } }])
  })
})

describe('page meta', () => {
  const head = { title: 'Wood Fencing in Celina, TX | Cedar Fences', description: 'A description long enough.', keywords: ['cedar', 'fence'] }

  it('sets canonical, social tags and breadcrumb data', () => {
    const meta = pageMeta(site, { head, path: '/services/wood-fencing', image: 'wood-fence-hero' })
    expect(meta).toContainEqual({ title: head.title })
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://fence.example/services/wood-fencing' })
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://fence.example/img/wood-fence-hero-1280.webp' })
    expect(meta).toContainEqual({ name: 'keywords', content: 'cedar, fence' })
    expect(meta.some((d) => 'script:ld+json' in d && (d['script:ld+json'] as { '@type': string })['@type'] === 'BreadcrumbList')).toBe(true)
  })
})

describe('early connections', () => {
  it("connects to Tag Manager's host early when a container is configured", () => {
    const withTagManager = loadSiteConfig({ SITE_URL: 'https://fence.example', GTM_CONTAINER_ID: 'GTM-TEST1' })
    expect(earlyConnections(withTagManager)).toEqual([{ rel: 'preconnect', href: 'https://www.googletagmanager.com' }])
  })

  it('opens no connection to a tag manager the site does not use', () => {
    expect(earlyConnections(site)).toEqual([])
  })
})

describe('sitemap.xml and robots.txt', () => {
  it('lists canonical URLs with escaping', () => {
    const xml = buildSitemapXml(
      'https://fence.example',
      [
        {
          path: '/',
          file: '',
          label: 'Home',
          group: 'main',
          language: 'en',
          twins: { en: '/', es: '/es' },
          heroImage: 'hero-fence',
          priority: 1,
          changefreq: 'weekly',
        },
      ],
      '2026-11-22',
    )
    expect(xml).toContain('<loc>https://fence.example/</loc>')
    expect(xml).toContain('<lastmod>2026-11-22</lastmod>')
    expect(buildRobotsTxt('https://fence.example')).toContain('Sitemap: https://fence.example/sitemap.xml')
    // The owner's inbox is never crawled (it also answers noindex and 401).
    expect(buildRobotsTxt('https://fence.example').split('\n')).toContain('Disallow: /admin')
  })
})
