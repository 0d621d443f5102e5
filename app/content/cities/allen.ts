import { claims } from '../business-claims.ts'
import type { CityPageContent } from '../types.ts'
import { callButtonText, cityHero, cityPath, type CityPage } from './city-page.ts'

/**
 * Allen: a core city (next-day response), one of the newer pages: alternate experience
 * reading, the Allen project count and 12+ neighborhoods. Cards link to the matching
 * /services pages.
 */
const years = claims.experience.alternate
const projects = claims.projectCounts.allen

const content: CityPageContent = {
  seo: {
    title: 'Allen Fence Company | Fence Replacement & Repair',
    description: `Allen fence contractor with ${projects} local projects in Twin Creeks, Star Creek and 12+ neighborhoods. Cedar replacement from $35-$55 per linear foot.`,
    keywords: ['Allen fence company', 'fence replacement Allen TX', 'fence repair Allen', 'Twin Creeks fence', 'Star Creek fence', 'cedar fence Allen'],
    h1: "Allen's Fence Replacement Specialists",
  },
  hero: {
    headline: "Allen's Fence Replacement Specialists",
    subheadline:
      'Many Allen fences went up in the 1990s and 2000s and are ready to be replaced. We tear out, haul away and rebuild in cedar, vinyl or iron across Twin Creeks, Star Creek, Bethany Lakes and 12+ Allen neighborhoods.',
    primaryCta: 'Get My Free Allen Quote',
    secondaryCta: callButtonText,
  },
  whyChooseUs: {
    intro:
      'Allen is an established city, and much of it was built out in the 1990s and 2000s, so many backyard fences are at the end of their life: gray pickets, posts rotting at the ground line, and alley-side fences battered by trash trucks and wind. We specialize in tear-out and replacement that works with tight alley access, shared neighbor fences and HOA rules in communities like Twin Creeks and Star Creek.',
    bullets: [
      `${projects} fence projects completed in Allen`,
      'Full tear-out, haul-away and replacement',
      'Shared-fence coordination with your neighbors',
      'Alley-access scheduling that keeps your driveway open',
      'HOA approval packets for Twin Creeks, Star Creek and Montgomery Farm',
      'Lifetime workmanship warranty; licensed, bonded and insured',
    ],
    cta: 'Book My Allen Estimate',
  },
  services: {
    headline: 'Fence Services in Allen',
    list: [
      {
        title: 'Cedar Fence Replacement',
        description: 'Old fence out, new cedar in: board-on-board or privacy styles at $35-$55 per linear foot installed, including tear-out and haul-away.',
        image: 'wood-board-on-board',
        link: '/services/wood-fencing',
        features: ['Tear-out and haul-away', 'New posts set 24-30" deep', 'Board-on-board or privacy'],
        priceRange: '$$',
        popular: true,
      },
      {
        title: 'Vinyl Fencing',
        description: 'Replace a tired wood fence with vinyl privacy that never needs staining again.',
        image: 'vinyl-privacy',
        link: '/services/vinyl-fencing',
        features: ['No staining', '30+ year lifespan', 'Matching gates'],
        priceRange: '$$$',
      },
      {
        title: 'Black Iron Fencing',
        description: 'Ornamental iron for pools and for lots backing onto greenbelts and ponds in Bethany Lakes and Star Creek.',
        image: 'black-iron',
        link: '/services/black-iron',
        features: ['Pool-code compliant', 'Keeps views open', '50+ year lifespan'],
        priceRange: '$$$$',
      },
      {
        title: 'Fence Staining',
        description: 'Bring a gray fence back to life and protect it for years, in the color your HOA approves.',
        image: 'fence-staining',
        link: '/services/fence-staining',
        features: ['Cleaning and brightening', 'Both sides stained', 'Adds 10+ years of life'],
        priceRange: '$$',
      },
      {
        title: 'Fence Repairs',
        description: 'Leaning sections, rotten posts and sagging gates fixed, with pickets matched to your existing fence.',
        image: 'fence-repair',
        link: '/services/staining-repairs',
        features: ['Post replacement', 'Gate repair', 'Storm damage'],
        priceRange: 'Varies',
      },
      {
        title: 'Patios & Pergolas',
        description: 'Finish the new backyard with a cedar pergola or paver patio from the same crew.',
        image: 'patio-pergola',
        link: '/services/patios-pergolas',
        features: ['Cedar pergolas', 'Paver patios', 'Stain matched to your fence'],
        priceRange: '$$$$',
      },
    ],
  },
  neighborhoods: [
    'Twin Creeks',
    'Star Creek',
    'Montgomery Farm',
    'Bethany Lakes',
    'Watters Crossing',
    'Cottonwood Bend',
    'Suncreek',
    'Custer Meadows',
    'Fountain Park',
    'Waterford Parks',
    'Bethany Ridge',
    'Downtown Allen',
  ],
  faqs: [
    {
      question: 'Should I repair or replace my Allen fence?',
      answer:
        'If more than 20% of the fence is damaged, or posts are rotting at the ground line, replacement usually costs less over time. Many fences in Allen neighborhoods built in the 1990s and 2000s, like Bethany Lakes and Cottonwood Bend, have reached that point. We will show you what we find and give you both prices.',
    },
    {
      question: 'How do you handle a fence shared with my neighbor?',
      answer:
        'Most Allen backyards share at least one fence line. We talk with both households, agree on style, height and which side faces out, and can split the invoice between you. We also stain both sides so the fence looks finished from either yard.',
    },
    {
      question: 'Can you work from the alley?',
      answer:
        'Yes. Most Allen homes back onto an alley, so we schedule around trash pickup, keep the alley passable and stage materials so your driveway and garage stay usable during the install.',
    },
    {
      question: 'Do I need a permit for a fence in Allen?',
      answer:
        'A permit is generally needed for fences over 6 feet or in front yards, and communities like Twin Creeks and Star Creek add HOA review. We check the City of Allen and HOA requirements and submit the paperwork for you.',
    },
    {
      question: 'What does a replacement fence cost in Allen?',
      answer:
        'Cedar replacement fences in Allen typically run $35-$55 per linear foot installed, including tear-out and haul-away of the old fence. Vinyl and iron are priced per project after we measure.',
    },
    {
      question: 'How quickly can you get to Allen?',
      answer: `Allen gets next-day estimates, and we respond to every request within 24 hours. Our crews bring ${years} of experience and ${projects} completed Allen projects.`,
    },
  ],
  serviceAreas: ['McKinney', 'Plano', 'Frisco', 'Prosper', 'North Dallas'],
}

