import { claims } from '../business-claims.ts'
import type { CityPageContent } from '../types.ts'
import { callButtonText, cityHero, cityPath, type CityPage } from './city-page.ts'

/**
 * Aubrey: one of the newer city pages, so it shows the alternate experience reading
 * (`claims.experience.alternate`, 10+ years) and the Aubrey project count. Cards link to
 * the matching /services pages.
 */
const years = claims.experience.alternate
const projects = claims.projectCounts.aubrey

const content: CityPageContent = {
  seo: {
    title: 'Aubrey Fence Company | Fences for Homes & Acreage',
    description: `Aubrey fence builders with ${projects} local projects: cedar privacy from $35-$55 per foot, ranch rail and entry gates for Sandbrock Ranch and acreage.`,
    keywords: [
      'Aubrey fence company',
      'fence installation Aubrey TX',
      'Sandbrock Ranch fence',
      'ranch fence Aubrey',
      'entry gate Aubrey',
      'acreage fencing Denton County',
    ],
    h1: 'Aubrey Fence Builders for Homes & Acreage',
  },
  hero: {
    headline: 'Aubrey Fence Builders for Homes & Acreage',
    subheadline:
      'From new backyards in Sandbrock Ranch and Winn Ridge to ranch rail and entry gates on acreage along US 377, we build fences that stand up to Denton County wind and soil.',
    primaryCta: 'Get My Free Aubrey Quote',
    secondaryCta: callButtonText,
  },
  whyChooseUs: {
    intro:
      'Aubrey is changing fast. New subdivisions like Sandbrock Ranch, Winn Ridge and Silverado sit beside horse properties and hay fields that have been fenced the same way for decades. New homes need HOA-approved privacy fences on fresh builder lots, while acreage needs long fence lines, wide gates and fencing that keeps animals in. Soils around Aubrey shift from sandy loam to heavy clay within a few miles, so we match post depth and footing to your ground.',
    bullets: [
      `${projects} fence projects completed in Aubrey`,
      'Next-day estimates; every request answered within 24 hours',
      'HOA packets for new homes in Sandbrock Ranch, Winn Ridge and Silverado',
      'Vinyl ranch rail and wide entry gates for acreage',
      'Lifetime workmanship warranty; licensed, bonded and insured',
      'Military, veteran and senior discounts',
    ],
    cta: 'Book My Aubrey Estimate',
  },
  services: {
    headline: 'Fence Services in Aubrey',
    list: [
      {
        title: 'Wood Privacy Fences',
        description: 'Cedar privacy fences for new-build backyards, at $35-$55 per linear foot installed, with the HOA packet prepared for you.',
        image: 'wood-privacy',
        link: '/services/wood-fencing',
        features: ['6 ft or 8 ft cedar', 'Builder-lot grading checked', 'HOA-ready drawings'],
        priceRange: '$$',
        popular: true,
      },
      {
        title: 'Vinyl Ranch Rail',
        description: 'Two-, three- and four-rail vinyl for pastures, frontage and arenas. No paint, no splinters, no rot.',
        image: 'vinyl-ranch-rail',
        link: '/services/vinyl-fencing',
        features: ['Horse-friendly rails', 'Long straight runs', 'No painting'],
        priceRange: '$$$',
      },
      {
        title: 'Automatic Entry Gates',
        description: 'Driveway and pasture entry gates with solar or hard-wired openers for properties set back from the road.',
        image: 'automatic-gate',
        link: '/services/automatic-gates',
        features: ['Solar openers', 'Keypad and remote access', 'Gates up to 16 ft'],
        priceRange: '$$$',
      },
      {
        title: 'Chain Link Fences',
        description: 'Galvanized or vinyl-coated chain link for dog runs, gardens and equipment yards.',
        image: 'chain-link',
        link: '/services/chain-link',
        features: ['9-gauge residential wire', 'Heights from 3 to 12 ft', 'Privacy slats available'],
        priceRange: '$',
      },
      {
        title: 'Property Line Surveying',
        description: 'On older tracts, property pins are often missing. A survey before the first post keeps your fence on your land.',
        image: 'property-survey',
        link: '/services/property-surveying',
        features: ['Boundary pins located', 'Fence line staked', 'Avoids neighbor disputes'],
        priceRange: 'Varies',
      },
      {
        title: 'Staining & Repairs',
        description: 'Restain sun-faded cedar and repair wind-damaged sections before they spread.',
        image: 'fence-staining',
        link: '/services/staining-repairs',
        features: ['Restain every 2-3 years', 'Storm repair', 'Post replacement'],
        priceRange: 'Varies',
      },
    ],
  },
  neighborhoods: [
    'Sandbrock Ranch',
    'Winn Ridge',
    'Silverado',
    'Jackson Ridge',
    'Aubrey Creek Estates',
    'Downtown Aubrey',
    'US 377 corridor',
    'FM 428 acreage',
    'Horse properties east of town',
    'Farm properties toward Krugerville',
  ],
  faqs: [
    {
      question: 'What does a fence cost in Aubrey?',
      answer:
        'Cedar privacy fences in Aubrey typically run $35-$55 per linear foot installed. Ranch rail and chain link on long runs are priced per project after we walk the fence line with you, and estimates are free.',
    },
    {
      question: 'Can you fence acreage or horse property around Aubrey?',
      answer:
        'Yes. We build vinyl ranch rail, wood privacy around the house and wide entry gates for trucks and trailers on acreage along US 377 and FM 428. We brace corners and gate posts so long runs stay tight.',
    },
    {
      question: 'Do new homes in Sandbrock Ranch or Winn Ridge need HOA approval?',
      answer:
        'Yes. Master-planned communities like Sandbrock Ranch, Winn Ridge and Silverado review fence plans before installation, usually in 2-4 weeks. We prepare the drawings and submit them so your fence goes up as soon as you are approved.',
    },
    {
      question: 'Do I need a permit for a fence in Aubrey?',
      answer:
        'Inside Aubrey city limits, a permit is generally needed for fences over 6 feet or in front yards; properties in unincorporated Denton County follow county rules instead. We confirm which applies to your address.',
    },
    {
      question: 'Do I need a survey before fencing my Aubrey property?',
      answer:
        'On acreage and older tracts we often recommend one. Boundary pins go missing over decades of farming, and a survey stakes the exact line so your fence does not end up on a neighboring property.',
    },
    {
      question: 'How soon can you come out to Aubrey?',
      answer: `Aubrey gets next-day estimates, and we respond to every request within 24 hours. Our crews have ${years} of experience and ${projects} completed projects in Aubrey.`,
    },
  ],
  serviceAreas: ['Celina', 'Pilot Point', 'Prosper', 'Little Elm', 'Gunter'],
}

