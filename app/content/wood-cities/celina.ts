import { claims } from '../business-claims.ts'
import { woodCityPage } from './wood-city-page.ts'

export const celinaWoodFencingPage = woodCityPage({
  city: 'Celina',
  slug: 'celina',
  head: {
    title: 'Celina Wood Fencing | Cedar Privacy & Horizontal Fences',
    description:
      'Wood fence installation in Celina, TX from the local, family-owned crew: cedar privacy, horizontal and picket fences from $35-$55 per linear foot.',
    keywords: ['Celina wood fence', 'cedar fence Celina TX', 'Light Farms fence', 'Mustang Lakes fence', 'Celina fence installation'],
  },
  heroTitle: 'Celina Wood Fence Installation',
  heroSubtitle: 'Local to Celina · Family-owned',
  heroDescription:
    'Our shop is in Celina, so your fence is built by neighbors. Cedar privacy, horizontal and picket fences for Light Farms, Mustang Lakes, Carter Ranch and every new community in between.',
  cedarPricePerFoot: '$35-$55',
  foundedYear: claims.founded.standard,
  whyIntro: `With ${claims.fenceCounts.celina} fences built in Celina, we know the HOA rules, the builders' lot lines and the soil that new subdivisions sit on.`,
  advantages: [
    { title: 'Right Down the Road', description: 'Based in Celina, we offer same-day quotes and quick service calls.', icon: 'map-pin' },
    { title: 'New-Build Experts', description: 'We fence new homes fast, often coordinating with your builder and HOA.', icon: 'home' },
    { title: 'Premium Cedar', description: 'Western red cedar that resists rot and lasts 25+ years with staining.', icon: 'leaf' },
    { title: 'Lifetime Workmanship', description: 'Our lifetime workmanship warranty covers every fence we build.', icon: 'award' },
  ],
  stats: [
    { value: claims.fenceCounts.celina, label: 'Fences built in Celina' },
    { value: claims.experience.standard, label: 'Of experience' },
    { value: '5.0★', label: 'Average rating' },
    { value: '2-4 days', label: 'Typical installation' },
  ],
  neighborhoodsIntro: 'From the master-planned communities to older homes near downtown, we build fences all over Celina.',
  neighborhoods: ['Light Farms', 'Carter Ranch', 'Mustang Lakes', 'Celina Parke', 'Wells South', 'The Parks at Wilson Creek'],
  faqs: [
    {
      question: 'How much does a wood fence cost in Celina?',
      answer:
        'Most cedar fences in Celina run $35-$55 per linear foot installed, depending on height, style and gates. We measure on site and send a written quote within 24 hours.',
    },
    {
      question: 'Can you fence a brand-new home in Celina?',
      answer:
        'Yes. Many of our Celina customers are in new construction. We coordinate with the builder and HOA so your fence goes in as soon as possible after closing.',
    },
    {
      question: 'How long does HOA approval take in Celina communities?',
      answer: 'Typically 2-4 weeks. We prepare the application with the exact style, height and stain color your HOA requires.',
    },
    {
      question: 'Is cedar better than pine for a Celina fence?',
      answer: 'Cedar costs about 15-25% more than pine but resists rot and insects on its own and lasts 25+ years with staining every 2-3 years.',
    },
  ],
  ctaText: `Call your Celina neighbors or schedule a free estimate. ${claims.responsePromise}`,
})
