import { site } from '../../site-config.ts'
import { claims } from '../business-claims.ts'
import type { CityPageContent } from '../types.ts'
import { callButtonText, cityHero, cityPath, type CityPage } from './city-page.ts'

/**
 * Gunter: an outer city (2-3 day response), one of the newer pages: alternate experience
 * reading and the Gunter project count. Cards link to the matching /services pages.
 */
const years = claims.experience.alternate
const projects = claims.projectCounts.gunter

const content: CityPageContent = {
  seo: {
    title: 'Gunter Fence Company | Farm, Ranch & Privacy Fences',
    description: `Gunter fence contractor with ${projects} local projects: privacy fences, ranch gates and acreage fencing along Preston Road. Estimates within 2-3 days.`,
    keywords: [
      'Gunter fence company',
      'fence installation Gunter TX',
      'ranch fence Gunter',
      'farm gate Gunter',
      'Grayson County fence contractor',
      'solar gate opener',
    ],
    h1: 'Gunter Fences for Homes, Farms & Ranches',
  },
  hero: {
    headline: 'Gunter Fences for Homes, Farms & Ranches',
    subheadline:
      'Privacy fences for new homes, long fence lines and automatic entry gates for acreage along Preston Road (SH 289), FM 121 East and FM 121 West, and across southern Grayson County.',
    primaryCta: 'Get My Free Gunter Quote',
    secondaryCta: callButtonText,
  },
  whyChooseUs: {
    intro: `Gunter is a short drive up Preston Road from our ${site.address.city} shop, and the work here is different from the suburbs: longer property lines, livestock and wildlife to keep in or out, and gates wide enough for a trailer. Southern Grayson County's black clay heaves after heavy rain and cracks in drought, and open land takes the full force of spring wind, so we set posts deep and brace every corner and gate post.`,
    bullets: [
      `${projects} fence projects completed in Gunter`,
      'Estimates scheduled within 2-3 days; every request answered within 24 hours',
      'Solar gate openers for entrances without power',
      'Braced corners and deep-set gate posts for long runs',
      'Lifetime workmanship warranty; licensed, bonded and insured',
      'Bilingual crews and weekend installs',
    ],
    cta: 'Book My Gunter Estimate',
  },
  services: {
    headline: 'Fence Services in Gunter',
    list: [
      {
        title: 'Automatic Entry Gates',
        description: 'Ranch and driveway entry gates with solar openers, keypads and remotes, so you never climb out of the truck in the rain.',
        image: 'automatic-gate',
        link: '/services/automatic-gates',
        features: ['Solar-powered openers', 'Gates up to 16 ft', 'Keypad and remote access'],
        priceRange: '$$$',
        popular: true,
      },
      {
        title: 'Wood Privacy Fences',
        description: 'Cedar privacy around the house and backyard, at $35-$55 per linear foot installed.',
        image: 'wood-privacy',
        link: '/services/wood-fencing',
        features: ['6 ft or 8 ft cedar', 'Posts 24-30" deep', 'Stain options'],
        priceRange: '$$',
      },
      {
        title: 'Chain Link Fences',
        description: 'Galvanized chain link for dog runs, gardens, shops and equipment yards.',
        image: 'chain-link',
        link: '/services/chain-link',
        features: ['9-gauge residential, 6-gauge heavy duty', 'Heights from 3 to 12 ft', '20-25 year lifespan'],
        priceRange: '$',
      },
      {
        title: 'Custom Gates',
        description: 'Double drive gates and walk gates on welded steel frames that stay square on shifting clay.',
        image: 'double-gate',
        link: '/services/custom-gates',
        features: ['Trailer-width openings', 'Welded steel frames', 'Wood, iron or chain link'],
        priceRange: '$$$',
      },
      {
        title: 'Property Line Surveying',
        description: 'Long rural boundaries are easy to misjudge. We locate the pins and stake the line before a single post goes in.',
        image: 'property-survey',
        link: '/services/property-surveying',
        features: ['Boundary pins located', 'Fence line staked', 'Avoids costly moves'],
        priceRange: 'Varies',
      },
      {
        title: 'Black Iron Fencing',
        description: 'Ornamental iron for front entrances and pools on country homes, strong enough for wind and built to last 50+ years.',
        image: 'black-iron',
        link: '/services/black-iron',
        features: ['Powder-coated finish', 'Pool-code gates', '50+ year lifespan'],
        priceRange: '$$$$',
      },
    ],
  },
  neighborhoods: [
    'Downtown Gunter',
    'Preston Road (SH 289)',
    'FM 121 East',
    'FM 121 West',
    'Gunter ISD area',
    'North Gunter homesites',
    'Farm and ranch acreage',
    'Horse properties',
    'Hobby farms south of town',
    'Country lots toward Celina',
  ],
  faqs: [
    {
      question: 'Do you really come out to Gunter?',
      answer: `Yes. Gunter is well inside our ${site.serviceRadiusMiles}-mile service radius, and we have completed ${projects} projects here. Because it is one of our outer areas, estimates are scheduled within 2-3 days, and every request still gets a response within 24 hours.`,
    },
    {
      question: 'What fence works best for acreage in Gunter?',
      answer:
        'It depends on what you are keeping in. Many Gunter owners pair cedar privacy around the house with chain link or ranch-style fencing on the property line and a double drive gate wide enough for a trailer. We walk the land with you and recommend the mix that fits your budget.',
    },
    {
      question: 'Can you install a gate opener where there is no power?',
      answer:
        'Yes. Solar-powered openers with battery backup work well at Gunter entrances set far back from the house, and they add keypad and remote access without trenching power to the road.',
    },
    {
      question: 'Do I need a permit to build a fence in Gunter?',
      answer:
        'Inside Gunter city limits, a permit is generally needed for fences over 6 feet or in front yards. Properties in unincorporated Grayson County follow county rules. We check which applies to your address before we start.',
    },
    {
      question: "How do you keep long fences straight in Grayson County's clay?",
      answer:
        'Gunter sits on heavy black clay that heaves when wet and shrinks in drought. We set line posts 24-30 inches deep in concrete, go deeper and brace the corners and gate posts that carry the most load, and crown the footings so water drains away instead of softening the clay around them.',
    },
    {
      question: 'What does a fence or gate cost in Gunter?',
      answer:
        'Cedar privacy runs $35-$55 per linear foot installed. Automatic entry gates typically run $3,000-$8,000 depending on size, opener and access controls. Your on-site estimate is free.',
    },
  ],
  serviceAreas: ['Celina', 'Pilot Point', 'Aubrey', 'Prosper', 'Anna'],
}

