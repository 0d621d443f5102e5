import { describe, expect, it } from 'vitest'
import { loadSiteConfig } from '#config/site-config.ts'
import type { Testimonial } from '#app/components/sections/testimonial-cards.tsx'
import { breadcrumbJsonLd, faqPageJsonLd, localBusinessJsonLd, reviewsJsonLd, serviceJsonLd, type JsonLd } from '#app/seo/json-ld.ts'
import { validateJsonLdBlock, validatePageStructuredData, type PageContext, type StructuredDataIssue } from './structured-data-rules.ts'

const site = loadSiteConfig({ SITE_URL: 'https://fence.example' })

const errors = (issues: StructuredDataIssue[]) => issues.filter((issue) => issue.severity === 'error')
const errorPaths = (block: unknown) => errors(validateJsonLdBlock(block)).map((issue) => issue.path)
/** A copy of a block with changes at dotted paths (`review.0.author.name`); `undefined` deletes. */
function edit(block: unknown, changes: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(block) as Record<string, unknown>
  for (const [path, value] of Object.entries(changes)) {
    const keys = path.split('.')
    const last = keys.pop()!
    const target = keys.reduce((node, key) => node[key] as Record<string, unknown>, copy)
    if (value === undefined) delete target[last]
    else target[last] = value
  }
  return copy
}

const review: Testimonial = {
  name: 'Dana R.',
  location: 'Celina',
  rating: 5,
  date: '2 weeks ago',
  project: 'Cedar privacy fence',
  text: 'On time and tidy.',
  verified: true,
}

const page = (overrides: Partial<PageContext> = {}): PageContext => ({
  canonicalUrl: 'https://fence.example/faqs',
  isHome: false,
  visibleText: 'FAQs How deep are the posts?',
  documentText: 'FAQs How deep are the posts? At least 24 to 30 inches.',
  ...overrides,
})

describe('the builders in json-ld.ts pass the rules', () => {
  it.each([
    ['business', localBusinessJsonLd(site)],
    ['business for a city', localBusinessJsonLd(site, { city: 'Prosper', path: '/prosper-fence-company' })],
    ['service', serviceJsonLd(site, { name: 'Wood Fencing', description: 'Cedar privacy fences.', path: '/services/wood-fencing', image: 'wood-fence-hero' })],
    ['FAQ', faqPageJsonLd([{ question: 'How deep are the posts?', answer: 'At least 24 to 30 inches.' }])],
    ['reviews', reviewsJsonLd(site, { ratingValue: 4.9, reviewCount: 147 }, [review])],
    ['breadcrumb', breadcrumbJsonLd(site, '/services/wood-fencing')],
  ] as Array<[string, JsonLd | undefined]>)('%s', (_name, block) => {
    expect(errors(validateJsonLdBlock(block))).toEqual([])
  })
})

describe('LocalBusiness', () => {
  const business = localBusinessJsonLd(site)

  it('needs name, full address, telephone, url, geo, hours, areaServed and image', () => {
    const broken = edit(business, {
      name: undefined,
      'address.postalCode': undefined,
      telephone: undefined,
      url: '/relative',
      geo: { '@type': 'GeoCoordinates', latitude: 'north', longitude: -96.7 },
      openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Funday'], opens: '7am', closes: '18:00' }],
      areaServed: [],
      image: undefined,
    })
    expect(errorPaths(broken)).toEqual([
      'block<HomeAndConstructionBusiness>.name',
      'block<HomeAndConstructionBusiness>.address.postalCode',
      'block<HomeAndConstructionBusiness>.telephone',
      'block<HomeAndConstructionBusiness>.url',
      'block<HomeAndConstructionBusiness>.geo.latitude',
      'block<HomeAndConstructionBusiness>.openingHoursSpecification[0].dayOfWeek',
      'block<HomeAndConstructionBusiness>.openingHoursSpecification[0].opens',
      'block<HomeAndConstructionBusiness>.areaServed',
      'block<HomeAndConstructionBusiness>.image',
    ])
  })

  it('needs @context and @type', () => {
    expect(errorPaths({ name: 'No type' })).toEqual(['block.@context', 'block'])
  })

  it('warns that Google ignores self-serving review stars, without failing', () => {
    const issues = validateJsonLdBlock(localBusinessJsonLd(site, { rating: { ratingValue: 5, reviewCount: 200 } }))
    expect(errors(issues)).toEqual([])
    expect(issues.map((issue) => issue.message).join()).toMatch(/self-serving/)
  })

  it('reads the entities of an @graph', () => {
    const entity = edit(business, { '@context': undefined, address: undefined })
    expect(errorPaths({ '@context': business['@context'], '@graph': [entity] })).toEqual(['block.@graph[0]<HomeAndConstructionBusiness>.address'])
  })
})

describe('Service', () => {
  it('needs name, provider, areaServed and serviceType or description', () => {
    expect(errorPaths({ '@context': 'https://schema.org', '@type': 'Service', provider: 'Acme' })).toEqual([
      'block<Service>.name',
      'block<Service>.provider',
      'block<Service>.areaServed',
      'block<Service>',
    ])
  })
})

