import { claims } from '../business-claims.ts'
import { woodCityPage } from './wood-city-page.ts'

/** McKinney shows the 2005 founding year (spec: claims.founded.mckinney). */
export const mckinneyWoodFencingPage = woodCityPage({
  city: 'McKinney',
  slug: 'mckinney',
  head: {
    title: 'McKinney Wood Fence Installation | Cedar Fence Experts',
    description:
      'Cedar privacy, horizontal and picket fences for McKinney homes from $35-$55 per linear foot. HOA approval handled, most installs in 2-4 days.',
    keywords: ['McKinney wood fence', 'cedar fence McKinney TX', 'Stonebridge Ranch fence', 'Craig Ranch fence company', 'McKinney fence installation'],
  },
  heroTitle: 'McKinney Wood Fence Installation',
  heroSubtitle: `Serving McKinney since ${claims.founded.mckinney}`,
  heroDescription:
    'Cedar privacy, horizontal and picket fences built for McKinney yards and HOAs, from Stonebridge Ranch to Tucker Hill. We handle the HOA approval, set every post in concrete and finish most fences in 2-4 days.',
  cedarPricePerFoot: '$35-$55',
  foundedYear: claims.founded.mckinney,
  whyIntro: `We have built ${claims.fenceCounts.mckinney} fences in McKinney and know what its HOAs approve, which soils move and which styles suit its historic and new neighborhoods.`,
  advantages: [
    { title: 'HOA Specialists', description: 'We know the fence guidelines of McKinney communities and prepare complete submittals.', icon: 'file-check' },
    { title: 'Premium Cedar', description: 'Western red cedar pickets and rails, fastened with stainless or coated nails.', icon: 'leaf' },
    { title: 'Built for Clay Soil', description: 'Posts 24-30 inches deep in concrete resist the shifting black clay of Collin County.', icon: 'shield' },
    { title: 'Lifetime Workmanship', description: 'Our lifetime workmanship warranty covers every fence we build.', icon: 'award' },
  ],
  stats: [
    { value: claims.fenceCounts.mckinney, label: 'Fences built in McKinney' },
    { value: String(claims.founded.mckinney), label: 'Serving McKinney since' },
    { value: '5.0★', label: 'Average rating' },
    { value: '2-4 days', label: 'Typical installation' },
  ],
  neighborhoodsIntro: 'Our crews install and repair wood fences in every part of McKinney, including these communities.',
  neighborhoods: ['Stonebridge Ranch', 'Craig Ranch', 'Adriatica Village', 'Tucker Hill', 'Eldorado', 'Foxwood'],
  faqs: [
    {
      question: 'How much does a wood fence cost in McKinney?',
      answer:
        'Most cedar fences in McKinney run $35-$55 per linear foot installed. Height, style (privacy, horizontal or picket), gates and removal of an old fence decide where your project falls. Your written quote lists every cost.',
    },
    {
      question: 'Do McKinney HOAs require approval for a new fence?',
      answer:
        'Most do, including the larger communities such as Stonebridge Ranch and Craig Ranch. We prepare the application with drawings and material details, and approval typically takes 2-4 weeks.',
    },
    {
      question: 'Do I need a city permit for a fence in McKinney?',
      answer: 'Permits are generally required for fences over 6 feet or in front yards. We check your address and file any permit needed.',
    },
    {
      question: 'How long does installation take?',
      answer: 'Most wood fences are installed in 2-4 days once HOA approval is in hand and materials are delivered.',
    },
  ],
  ctaText: `Call us or schedule a free on-site estimate. ${claims.responsePromise}`,
})
