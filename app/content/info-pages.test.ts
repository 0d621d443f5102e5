import { describe, expect, it } from 'vitest'
import { monthlyPayment } from '#lead/monthly-payment.ts'
import { sitePaths } from '../lib/site-paths.ts'
import { findPage, isKnownPath, pagesIn } from '../route-table.ts'
import { faqPageJsonLd, reviewsJsonLd } from '../seo/json-ld.ts'
import { site } from '../site-config.ts'
import { claims } from './business-claims.ts'
import { contactPage } from './contact.ts'
import { faqsPage } from './faqs.ts'
import { estimatorHead } from './fence-cost-estimator.ts'
import { financingReadings } from './financing-terms.ts'
import { financingPage } from './financing.ts'
import { privacyPolicy } from './privacy.ts'
import { reviewsPage } from './reviews.ts'
import type { PageHead } from './types.ts'

/** The reviews, FAQs, contact, financing, fence cost estimator and privacy pages. */
const heads: Record<string, PageHead> = {
  '/reviews': reviewsPage.en.head,
  '/faqs': faqsPage.en.faqsHead,
  '/contact': contactPage.en.contactHead,
  '/financing': financingPage.en.head,
  '/fence-cost-estimator': estimatorHead.en,
  '/privacy': privacyPolicy.en.head,
}

/** Every internal path named anywhere in a piece of content. */
function internalPaths(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/') ? [value] : []
  if (Array.isArray(value)) return value.flatMap(internalPaths)
  if (value && typeof value === 'object') return Object.values(value).flatMap(internalPaths)
  return []
}

describe('page heads', () => {
  it.each(Object.entries(heads))('%s has a title of 30-65 and a description of 70-160 characters', (path, head) => {
    expect(findPage(path), path).toBeDefined()
    expect(head.title.length).toBeGreaterThanOrEqual(30)
    expect(head.title.length).toBeLessThanOrEqual(65)
    expect(head.description.length).toBeGreaterThanOrEqual(70)
    expect(head.description.length).toBeLessThanOrEqual(160)
    expect(head.keywords.length).toBeGreaterThan(0)
  })

  it('titles and descriptions are unique', () => {
    const all = Object.values(heads)
    expect(new Set(all.map((head) => head.title)).size).toBe(all.length)
    expect(new Set(all.map((head) => head.description)).size).toBe(all.length)
  })
})

describe.each(['en', 'es'] as const)('internal links (%s)', (language) => {
  const content = {
    reviewsClosingCta: reviewsPage[language].closingCta,
    faqsClosingCta: faqsPage[language].faqsClosingCta,
    financingClosingCta: financingPage[language].closingCta,
    contactBlock: contactPage[language].contactBlock,
    contactServiceAreas: contactPage[language].contactServiceAreas,
  }
  it('every internal path in the content resolves to a page', () => {
    const paths = internalPaths(content)
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) expect(isKnownPath(path), path).toBe(true)
  })

  it('the contact service areas link to every city landing page of the language', () => {
    expect(contactPage[language].contactServiceAreas.map((area) => area.path).sort()).toEqual(
      pagesIn(language)
        .filter((page) => page.group === 'areas')
        .map((page) => page.path)
        .sort(),
    )
  })

  it('the reviews page links to the contact page', () => {
    expect(reviewsPage[language].closingCta.buttons).toContainEqual(expect.objectContaining({ kind: 'link', to: sitePaths.contact[language] }))
  })
})

