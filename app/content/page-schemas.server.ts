import { z } from 'zod'
import type { Advantage, Stat } from '#app/components/sections/advantage-cards.tsx'
import type { CallToAction } from '#app/components/sections/cta-band.tsx'
import type { CtaButton } from '#app/components/sections/cta-buttons.tsx'
import type { Faq } from '#app/components/sections/faq-accordion.tsx'
import type { Hero, HeroFeature } from '#app/components/sections/hero-section.tsx'
import type { ProcessStep } from '#app/components/sections/process-steps.tsx'
import type { ServiceCard } from '#app/components/sections/service-card-grid.tsx'
import type { Testimonial } from '#app/components/sections/testimonial-cards.tsx'
import { iconNames } from '#app/components/ui/content-icon.tsx'
import type { QuoteFormConfig } from '#app/quote/quote-form-config.ts'
import { cityIndex, image, pagePath as path, serviceIndex, text, woodCityIndex } from './collections.ts'

// The content shapes, checked once placeholders are filled, at build time: a file that fails stops
// the build naming the file and the field. Each shape a component shows is that component's prop type.

const texts = z.array(text)
const icon = z.enum(iconNames)

export const head = z.strictObject({ title: text, description: text, keywords: texts })
export const faq = z.strictObject({ question: text, answer: text }) satisfies z.ZodType<Faq>
export const stat = z.strictObject({ value: text, label: text }) satisfies z.ZodType<Stat>
export const advantage = z.strictObject({ title: text, description: text, icon: icon.optional() }) satisfies z.ZodType<Advantage>
export const heroFeature = z.strictObject({ icon, title: text }) satisfies z.ZodType<HeroFeature>
export const serviceCard = z.strictObject({
  title: text,
  description: text,
  image,
  alt: text.optional(),
  link: path.optional(),
  linkText: text.optional(),
  features: texts,
  priceRange: z.enum(['$', '$$', '$$$', '$$$$', '$$$$$', 'Varies']),
  popular: z.boolean().optional(),
}) satisfies z.ZodType<ServiceCard>
export const testimonial = z.strictObject({
  name: text,
  location: text,
  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  date: text,
  project: text,
  text,
  verified: z.boolean(),
}) satisfies z.ZodType<Testimonial>
export const processStep = z.strictObject({ step: z.number(), title: text, description: text, icon: icon.optional() }) satisfies z.ZodType<ProcessStep>
export const seasonEntry = z.strictObject({ season: z.enum(['Spring', 'Summer', 'Fall', 'Winter']), title: text, description: text })
/** A city in a compact service-area list; `link` points at the city's landing page when it has one. */
export const areaLink = z.strictObject({ city: text, link: path.optional() })
/** An add-on service in the overview's extra-services list. */
export const extraService = z.strictObject({ title: text, description: text, icon, link: path.optional() })

export const ctaButton = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('call'), label: text }),
  z.strictObject({ kind: z.literal('quote'), label: text }),
  z.strictObject({ kind: z.literal('link'), label: text, to: path }),
  z.strictObject({ kind: z.literal('text'), label: text, body: text }),
  z.strictObject({ kind: z.literal('email'), label: text, subject: text, body: text }),
  z.strictObject({ kind: z.literal('external'), label: text, href: z.enum(['prequalify', 'review-google']) }),
]) satisfies z.ZodType<CtaButton>
export const callToAction = z.strictObject({ headline: text, text, buttons: z.array(ctaButton) }) satisfies z.ZodType<CallToAction>

export const quoteForm = z.strictObject({
  formTitle: text,
  formDescription: text,
  submitButtonText: text,
  pageContext: text,
  formType: text,
  ratingText: text,
  features: texts,
}) satisfies z.ZodType<QuoteFormConfig>
export const hero = z.strictObject({
  backgroundImage: image,
  title: text,
  subtitle: text.optional(),
  description: text,
  primaryButtonText: text,
  secondaryButtonText: text,
  features: z.array(heroFeature),
  form: quoteForm,
}) satisfies z.ZodType<Hero>

