import type { SiteConfig } from '#config/site-config.ts'
import type { Faq } from '../components/sections/faq-accordion.tsx'
import type { Testimonial } from '../components/sections/testimonial-cards.tsx'
import type { ImageName } from '../lib/images.ts'
import { findPage } from '../route-table.ts'
import { cityFiles } from '../content/collections.ts'
import { breadcrumbTrail } from './breadcrumbs.ts'

export type JsonLd = Record<string, unknown>

export const absoluteUrl = (config: SiteConfig, path: string) => `${config.siteUrl}${path}`
export const imageUrl = (config: SiteConfig, image: ImageName) => `${config.siteUrl}/img/${image}-1280.webp`

const businessId = (config: SiteConfig) => `${config.siteUrl}/#business`

/** The cities in the business's areaServed: those with a landing page. */
const coreServiceCities = cityFiles.en.map((city) => city.city)

export type RatingSummary = { ratingValue: number; reviewCount: number }

/** The business as a LocalBusiness subtype. `city` narrows areaServed for a city page. */
export function localBusinessJsonLd(config: SiteConfig, options: { rating?: RatingSummary; city?: string; path?: string } = {}): JsonLd {
  const cities = options.city ? [options.city] : coreServiceCities
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId(config),
    name: config.businessName,
    legalName: config.legalName,
    url: absoluteUrl(config, options.path ?? '/'),
    telephone: config.phone.e164,
    email: config.email,
    image: imageUrl(config, 'hero-fence'),
    logo: `${config.siteUrl}/favicon.svg`,
    priceRange: '$$',
    address: {
      '@type': 'PostalAddress',
      streetAddress: config.address.street,
      addressLocality: config.address.city,
      addressRegion: config.address.state,
      postalCode: config.address.zip,
      addressCountry: 'US',
    },
    geo: { '@type': 'GeoCoordinates', latitude: config.geo.latitude, longitude: config.geo.longitude },
    areaServed: cities.map((name) => ({ '@type': 'City', name: `${name}, TX` })),
    openingHoursSpecification: config.hours
      .filter((entry) => entry.opens && entry.closes)
      .map((entry) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: entry.schemaDays, opens: entry.opens, closes: entry.closes })),
    sameAs: Object.values(config.social).filter((url): url is string => Boolean(url)),
    ...(options.rating ? { aggregateRating: aggregateRating(options.rating) } : {}),
  }
}

export function aggregateRating(rating: RatingSummary): JsonLd {
  return { '@type': 'AggregateRating', ratingValue: rating.ratingValue.toFixed(1), reviewCount: rating.reviewCount, bestRating: '5', worstRating: '1' }
}

export function serviceJsonLd(
  config: SiteConfig,
  service: { name: string; description: string; path: string; image: ImageName; serviceType?: string; pricePerFoot?: { min: number; max: number } },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    serviceType: service.serviceType ?? service.name,
    description: service.description,
    url: absoluteUrl(config, service.path),
    image: imageUrl(config, service.image),
    provider: { '@type': 'HomeAndConstructionBusiness', '@id': businessId(config), name: config.businessName, telephone: config.phone.e164 },
    areaServed: coreServiceCities.map((name) => ({ '@type': 'City', name: `${name}, TX` })),
    ...(service.pricePerFoot ? { offers: pricePerFootOffer(service.pricePerFoot) } : {}),
  }
}

function pricePerFootOffer({ min, max }: { min: number; max: number }): JsonLd {
  return {
    '@type': 'Offer',
    priceCurrency: 'USD',
    priceSpecification: { '@type': 'UnitPriceSpecification', priceCurrency: 'USD', minPrice: min, maxPrice: max, unitText: 'linear foot' },
  }
}

export function faqPageJsonLd(faqs: readonly Faq[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  }
}

/** The business with its rating and the reviews shown on the page (`/es/resenas` for the Spanish one). */
export function reviewsJsonLd(config: SiteConfig, rating: RatingSummary, reviews: readonly Testimonial[], path = '/reviews'): JsonLd {
  return {
    ...localBusinessJsonLd(config, { rating, path }),
    review: reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.name },
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      reviewBody: review.text,
      itemReviewed: { '@id': businessId(config) },
    })),
  }
}

export function breadcrumbJsonLd(config: SiteConfig, path: string): JsonLd | undefined {
  const trail = breadcrumbTrail(path, (p) => findPage(p)?.label)
  if (trail.length < 2) return undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(config, crumb.path),
    })),
  }
}