describe('reviews', () => {
  const { testimonials, ratingPlatforms, hero: reviewsHero, reviewStats, reviewsRating } = reviewsPage.en

  it.each(['en', 'es'] as const)('shows four stat tiles, six testimonials and four rating platforms (%s)', (language) => {
    const page = reviewsPage[language]
    expect(page.reviewStats).toHaveLength(4)
    expect(page.testimonials).toHaveLength(6)
    expect(page.ratingPlatforms.map((platform) => platform.platform)).toEqual(['google', 'facebook', 'yelp', 'bbb'])
  })

  it('testimonials are complete: name, city, 1-5 stars, a relative date, a project and text', () => {
    for (const review of testimonials) {
      expect(review.name).toMatch(/^\S+ \S+/)
      expect(review.location).toMatch(/, TX$/)
      expect(review.rating).toBeGreaterThanOrEqual(1)
      expect(review.rating).toBeLessThanOrEqual(5)
      expect(review.date).toMatch(/^\d+ (day|week|month|year)s? ago$/)
      expect(review.project.length).toBeGreaterThan(5)
      expect(review.text.length).toBeGreaterThan(80)
    }
    expect(new Set(testimonials.map((review) => review.name)).size).toBe(6)
    expect(testimonials.some((review) => review.verified)).toBe(true)
  })

  it('each rating platform has a rating, a count and a configured https address', () => {
    for (const platform of ratingPlatforms) {
      expect(platform.rating).toBeGreaterThan(0)
      expect(platform.rating).toBeLessThanOrEqual(5)
      expect(platform.count).toBeGreaterThan(0)
      expect(site.reviewPlatforms[platform.platform]).toMatch(/^https:\/\//)
    }
  })

  it('uses the displayed rating reading (5.0 from 200+) in copy and structured data', () => {
    expect(reviewsRating).toEqual(claims.rating.displayed)
    expect(reviewStats[0]?.value).toBe('5.0★')
    expect(reviewStats[1]?.value).toBe('200+')
    const jsonLd = reviewsJsonLd(site, reviewsRating, testimonials)
    expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: '5.0', reviewCount: 200 })
    expect(jsonLd.review).toHaveLength(6)
  })

  it('the hero shows the route table image', () => {
    expect(reviewsHero.backgroundImage).toBe(findPage('/reviews')?.heroImage)
    expect(reviewsHero.backgroundImage).toBe('vinyl-gate')
  })
})

describe('faqs', () => {
  const { allFaqs, faqCategories, faqsClosingCta, faqsHero } = faqsPage.en

  it('has at least five categories, each with at least three unique questions', () => {
    expect(faqCategories.length).toBeGreaterThanOrEqual(5)
    for (const category of faqCategories) expect(category.faqs.length, category.category).toBeGreaterThanOrEqual(3)
    expect(new Set(faqCategories.map((category) => category.category)).size).toBe(faqCategories.length)
    expect(new Set(allFaqs.map((faq) => faq.question)).size).toBe(allFaqs.length)
  })

  it('the FAQPage structured data holds every visible question and answer', () => {
    const jsonLd = faqPageJsonLd(allFaqs)
    const entities = jsonLd.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>
    const visible = faqCategories.flatMap((category) => category.faqs)
    expect(entities.map((entity) => entity.name)).toEqual(visible.map((faq) => faq.question))
    expect(entities.map((entity) => entity.acceptedAnswer.text)).toEqual(visible.map((faq) => faq.answer))
  })

  it('answers use the numbers of the general FAQ reading', () => {
    const text = allFaqs.map((faq) => `${faq.question} ${faq.answer}`).join('\n')
    for (const fact of [
      '$25-45 per linear foot',
      '$30-60 per linear foot',
      '1-3 days',
      '2-4 weeks',
      'every 2-3 years',
      '24-30 inches',
      'over 6 feet',
      'front yards',
      'cedar 25+ years',
      'vinyl 30+ years',
      'chain link 20-25 years',
      'black iron 50+ years',
    ]) {
      expect(text, fact).toContain(fact)
    }
  })

  it('the hero shows the route table image and the closing call links nowhere unknown', () => {
    expect(faqsHero.backgroundImage).toBe(findPage('/faqs')?.heroImage)
    expect(faqsClosingCta.buttons.map((button) => button.kind)).toEqual(['quote', 'call', 'text'])
  })

  it('the Spanish page has as many categories and questions in each, and the same closing buttons', () => {
    const spanish = faqsPage.es
    expect(spanish.faqCategories.map((category) => category.faqs.length)).toEqual(faqCategories.map((category) => category.faqs.length))
    expect(spanish.allFaqs).toHaveLength(allFaqs.length)
    expect(spanish.faqsClosingCta.buttons.map((button) => button.kind)).toEqual(['quote', 'call', 'text'])
  })
})