export const sectionIntro = z.strictObject({ eyebrow: text.optional(), title: text, intro: text.optional() })
const intro = sectionIntro.shape

const serviceSection = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('cards'), cards: z.array(serviceCard), ...intro }),
  /** Why-choose lists and benefit tiles: icon cards with a title and a sentence. */
  z.strictObject({ kind: z.literal('advantages'), advantages: z.array(advantage), stats: z.array(stat).optional(), ...intro }),
  z.strictObject({ kind: z.literal('process'), steps: z.array(processStep), ...intro }),
  z.strictObject({ kind: z.literal('areas'), areas: z.array(areaLink), ...intro }),
  z.strictObject({
    kind: z.literal('neighborhoods'),
    neighborhoods: texts,
    moreLink: z.strictObject({ label: text, to: path }).optional(),
    ...intro,
  }),
  z.strictObject({ kind: z.literal('industries'), industries: texts, ...intro }),
  z.strictObject({ kind: z.literal('seasons'), seasons: z.array(seasonEntry), ...intro }),
  z.strictObject({ kind: z.literal('extras'), extras: z.array(extraService), ...intro }),
  z.strictObject({ kind: z.literal('faq'), faqs: z.array(faq), ...intro }),
  z.strictObject({ kind: z.literal('reviews'), testimonials: z.array(testimonial), ...intro }),
  /** Service file names; the page shows their cards under the standard intro. */
  z.strictObject({ kind: z.literal('related'), services: texts }),
  z.strictObject({ kind: z.literal('financing') }),
  z.strictObject({ kind: z.literal('cta'), cta: callToAction }),
])

/** A service page's file: hero features default to the standard four, its form names what differs from the standard one. */
export const servicePageSource = z.strictObject({
  ...serviceIndex.shape,
  head,
  hero: hero.omit({ backgroundImage: true }).extend({
    features: z.array(heroFeature).optional(),
    form: quoteForm.partial().required({ pageContext: true }),
  }),
  /** The schema.org Service the page offers (structured data); a price in it must be stated on the page too. */
  service: z.strictObject({
    name: text,
    description: text,
    serviceType: text.optional(),
    /** Installed price per linear foot in whole dollars, published as the Service's offer. */
    pricePerFoot: z.strictObject({ min: z.number().int().positive(), max: z.number().int().positive() }).optional(),
  }),
  sections: z.array(serviceSection),
})

/** A wood-fencing city's file: what differs between the pages of one template. */
export const woodCitySource = z.strictObject({
  ...woodCityIndex.shape,
  head,
  heroTitle: text,
  heroSubtitle: text,
  heroDescription: text,
  /** Installed cedar price per linear foot on this page, e.g. '$35-$55'. */
  cedarPricePerFoot: text,
  foundedYear: text,
  whyIntro: text,
  advantages: z.array(advantage),
  stats: z.array(stat),
  neighborhoodsIntro: text,
  neighborhoods: texts,
  faqs: z.array(faq),
  ctaText: text,
  /** Service file names for the related cards. */
  related: texts,
})

/** A city's page content: its optional parts decide which optional sections it shows. */
export const cityPageContent = z.strictObject({
  seo: head.extend({ h1: text }),
  hero: z.strictObject({ headline: text, subheadline: text, primaryCta: text, secondaryCta: text }),
  whyChooseUs: z.strictObject({
    intro: text,
    bullets: texts,
    cta: text,
    competitiveAdvantage: z.strictObject({ headline: text, comparison: z.array(z.strictObject({ us: text, them: text })) }).optional(),
  }),
  topRatedSection: z.strictObject({ headline: text, intro: text, advantages: z.array(advantage) }).optional(),
  stainingSection: z.strictObject({ headline: text, intro: text, services: texts, benefits: texts, image }).optional(),
  services: z.strictObject({ headline: text, list: z.array(serviceCard) }),
  projects: z.strictObject({ headline: text, examples: z.array(z.strictObject({ title: text, description: text, image })), cta: text }).optional(),
  reviews: z.strictObject({ headline: text, examples: z.array(z.strictObject({ quote: text, name: text, neighborhood: text })) }).optional(),
  localContext: z.strictObject({ headline: text, text, stats: z.array(stat) }).optional(),
  neighborhoods: texts,
  faqs: z.array(faq),
  serviceAreas: texts,
})

