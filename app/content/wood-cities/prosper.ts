import { claims } from '../business-claims.ts'
import { woodCityPage } from './wood-city-page.ts'

/** Prosper's page quotes cedar at $40-$65 per linear foot (spec section 9). */
export const prosperWoodFencingPage = woodCityPage({
  city: 'Prosper',
  slug: 'prosper',
  head: {
    title: 'Prosper Wood Fence Installation | Premium Cedar Fences',
    description:
      'Premium cedar privacy, horizontal and picket fences for Prosper homes, $40-$65 per linear foot installed. HOA approvals handled for Windsong Ranch and more.',
    keywords: ['Prosper wood fence', 'cedar fence Prosper TX', 'Windsong Ranch fence', 'Star Trail fence', 'Prosper fence company'],
  },
  heroTitle: 'Prosper Wood Fence Installation',
  heroSubtitle: 'Premium cedar for Prosper homes',
  heroDescription:
    'Prosper homes deserve a fence that matches the house. We build premium cedar privacy, horizontal and picket fences with board-on-board options, caps and trim, and we handle your HOA approval from start to finish.',
  cedarPricePerFoot: '$40-$65',
  foundedYear: claims.founded.standard,
  whyIntro: `We have built ${claims.fenceCounts.prosper} fences in Prosper, where HOA standards are high and homeowners expect premium materials and craftsmanship.`,
  advantages: [
    { title: 'HOA Approval Handled', description: 'Complete applications that match community guidelines the first time.', icon: 'file-check' },
    { title: 'Premium Details', description: 'Board-on-board, caps, trim and steel posts for a custom finish.', icon: 'sparkles' },
    { title: 'Quotes in 24 Hours', description: 'A written quote within 24 hours of your free on-site visit.', icon: 'clock' },
    { title: 'Lifetime Workmanship', description: 'Our lifetime workmanship warranty covers every fence we build.', icon: 'award' },
  ],
  stats: [
    { value: claims.fenceCounts.prosper, label: 'Fences built in Prosper' },
    { value: claims.experience.standard, label: 'Of experience' },
    { value: '5.0★', label: 'Average rating' },
    { value: '2-4 days', label: 'Typical installation' },
  ],
  neighborhoodsIntro: "We install and maintain wood fences across Prosper's master-planned communities.",
  neighborhoods: ['Windsong Ranch', 'Star Trail', 'Whitley Place', 'Lakes of Prosper', 'Gentle Creek', 'Artesia'],
  faqs: [
    {
      question: 'How much does a cedar fence cost in Prosper?',
      answer:
        'Premium cedar fences in Prosper typically run $40-$65 per linear foot installed. Board-on-board construction, caps and trim, and 8 foot heights are common here and sit at the higher end.',
    },
    {
      question: 'Do you handle HOA approval in Windsong Ranch and Star Trail?',
      answer: 'Yes. We prepare the full application with drawings, materials and stain color; most Prosper HOAs approve in 2-4 weeks.',
    },
    {
      question: 'How deep do you set posts?',
      answer: 'Every post goes at least 24-30 inches deep in concrete, deeper for 8 foot fences and gate posts.',
    },
    {
      question: 'How long does installation take?',
      answer: 'Most wood fences are installed in 2-4 days after approval and material delivery.',
    },
  ],
  ctaText: `Call us or schedule your free Prosper estimate. ${claims.responsePromise}`,
})
