import { claims } from '../business-claims.ts'
import type { CityPageContent } from '../types.ts'
import { callButtonText, cityHero, cityPath, type CityPage } from './city-page.ts'

/**
 * Pilot Point: an outer city (2-3 day response), one of the newer pages: alternate
 * experience reading and the Pilot Point project count. Cards link to the matching
 * /services pages.
 */
const years = claims.experience.alternate
const projects = claims.projectCounts['pilot-point']

const content: CityPageContent = {
  seo: {
    title: 'Pilot Point Fence Company | Ranch & Privacy Fencing',
    description: `Pilot Point fence company with ${projects} local projects: horse-safe rail fencing, ranch gates and cedar privacy near Lake Ray Roberts.`,
    keywords: [
      'Pilot Point fence company',
      'fence installation Pilot Point TX',
      'horse fence Pilot Point',
      'ranch gate Pilot Point',
      'Lake Ray Roberts fence',
      'ranch rail fencing',
    ],
    h1: 'Pilot Point Fencing for Horse Country & Lake Homes',
  },
  hero: {
    headline: 'Pilot Point Fencing for Horse Country & Lake Homes',
    subheadline:
      'Horse-safe rail fencing, wide ranch gates and cedar privacy fences for homes around the historic square, along FM 455 and near Lake Ray Roberts.',
    primaryCta: 'Get My Free Pilot Point Quote',
    secondaryCta: callButtonText,
  },
  whyChooseUs: {
    intro:
      'Pilot Point is horse country. Many properties here are working ranches and horse farms where a fence has to keep animals safe, not just mark a line. Closer to the square and around Lake Ray Roberts, homeowners want privacy fences that hold up to wind off the open water. The ground changes too: sandier soil toward the Cross Timbers to the west, heavy clay to the east. We set posts for the soil you actually have.',
    bullets: [
      `${projects} fence projects completed in Pilot Point`,
      'Horse-safe vinyl rail with no sharp edges or loose wire',
      'Ranch entry gates with solar openers',
      'Estimates scheduled within 2-3 days; every request answered within 24 hours',
      'Lifetime workmanship warranty; licensed, bonded and insured',
      'Military, veteran and senior discounts',
    ],
    cta: 'Book My Pilot Point Estimate',
  },
  services: {
    headline: 'Fence Services in Pilot Point',
    list: [
      {
        title: 'Vinyl Ranch Rail',
        description: 'Two-, three- and four-rail vinyl for paddocks, pastures and frontage. Flexible under impact and safe for horses.',
        image: 'vinyl-ranch-rail',
        link: '/services/vinyl-fencing',
        features: ['Horse-safe rails', 'No painting or splinters', '30+ year lifespan'],
        priceRange: '$$$',
        popular: true,
      },
      {
        title: 'Wood Privacy Fences',
        description: 'Cedar privacy for lake homes and in-town lots, at $35-$55 per linear foot installed.',
        image: 'wood-privacy',
        link: '/services/wood-fencing',
        features: ['6 ft or 8 ft cedar', 'Wind-rated post spacing', 'Stain options'],
        priceRange: '$$',
      },
      {
        title: 'Automatic Ranch Gates',
        description: 'Entry gates with solar or hard-wired openers for long drives and trailer traffic.',
        image: 'automatic-gate',
        link: '/services/automatic-gates',
        features: ['Solar openers', 'Gates up to 16 ft', 'Keypad and remote access'],
        priceRange: '$$$',
      },
      {
        title: 'Custom Swing Gates',
        description: 'Walk gates, pasture gates and double drive gates hung on braced posts so they swing true for years.',
        image: 'swing-gate',
        link: '/services/custom-gates',
        features: ['Welded steel frames', 'Wood, iron or vinyl faces', 'Livestock-safe latches'],
        priceRange: '$$',
      },
      {
        title: 'Vinyl-Coated Chain Link',
        description: 'Black vinyl-coated chain link for dog runs, kennels and garden enclosures that blends into the landscape.',
        image: 'chain-link-vinyl-coated',
        link: '/services/chain-link',
        features: ['Dog runs and kennels', 'Heights from 3 to 12 ft', 'Rust-resistant coating'],
        priceRange: '$',
      },
      {
        title: 'Maintenance Programs',
        description: 'Annual inspections, restaining and emergency repairs for long fence lines you do not have time to walk.',
        image: 'maintenance',
        link: '/services/maintenance-programs',
        features: ['Annual fence-line inspection', 'Storm repair priority', 'Restain every 2-3 years'],
        priceRange: 'Varies',
      },
    ],
  },
  neighborhoods: [
    'Historic Pilot Point Square',
    'Lake Ray Roberts area',
    'Isle du Bois area',
    'FM 455 east toward Celina',
    'FM 455 west toward Sanger',
    'Horse farms west of town',
    'Pilot Point ISD neighborhoods',
    'Acreage toward Tioga',
    'Ranch land toward Aubrey',
    'New homes near downtown',
  ],
  faqs: [
    {
      question: 'What fence is safest for horses in Pilot Point?',
      answer:
        'Vinyl ranch rail is a favorite with Pilot Point horse owners: it flexes on impact instead of splintering, has no sharp edges and never needs paint. We set the bottom rail high enough to avoid trapped hooves and hang gates on braced posts.',
    },
    {
      question: 'Can you build fences near Lake Ray Roberts?',
      answer:
        'Yes. Homes near the lake and the Isle du Bois area often border public land, so we confirm your boundary, often with a survey, before setting posts. Open-water wind is strong here, so we tighten post spacing on privacy fences.',
    },
    {
      question: 'How soon can you start in Pilot Point?',
      answer: `Pilot Point is one of our outer areas, so estimates are scheduled within 2-3 days, and every request gets a response within 24 hours. Most installs take 1-3 days. Our crews bring ${years} of experience and ${projects} completed local projects.`,
    },
    {
      question: 'Do I need a permit for a fence in Pilot Point?',
      answer:
        'Inside Pilot Point city limits, a permit is generally needed for fences over 6 feet or in front yards; rural properties in unincorporated Denton County follow county rules. We check which applies before we begin.',
    },
    {
      question: 'What does a fence cost in Pilot Point?',
      answer:
        'Cedar privacy runs $35-$55 per linear foot installed, and automatic ranch gates typically run $3,000-$8,000. Ranch rail on long runs is priced per project after we walk the line with you.',
    },
    {
      question: 'Does the sandy soil west of Pilot Point change how you set posts?',
      answer:
        'Yes. Sandy ground holds posts less tightly than clay, so we go deeper than the 24-30 inch minimum on corners and gate posts and use more concrete. On the clay east of town we crown footings so water drains away.',
    },
  ],
  serviceAreas: ['Aubrey', 'Celina', 'Gunter', 'Prosper', 'Little Elm'],
}

