import { z } from 'zod'
import { cityLandingSlugs } from '../route-table.ts'
import type { CityPageSource } from './cities/city-page.ts'
import { iconNames } from './icons.ts'
import { imageCatalog, type ImageName } from './images.ts'
import { relatedServiceCatalog, type RelatedServiceKey } from './services/related-services.ts'
import type { ServicePageSource } from './services/service-page.ts'
import type { PageHead } from './types.ts'
import type { WoodCitySource } from './wood-cities/wood-city-page.ts'

/**
 * What the family pages' JSON files must hold once their placeholders are filled, checked when the
 * route's loader makes the page (at build time, never in the browser). `npm run typecheck` checks
 * the files as written against the TypeScript types; these schemas check the filled text, so a
 * placeholder that fills to nothing stops the build. Each schema is declared as its type's schema,
 * so tsc holds the two together.
 */

const text = z.string().min(1)
const texts = z.array(text)
const icon = z.enum(iconNames)
const image = z.custom<ImageName>((value) => typeof value === 'string' && value in imageCatalog, 'not an image of the catalog')
const relatedKey = z.custom<RelatedServiceKey>((value) => typeof value === 'string' && value in relatedServiceCatalog, 'not a related service')
const path = z.string().startsWith('/')

const head = z.strictObject({ title: text, description: text, keywords: texts }) satisfies z.ZodType<PageHead>
const faq = z.strictObject({ question: text, answer: text })
const stat = z.strictObject({ value: text, label: text })
const advantage = z.strictObject({ title: text, description: text, icon: icon.optional() })
const heroFeature = z.strictObject({ icon, title: text })
const serviceCard = z.strictObject({
  title: text,
  description: text,
  image,
  alt: text.optional(),
  link: path.optional(),
  linkText: text.optional(),
  features: texts,
  priceRange: z.enum(['$', '$$', '$$$', '$$$$', '$$$$$', 'Varies']),
  popular: z.boolean().optional(),
})
const ctaButton = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('call'), label: text }),
  z.strictObject({ kind: z.literal('quote'), label: text }),
  z.strictObject({ kind: z.literal('link'), label: text, to: path }),
  z.strictObject({ kind: z.literal('text'), label: text, body: text }),
  z.strictObject({ kind: z.literal('email'), label: text, subject: text, body: text }),
  z.strictObject({ kind: z.literal('external'), label: text, href: z.enum(['prequalify', 'review-google']) }),
])
const callToAction = z.strictObject({ headline: text, text, buttons: z.array(ctaButton) })
const intro = { eyebrow: text.optional(), title: text, intro: text.optional() }

const serviceSection = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('cards'), cards: z.array(serviceCard), ...intro }),
  z.strictObject({ kind: z.literal('advantages'), advantages: z.array(advantage), stats: z.array(stat).optional(), ...intro }),
  z.strictObject({
    kind: z.literal('process'),
    steps: z.array(z.strictObject({ step: z.number(), title: text, description: text, icon: icon.optional() })),
    ...intro,
  }),
  z.strictObject({ kind: z.literal('areas'), areas: z.array(z.strictObject({ city: text, link: path.optional() })), ...intro }),
  z.strictObject({
    kind: z.literal('neighborhoods'),
    neighborhoods: texts,
    moreLink: z.strictObject({ label: text, to: path }).optional(),
    ...intro,
  }),
  z.strictObject({ kind: z.literal('industries'), industries: texts, ...intro }),
  z.strictObject({
    kind: z.literal('seasons'),
    seasons: z.array(z.strictObject({ season: z.enum(['Spring', 'Summer', 'Fall', 'Winter']), title: text, description: text })),
    ...intro,
  }),
  z.strictObject({
    kind: z.literal('extras'),
    extras: z.array(z.strictObject({ title: text, description: text, icon, link: path.optional() })),
    ...intro,
  }),
  z.strictObject({ kind: z.literal('faq'), faqs: z.array(faq), ...intro }),
  z.strictObject({
    kind: z.literal('reviews'),
    testimonials: z.array(
      z.strictObject({
        name: text,
        location: text,
        rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
        date: text,
        project: text,
        text,
        verified: z.boolean(),
      }),
    ),
    ...intro,
  }),
  z.strictObject({ kind: z.literal('related'), services: z.array(relatedKey) }),
  z.strictObject({ kind: z.literal('financing') }),
  z.strictObject({ kind: z.literal('cta'), cta: callToAction }),
])

export const servicePageSourceSchema = z.strictObject({
  path,
  head,
  hero: z.strictObject({
    title: text,
    subtitle: text.optional(),
    description: text,
    primaryButtonText: text,
    secondaryButtonText: text,
    features: z.array(heroFeature).optional(),
    form: z.strictObject({
      pageContext: text,
      formTitle: text.optional(),
      formDescription: text.optional(),
      submitButtonText: text.optional(),
      formType: text.optional(),
      ratingText: text.optional(),
      features: texts.optional(),
    }),
  }),
  service: z.strictObject({ name: text, description: text, serviceType: text.optional() }),
  sections: z.array(serviceSection),
}) satisfies z.ZodType<ServicePageSource>

export const woodCitySourceSchema = z.strictObject({
  city: text,
  slug: z.enum(['celina', 'prosper', 'mckinney']),
  head,
  heroTitle: text,
  heroSubtitle: text,
  heroDescription: text,
  cedarPricePerFoot: text,
  foundedYear: text,
  whyIntro: text,
  advantages: z.array(advantage),
  stats: z.array(stat),
  neighborhoodsIntro: text,
  neighborhoods: texts,
  faqs: z.array(faq),
  ctaText: text,
}) satisfies z.ZodType<WoodCitySource>

export const cityPageSourceSchema = z.strictObject({
  slug: z.enum(cityLandingSlugs),
  city: text,
  content: z.strictObject({
    seo: z.strictObject({ ...head.shape, h1: text }),
    hero: z.strictObject({ headline: text, subheadline: text, primaryCta: text, secondaryCta: text }),
    whyChooseUs: z.strictObject({
      intro: text,
      bullets: texts,
      cta: text,
      competitiveAdvantage: z.strictObject({ headline: text, comparison: z.array(z.strictObject({ us: text, them: text })) }).optional(),
    }),
    topRatedSection: z.strictObject({ headline: text, intro: text, advantages: z.array(advantage) }).optional(),
    stainingSection: z.strictObject({ headline: text, intro: text, services: texts, benefits: texts }).optional(),
    services: z.strictObject({ headline: text, list: z.array(serviceCard) }),
    projects: z.strictObject({ headline: text, examples: z.array(z.strictObject({ title: text, description: text, image })), cta: text }).optional(),
    reviews: z.strictObject({ headline: text, examples: z.array(z.strictObject({ quote: text, name: text, neighborhood: text })) }).optional(),
    localContext: z.strictObject({ headline: text, text, stats: z.array(stat) }).optional(),
    neighborhoods: texts,
    faqs: z.array(faq),
    serviceAreas: texts,
  }),
  hero: z.strictObject({ eyebrow: text, features: z.array(heroFeature), formDescription: text, formFeatures: texts }),
  highlights: z.array(stat),
  headings: z.strictObject({ whyChooseUs: text, neighborhoods: text, faqs: text }),
  intros: z.strictObject({ services: text, neighborhoods: text, faqs: text }),
  cta: callToAction,
  financing: z.boolean().optional(),
  contactInfo: z.strictObject({ headline: text, text }).optional(),
}) satisfies z.ZodType<CityPageSource>