describe('contact', () => {
  it('the form is titled Get Your Free Quote and tells the owner it came from Contact Us, a Contact Form', () => {
    expect(contactPage.en.contactFormConfig).toMatchObject({ formTitle: 'Get Your Free Quote', pageContext: 'Contact Us', formType: 'Contact Form' })
  })

  it('the Spanish form posts the same context and type', () => {
    expect(contactPage.es.contactFormConfig).toMatchObject({ pageContext: 'Contact Us', formType: 'Contact Form' })
  })

  it('the business hours are the ones the owner keeps', () => {
    expect(site.hours.map((entry) => `${entry.days}: ${entry.note}`)).toEqual([
      'Monday - Friday: 7:00 AM - 6:00 PM',
      'Saturday: 8:00 AM - 4:00 PM',
      'Sunday: By appointment',
    ])
  })
})

describe('financing', () => {
  it('the example payments are arithmetically right', () => {
    for (const example of financingReadings.partnerProgram.examples) {
      expect(monthlyPayment(example)).toBe(example.monthlyPayment)
    }
  })

  it('the terms box shows the partner program and labels the examples as examples', () => {
    const terms = financingPage.en.termsBox.terms.join('\n')
    for (const fact of ['$25,000', '$500 to $25,000', '3 to 60 months', '0% to 35.9%', 'about 1 to 2 minutes', 'does not affect your credit']) {
      expect(terms, fact).toContain(fact)
    }
    expect(financingPage.en.termsBox.examples).toEqual([
      'Example: a $1,200 purchase at 8.9% APR for 12 months is $104.89 a month.',
      'Example: a $1,200 purchase at 0% APR for 3 months is $400 a month.',
    ])
    expect(financingPage.en.termsBox.disclaimer).toContain('Subject to credit approval')
  })

  it('keeps the general reading too', () => {
    expect(financingReadings.general).toMatchObject({ loanMin: 1000, loanMax: 50000, termMonths: { min: 12, max: 84 }, paymentsFrom: '$99/month' })
  })

  it('the closing call offers prequalification and a call', () => {
    expect(financingPage.en.closingCta.buttons.map((button) => button.kind)).toEqual(['external', 'call'])
  })
})

describe('privacy', () => {
  const { page: privacyPage, sections: privacySections } = privacyPolicy.en
  const text = privacySections
    .flatMap((section) => [
      section.title,
      ...section.blocks.flatMap((block) => (block.kind === 'paragraph' ? [block.text] : block.kind === 'list' ? block.items : [])),
    ])
    .join('\n')

  it('has the effective date and unique section anchors', () => {
    expect(privacyPage.effectiveDate).toBe('November 22, 2026')
    expect(new Set(privacySections.map((section) => section.id)).size).toBe(privacySections.length)
  })

  it('covers what the quote form collects and what the site loads', () => {
    for (const topic of [
      'phone number',
      'e-mail',
      'address',
      'services',
      'project details',
      'utm_source',
      'date and time',
      'STOP',
      'rates may apply',
      'Google Tag Manager',
      'lead_submit',
      '"Lead"',
      'Cookies',
      'Google Maps',
      'financing partner',
      'children',
      'Texas',
      'do not sell',
    ]) {
      expect(text, topic).toContain(topic)
    }
  })

  it('ends with a way to contact the business', () => {
    expect(privacySections.at(-1)?.blocks).toContainEqual({ kind: 'contact' })
  })

  it('the Spanish policy has the same sections, anchors and contact block', () => {
    expect(privacyPolicy.es.sections.map((section) => section.id)).toEqual(privacySections.map((section) => section.id))
    expect(privacyPolicy.es.sections.at(-1)?.blocks).toContainEqual({ kind: 'contact' })
  })
})