export const pilotPointPage: CityPage = {
  slug: 'pilot-point',
  city: 'Pilot Point',
  path: cityPath('pilot-point'),
  content,
  hero: cityHero({
    slug: 'pilot-point',
    city: 'Pilot Point',
    content,
    eyebrow: `Pilot Point, TX · ${years} of experience`,
    features: [
      { icon: 'hammer', title: `${projects} Pilot Point projects` },
      { icon: 'heart', title: 'Horse-safe fencing' },
      { icon: 'sun', title: 'Solar gate openers' },
      { icon: 'shield-check', title: 'Lifetime workmanship warranty' },
    ],
    formDescription: 'Tell us about your Pilot Point home or ranch. We schedule estimates within 2-3 days and respond to every request within 24 hours.',
    formFeatures: ['Free on-site estimate', 'We walk the fence line with you', 'Horse-safe options explained'],
  }),
  highlights: [
    { value: projects, label: 'Pilot Point projects completed' },
    { value: years, label: 'Of fence-building experience' },
    { value: '2-3 days', label: 'Estimate scheduling' },
    { value: '10+', label: 'Pilot Point areas served' },
  ],
  headings: {
    whyChooseUs: 'Why Pilot Point Chooses Us',
    neighborhoods: 'Pilot Point Areas We Serve',
    faqs: 'Pilot Point Fence Questions',
  },
  intros: {
    services: 'Fences and gates for Pilot Point ranches, lake homes and in-town lots. Each card opens the full service page.',
    neighborhoods:
      'We work across 10+ Pilot Point areas, from the Historic Pilot Point Square to horse farms west of town and lake homes in the Lake Ray Roberts area.',
    faqs: 'Horse fencing, lake lots, permits and prices for Pilot Point property owners.',
  },
  cta: {
    headline: 'Build a Fence That Fits Pilot Point',
    text: 'Whether it is a paddock, a lake-home privacy fence or a ranch entry gate, get a free estimate and a written quote.',
    buttons: [
      { kind: 'quote', label: 'Get My Free Pilot Point Quote' },
      { kind: 'call', label: callButtonText },
    ],
  },
}