/** A city's file: the page without its path and the hero around the content's headline. */
export const cityPageSource = z.strictObject({
  ...cityIndex.shape,
  content: cityPageContent,
  hero: z.strictObject({ eyebrow: text, features: z.array(heroFeature), formDescription: text, formFeatures: texts }),
  /** The proof strip under the hero: the claim readings this page shows. */
  highlights: z.array(stat),
  headings: z.strictObject({ whyChooseUs: text, neighborhoods: text, faqs: text }),
  intros: z.strictObject({ services: text, neighborhoods: text, faqs: text }),
  cta: callToAction,
  /** A financing block between projects and local context. */
  financing: z.boolean().optional(),
  /** A contact block (phone, e-mail, hours) before the closing call. */
  contactInfo: z.strictObject({ headline: text, text }).optional(),
})

const titled = z.strictObject({ title: text, intro: text })

export const homePageSource = z.strictObject({
  homeHead: head,
  homeHero: hero,
  homeServiceCards: z.array(serviceCard),
  beforeAfter: z.strictObject({
    headline: text,
    intro: text,
    pairs: z.array(z.strictObject({ title: text, location: text, description: text, before: image, after: image })),
  }),
  homeCallToAction: callToAction,
  homeReviews: z.array(testimonial),
  whyChooseUs: z.strictObject({ headline: text, intro: text, points: texts }),
  homeContactForm: quoteForm,
})

const faqContactCard = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('call'), title: text, description: text, actionLabel: text }),
  z.strictObject({ kind: z.literal('text'), title: text, description: text, actionLabel: text, body: text }),
  z.strictObject({ kind: z.literal('quote'), title: text, description: text, actionLabel: text }),
])

export const faqsPageSource = z.strictObject({
  faqsHead: head,
  faqsHero: hero,
  faqContactIntro: titled,
  faqContactCards: z.array(faqContactCard),
  faqSearchCopy: z.strictObject({
    title: text,
    intro: text,
    label: text,
    placeholder: text,
    topicsLabel: text,
    noResultsTitle: text,
    noResultsText: text,
    clearLabel: text,
  }),
  faqCategories: z.array(z.strictObject({ category: text, faqs: z.array(faq) })),
  faqsClosingCta: callToAction,
})

const policyBlock = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('paragraph'), text }),
  z.strictObject({ kind: z.literal('list'), items: texts }),
  /** The business's contact details, with working phone and e-mail links. */
  z.strictObject({ kind: z.literal('contact') }),
])

export const privacyPageSource = z.strictObject({
  head,
  page: z.strictObject({ title: text, effectiveDateLabel: text, effectiveDate: text, effectiveDateIso: z.iso.date(), contentsTitle: text }),
  intro: text,
  sections: z.array(z.strictObject({ id: text, title: text, blocks: z.array(policyBlock) })),
})

export const reviewsPageSource = z.strictObject({
  head,
  hero,
  statsTitle: text,
  testimonialsSection: titled,
  testimonials: z.array(testimonial),
  ratingPlatformsSection: titled.extend({ linkLabel: text }),
  ratingPlatforms: z.array(
    z.strictObject({ name: text, rating: z.number(), count: z.number().int(), platform: z.enum(['google', 'facebook', 'yelp', 'bbb']) }),
  ),
  shareExperience: z.strictObject({ title: text, text, leaveReviewLabel: text, sharePhotosLabel: text, photosSubject: text, photosBody: text }),
  closingCta: callToAction,
})
