import type { z } from 'zod'
import { site } from '#app/site-config.ts'
import type { Language } from '#app/lib/language.tsx'
import { claimsIn } from '../business-claims.ts'
import { cityPath, woodCityPath } from '../collections.ts'
import type * as schema from '../page-schemas.server.ts'
import type { ServicePageSource } from '../services/service-page.ts'
import { woodCityWords } from './wood-city-words.ts'

const cardLooks = [
  { image: 'wood-privacy', priceRange: '$$', popular: true },
  { image: 'wood-horizontal', priceRange: '$$$' },
  { image: 'wood-picket', priceRange: '$$' },
] as const
const stepIcons = ['message', 'file-check', 'hammer', 'badge-check'] as const

/** A wood-fencing city's page in its file's language: one template, filled with what differs between the cities. */
export function woodCityPage(input: z.infer<typeof schema.woodCitySource>, language: Language = 'en'): ServicePageSource {
  const { city, slug, page, related } = input
  const words = woodCityWords[language]
  const facts = {
    city,
    price: input.cedarPricePerFoot,
    year: input.foundedYear,
    phone: site.phone.display,
    responsePromise: claimsIn[language].responsePromise,
  }
  return {
    path: woodCityPath(input, language),
    page: { ...page, label: page.label ?? words.label(facts) },
    estimatorFenceType: input.estimatorFenceType,
    head: input.head,
    hero: {
      title: input.heroTitle,
      subtitle: input.heroSubtitle,
      description: input.heroDescription,
      primaryButtonText: words.primaryButton,
      secondaryButtonText: words.call(facts),
      form: {
        // The owner reads where a lead came from in English, whatever the page's language.
        pageContext: `${input.city} Wood Fencing Service Page`,
        formTitle: words.formTitle(facts),
        submitButtonText: words.submitButton,
        formDescription: words.formDescription(facts),
      },
    },
    service: { name: words.serviceName(facts), serviceType: words.serviceType, description: words.serviceDescription(facts) },
    sections: [
      {
        kind: 'cards',
        eyebrow: words.cardsEyebrow,
        title: words.cardsTitle(facts),
        intro: words.cardsIntro(facts),
        cards: words.cards.map((card, index) => ({ title: card.title, description: card.description(facts), ...cardLooks[index]!, features: card.features })),
      },
      {
        kind: 'advantages',
        eyebrow: words.whyEyebrow(facts),
        title: words.whyTitle(facts),
        intro: input.whyIntro,
        advantages: input.advantages,
        stats: input.stats,
      },
      {
        kind: 'process',
        eyebrow: words.processEyebrow,
        title: words.processTitle,
        steps: words.steps.map((step, index) => ({ step: index + 1, ...step, icon: stepIcons[index] })),
      },
      {
        kind: 'neighborhoods',
        eyebrow: words.neighborhoodsEyebrow,
        title: words.neighborhoodsTitle(facts),
        intro: input.neighborhoodsIntro,
        neighborhoods: input.neighborhoods,
        moreLink: { label: words.moreLink(facts), to: cityPath({ slug }, language) },
      },
      { kind: 'faq', eyebrow: words.faqEyebrow, title: words.faqTitle(facts), faqs: input.faqs },
      { kind: 'related', services: related },
      {
        kind: 'cta',
        cta: {
          headline: words.ctaHeadline(facts),
          text: input.ctaText,
          buttons: [
            { kind: 'call', label: words.call(facts) },
            { kind: 'quote', label: words.scheduleButton },
          ],
        },
      },
    ],
  }
}