export const allenPage: CityPage = {
  slug: 'allen',
  city: 'Allen',
  path: cityPath('allen'),
  content,
  hero: cityHero({
    slug: 'allen',
    city: 'Allen',
    content,
    eyebrow: `Allen, TX · ${years} of experience`,
    features: [
      { icon: 'hammer', title: `${projects} Allen projects` },
      { icon: 'truck', title: 'Tear-out and haul-away' },
      { icon: 'clock', title: 'Next-day estimates' },
      { icon: 'shield-check', title: 'Lifetime workmanship warranty' },
    ],
    formDescription: 'Tell us about your Allen fence. We schedule estimates the next day and respond to every request within 24 hours.',
    formFeatures: ['Free on-site estimate', 'Repair vs. replace advice', 'Tear-out included in quotes'],
  }),
  highlights: [
    { value: projects, label: 'Allen projects completed' },
    { value: '12+', label: 'Allen neighborhoods served' },
    { value: years, label: 'Of fence-building experience' },
    { value: 'Next day', label: 'Estimate scheduling' },
  ],
  headings: {
    whyChooseUs: 'Why Allen Homeowners Choose Us',
    neighborhoods: 'Allen Neighborhoods We Serve',
    faqs: 'Allen Fence Questions',
  },
  intros: {
    services: 'Replacement, repair and upgrades for Allen backyards. Each card opens the full service page.',
    neighborhoods: 'We have worked in 12+ Allen neighborhoods, from Twin Creeks and Star Creek to Watters Crossing and Downtown Allen.',
    faqs: 'Repair or replace, shared fences, alleys and permits for Allen homeowners.',
  },
  cta: {
    headline: 'Replace Your Allen Fence the Easy Way',
    text: 'Get a free estimate with repair and replacement prices side by side. We handle the tear-out, the haul-away and the HOA.',
    buttons: [
      { kind: 'quote', label: 'Get My Free Allen Quote' },
      { kind: 'call', label: callButtonText },
    ],
  },
}