describe('reviews and ratings', () => {
  it('needs a rating value in range, a count and bestRating', () => {
    const rated = { ...localBusinessJsonLd(site), aggregateRating: { '@type': 'AggregateRating', ratingValue: '5.4', ratingCount: 0 } }
    expect(errorPaths(rated)).toEqual([
      'block<HomeAndConstructionBusiness>.aggregateRating.ratingValue',
      'block<HomeAndConstructionBusiness>.aggregateRating',
      'block<HomeAndConstructionBusiness>.aggregateRating.bestRating',
    ])
  })

  it('needs author name, rating and body on every review; a standalone review needs itemReviewed', () => {
    const reviews = edit(reviewsJsonLd(site, { ratingValue: 5, reviewCount: 200 }, [review]), {
      'review.0.author.name': undefined,
      'review.0.reviewBody': undefined,
      'review.0.reviewRating.ratingValue': 6,
    })
    expect(errorPaths(reviews)).toEqual([
      'block<HomeAndConstructionBusiness>.review[0].author.name',
      'block<HomeAndConstructionBusiness>.review[0].reviewRating.ratingValue',
      'block<HomeAndConstructionBusiness>.review[0].reviewBody',
    ])
    const standalone = {
      '@context': 'https://schema.org',
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Dana' },
      reviewRating: { '@type': 'Rating', ratingValue: 5 },
      reviewBody: 'Great',
    }
    expect(errorPaths(standalone)).toEqual(['block<Review>.itemReviewed'])
  })
})

describe('FAQPage', () => {
  it('needs Questions with a name and an Answer with text', () => {
    const faq = {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Why?' },
        { '@type': 'Question', name: '', acceptedAnswer: { '@type': 'Answer', text: '' } },
      ],
    }
    expect(errorPaths(faq)).toEqual([
      'block<FAQPage>.mainEntity[0].acceptedAnswer',
      'block<FAQPage>.mainEntity[1].name',
      'block<FAQPage>.mainEntity[1].acceptedAnswer.text',
    ])
    expect(errorPaths({ '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [] })).toEqual(['block<FAQPage>.mainEntity'])
  })

  it('needs every question visible on the page and every answer in it', () => {
    const blocks = [faqPageJsonLd([{ question: 'How deep are the posts?', answer: 'At least 24 to 30 inches.' }]), breadcrumbJsonLd(site, '/faqs')]
    expect(errors(validatePageStructuredData(blocks, page()))).toEqual([])
    const hidden = errors(validatePageStructuredData(blocks, page({ visibleText: 'FAQs', documentText: 'FAQs How deep are the posts?' })))
    expect(hidden.map((issue) => issue.path)).toEqual(['FAQPage.mainEntity[0].name', 'FAQPage.mainEntity[0].acceptedAnswer.text'])
  })
})

describe('offers', () => {
  const vinyl = serviceJsonLd(site, {
    name: 'Vinyl Fence Installation',
    description: 'Vinyl privacy fences.',
    path: '/services/vinyl-fencing',
    image: 'vinyl-privacy',
    pricePerFoot: { min: 30, max: 50 },
  })
  const servicePage = (documentText: string) => page({ canonicalUrl: 'https://fence.example/services/vinyl-fencing', visibleText: 'Vinyl', documentText })
  const blocks = [vinyl, breadcrumbJsonLd(site, '/services/vinyl-fencing')]

  it('publishes a price per linear foot as the Service offer', () => {
    expect(errors(validateJsonLdBlock(vinyl))).toEqual([])
    expect(vinyl.offers).toMatchObject({ priceSpecification: { minPrice: 30, maxPrice: 50, priceCurrency: 'USD', unitText: 'linear foot' } })
  })

  it('needs the offered price stated on the page', () => {
    expect(errors(validatePageStructuredData(blocks, servicePage('Vinyl usually runs $30-$50 per linear foot installed.')))).toEqual([])
    const unstated = errors(validatePageStructuredData(blocks, servicePage('Vinyl usually runs $30-$60 per linear foot installed.')))
    expect(unstated.map((issue) => issue.message)).toEqual(['the price $30-$50 is not on the page'])
  })
})

describe('BreadcrumbList', () => {
  it('needs positions 1..n, names and absolute URLs', () => {
    const list = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://fence.example/' },
        { '@type': 'ListItem', position: 3, item: '/faqs' },
      ],
    }
    expect(errorPaths(list)).toEqual([
      'block<BreadcrumbList>.itemListElement[1].position',
      'block<BreadcrumbList>.itemListElement[1].name',
      'block<BreadcrumbList>.itemListElement[1].item',
    ])
  })

  it('is required on every page but home and ends at the canonical URL', () => {
    const business = localBusinessJsonLd(site)
    expect(errors(validatePageStructuredData([business], page({ isHome: true, canonicalUrl: 'https://fence.example/' })))).toEqual([])
    expect(errors(validatePageStructuredData([business], page())).map((issue) => issue.message)).toEqual(['every page but home needs a BreadcrumbList'])
    const wrongEnd = errors(validatePageStructuredData([breadcrumbJsonLd(site, '/services')], page()))
    expect(wrongEnd.map((issue) => issue.path)).toEqual(['BreadcrumbList.itemListElement[last].item'])
  })

  it('stays on the site origin', () => {
    const list = edit(breadcrumbJsonLd(site, '/faqs'), { 'itemListElement.0.item': 'https://elsewhere.example/' })
    expect(errors(validatePageStructuredData([list], page())).map((issue) => issue.path)).toEqual(['BreadcrumbList.itemListElement[0].item'])
  })
})