export const aubreyPage: CityPage = {
  slug: 'aubrey',
  city: 'Aubrey',
  path: cityPath('aubrey'),
  content,
  hero: cityHero({
    slug: 'aubrey',
    city: 'Aubrey',
    content,
    eyebrow: `Aubrey, TX · ${years} of experience`,
    features: [
      { icon: 'hammer', title: `${projects} Aubrey projects` },
      { icon: 'truck', title: 'Next-day estimates' },
      { icon: 'home', title: 'New homes and acreage' },
      { icon: 'shield-check', title: 'Lifetime workmanship warranty' },
    ],
    formDescription: 'Tell us about your Aubrey home or property. We schedule estimates the next day and respond within 24 hours.',
    formFeatures: ['Free on-site estimate', 'Next-day scheduling in Aubrey', 'HOA and county rules checked'],
  }),
  highlights: [
    { value: projects, label: 'Aubrey projects completed' },
    { value: years, label: 'Of fence-building experience' },
    { value: 'Next day', label: 'Estimate scheduling' },
    { value: '10+', label: 'Aubrey neighborhoods served' },
  ],
  headings: {
    whyChooseUs: 'Why Aubrey Property Owners Choose Us',
    neighborhoods: 'Aubrey Neighborhoods & Areas We Serve',
    faqs: 'Aubrey Fence Questions',
  },
  intros: {
    services: 'The fences and gates Aubrey homes and properties ask for most. Each card opens the full service page.',
    neighborhoods:
      'We work in 10+ Aubrey neighborhoods and rural areas, from the new streets of Sandbrock Ranch and Winn Ridge to horse properties and farmland on the edge of town.',
    faqs: 'Costs, acreage, HOA and permit questions from Aubrey property owners.',
  },
  cta: {
    headline: 'Fence Your Aubrey Home or Acreage',
    text: 'Get a free estimate, scheduled as soon as the next day. We will walk the line with you and send a written quote.',
    buttons: [
      { kind: 'quote', label: 'Get My Free Aubrey Quote' },
      { kind: 'call', label: callButtonText },
    ],
  },
}