export const gunterPage: CityPage = {
  slug: 'gunter',
  city: 'Gunter',
  path: cityPath('gunter'),
  content,
  hero: cityHero({
    slug: 'gunter',
    city: 'Gunter',
    content,
    eyebrow: `Gunter, TX · ${years} of experience`,
    features: [
      { icon: 'hammer', title: `${projects} Gunter projects` },
      { icon: 'sun', title: 'Solar gate openers' },
      { icon: 'ruler', title: 'Acreage and long runs' },
      { icon: 'shield-check', title: 'Lifetime workmanship warranty' },
    ],
    formDescription: 'Tell us about your Gunter property. We schedule estimates within 2-3 days and respond to every request within 24 hours.',
    formFeatures: ['Free on-site estimate', 'We walk the fence line with you', 'City and county rules checked'],
  }),
  highlights: [
    { value: projects, label: 'Gunter projects completed' },
    { value: years, label: 'Of fence-building experience' },
    { value: '2-3 days', label: 'Estimate scheduling' },
    { value: '10+', label: 'Gunter-area communities served' },
  ],
  headings: {
    whyChooseUs: 'Why Gunter Property Owners Choose Us',
    neighborhoods: 'Gunter Areas We Serve',
    faqs: 'Gunter Fence Questions',
  },
  intros: {
    services: 'Fences and gates built for Gunter homes, farms and ranches. Each card opens the full service page.',
    neighborhoods:
      'We work across 10+ Gunter-area communities, from homes near Downtown Gunter to horse properties and farm and ranch acreage out in the country.',
    faqs: 'Service radius, acreage, gates and permits for Gunter property owners.',
  },
  cta: {
    headline: 'Fence Your Gunter Property Right',
    text: 'Get a free estimate for your home, farm or ranch. We will walk the line, check city or county rules and send you a written quote.',
    buttons: [
      { kind: 'quote', label: 'Get My Free Gunter Quote' },
      { kind: 'call', label: callButtonText },
    ],
  },
}
