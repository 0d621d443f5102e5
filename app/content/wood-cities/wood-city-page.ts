import type { z } from 'zod'
import { site } from '#app/site-config.ts'
import { claims } from '../business-claims.ts'
import { cityPath, woodCityPath } from '../collections.ts'
import type * as schema from '../page-schemas.server.ts'
import type { ServicePageSource } from '../services/service-page.ts'

/** A wood-fencing city's page: one template, filled with what differs between the cities. */
export function woodCityPage(input: z.infer<typeof schema.woodCitySource>): ServicePageSource {
  const { city, slug, page, related } = input
  return {
    path: woodCityPath(input),
    page: { ...page, label: page.label ?? `${city} Wood Fencing` },
    estimatorFenceType: input.estimatorFenceType,
    head: input.head,
    hero: {
      title: input.heroTitle,
      subtitle: input.heroSubtitle,
      description: input.heroDescription,
      primaryButtonText: 'Get My Free Wood Fence Quote',
      secondaryButtonText: `Call ${site.phone.display}`,
      form: {
        pageContext: `${input.city} Wood Fencing Service Page`,
        formTitle: `Get Your Free ${input.city} Wood Fence Quote`,
        submitButtonText: 'Request Free Wood Fence Quote',
        formDescription: `Cedar fences for ${input.city} homes from ${input.cedarPricePerFoot} per linear foot installed. ${claims.responsePromise}`,
      },
    },
    service: {
      name: `Wood Fence Installation in ${input.city}, TX`,
      serviceType: 'Fence installation',
      description: `Cedar privacy, horizontal and picket fence installation for ${input.city}, TX homes, with HOA approval handled.`,
    },
    sections: [
      {
        kind: 'cards',
        eyebrow: 'Cedar Fence Types',
        title: `Wood Fences for ${input.city} Homes`,
        intro: `Installed cedar fences in ${input.city} typically run ${input.cedarPricePerFoot} per linear foot, depending on height, style and gates.`,
        cards: [
          {
            title: 'Cedar Privacy Fence',
            description: `Side-by-side cedar pickets at 6' or 8' tall, the standard backyard fence in ${input.city} neighborhoods.`,
            image: 'wood-privacy',
            features: ["6' or 8' height", 'Dog-ear or flat-top pickets', 'Optional cap and trim'],
            priceRange: '$$',
            popular: true,
          },
          {
            title: 'Horizontal Cedar Fence',
            description: 'A modern fence of 1x6 cedar slats on a rigid frame, tight or spaced for a contemporary look.',
            image: 'wood-horizontal',
            features: ['1x6 cedar slats', 'Tight or spaced layout', 'Steel-framed for straight lines'],
            priceRange: '$$$',
          },
          {
            title: 'Cedar Picket Fence',
            description: "A spaced picket fence at 3' or 4' tall for front yards, gardens and pets.",
            image: 'wood-picket',
            features: ["3' or 4' height", 'Pointed, dog-ear or flat tops', 'Front-yard permit help'],
            priceRange: '$$',
          },
        ],
      },
      {
        kind: 'advantages',
        eyebrow: `Why ${input.city} Chooses Us`,
        title: `Your ${input.city} Wood Fence Experts Since ${input.foundedYear}`,
        intro: input.whyIntro,
        advantages: input.advantages,
        stats: input.stats,
      },
      {
        kind: 'process',
        eyebrow: 'Our Process',
        title: 'Four Steps to Your New Cedar Fence',
        steps: [
          {
            step: 1,
            title: 'Free Consultation',
            description: 'We measure your yard, bring cedar samples and send a written quote within 24 hours.',
            icon: 'message',
          },
          {
            step: 2,
            title: 'HOA Approval',
            description: 'We prepare and submit your HOA application and any permit; approval usually takes 2-4 weeks.',
            icon: 'file-check',
          },
          {
            step: 3,
            title: 'Professional Installation',
            description: 'Posts set 24-30 inches deep in concrete; most wood fences are built in 2-4 days.',
            icon: 'hammer',
          },
          {
            step: 4,
            title: 'Final Inspection',
            description: 'We walk the fence with you, clean up and register your lifetime workmanship warranty.',
            icon: 'badge-check',
          },
        ],
      },
      {
        kind: 'neighborhoods',
        eyebrow: 'Neighborhoods',
        title: `${input.city} Neighborhoods We Serve`,
        intro: input.neighborhoodsIntro,
        neighborhoods: input.neighborhoods,
        moreLink: { label: `All fence services in ${input.city}`, to: cityPath({ slug }) },
      },
      {
        kind: 'faq',
        eyebrow: 'Wood Fence FAQ',
        title: `${input.city} Wood Fence Questions`,
        faqs: input.faqs,
      },
      { kind: 'related', services: related },
      {
        kind: 'cta',
        cta: {
          headline: `Ready for a New Wood Fence in ${input.city}?`,
          text: input.ctaText,
          buttons: [
            { kind: 'call', label: `Call ${site.phone.display}` },
            { kind: 'quote', label: 'Schedule Free Estimate' },
          ],
        },
      },
    ],
  }
}
