import { site } from '../../site-config.ts'
import { claims } from '../business-claims.ts'
import type { CityPageContent } from '../types.ts'
import { callButtonText, cityHero, cityPath, type CityPage } from './city-page.ts'

/**
 * Frisco: the fullest city page (spec): top-rated advantages, stats, three project photos,
 * financing block, local context and contact info. Standard experience reading; cards link
 * to the matching /services pages.
 */
const content: CityPageContent = {
  seo: {
    title: 'Frisco Fence Company | Top-Rated Fence Installation',
    description: `Top-rated Frisco fence company with ${claims.fenceCounts.frisco} Frisco fences built. Cedar from $35-$55 per linear foot, iron, vinyl and gates. Permits handled.`,
    keywords: [
      'Frisco fence company',
      'fence installation Frisco TX',
      'cedar fence Frisco',
      'pool fence Frisco',
      'automatic gate Frisco',
      'Phillips Creek Ranch fence',
    ],
    h1: "Frisco's Top-Rated Fence Company",
  },
  hero: {
    headline: "Frisco's Top-Rated Fence Company",
    subheadline: `${claims.fenceCounts.frisco} Frisco fences built, from board-on-board in Phillips Creek Ranch to iron pool fences in Starwood and gates in Newman Village. Cedar from $35-$55 per linear foot, with permits and HOA approval handled.`,
    primaryCta: 'Get My Free Frisco Quote',
    secondaryCta: callButtonText,
  },
  whyChooseUs: {
    intro:
      'Frisco keeps growing: new phases in Phillips Creek Ranch and Hollyhock sit a few miles from Stonebriar and Richwoods, where 20-year-old fences are ready to be replaced. Most Frisco neighborhoods add HOA review on top of city rules, and builder-grade fences on Frisco clay often start leaning within a few years. We handle the paperwork and build fences that stay straight.',
    bullets: [
      `${claims.fenceCounts.frisco} fences built in Frisco`,
      'Permit and HOA paperwork handled for you',
      'Pool-code iron fences with self-closing, self-latching gates',
      'Same-day quotes; every request answered within 24 hours',
      'Posts set 24-30" deep, with steel-post upgrades',
      'Weekend installs for busy Frisco families',
    ],
    cta: 'Get My Frisco Quote',
  },
  topRatedSection: {
    headline: 'Why Frisco Rates Us 5 Stars',
    intro: 'Frisco homeowners compare contractors carefully. These are the things 200+ North Texas families mention most in their reviews.',
    advantages: [
      {
        title: 'Permits Pulled for You',
        description: 'We confirm the Frisco permit and HOA requirements for your lot, submit the paperwork and schedule the inspection.',
        icon: 'file-check',
      },
      {
        title: 'Lifetime Workmanship Warranty',
        description: 'If a post we set leans or a gate we hung sags, we come back and fix it. No time limit on our workmanship.',
        icon: 'shield-check',
      },
      {
        title: 'Same-Day Frisco Quotes',
        description: 'Frisco is one of our core cities. Most estimates happen the day you call, with a written quote to follow.',
        icon: 'clock',
      },
      {
        title: 'Licensed, Bonded & Insured',
        description: 'Our own crews, fully insured, with bilingual leads and clean job sites every day.',
        icon: 'badge-check',
      },
    ],
  },
  services: {
    headline: 'Frisco Fence Services',
    list: [
      {
        title: 'Wood Fencing',
        description: 'Cedar privacy and board-on-board, the backbone of Frisco backyards, at $35-$55 per linear foot installed.',
        image: 'wood-board-on-board',
        link: '/services/wood-fencing',
        features: ['6 ft and 8 ft heights', 'Board-on-board and top cap', 'Steel-post upgrade'],
        priceRange: '$$',
        popular: true,
      },
      {
        title: 'Vinyl Fencing',
        description: 'Low-maintenance privacy and semi-privacy vinyl that never needs stain.',
        image: 'vinyl-privacy',
        link: '/services/vinyl-fencing',
        features: ['No painting or staining', '30+ year lifespan', 'Matching gates'],
        priceRange: '$$$',
      },
      {
        title: 'Black Iron Fencing',
        description: 'Ornamental iron for pool enclosures and greenbelt views in Frisco Lakes, Starwood and Grayhawk.',
        image: 'black-iron',
        link: '/services/black-iron',
        features: ['Pool-code compliant', 'Powder-coated finish', '50+ year lifespan'],
        priceRange: '$$$$',
      },
      {
        title: 'Automatic Gates',
        description: 'Swing and slide driveway gates with keypad, remote and phone-app access.',
        image: 'automatic-gate',
        link: '/services/automatic-gates',
        features: ['Single gates up to 16 ft', 'Battery backup', 'Intercom and video options'],
        priceRange: '$$$',
      },
      {
        title: 'Staining & Repairs',
        description: 'Restain a faded fence or repair storm damage before your HOA sends a letter.',
        image: 'fence-repair',
        link: '/services/staining-repairs',
        features: ['HOA-approved colors', 'Storm repair', 'Post replacement'],
        priceRange: 'Varies',
      },
      {
        title: 'Patios & Pergolas',
        description: 'Finish the backyard with a cedar pergola or a paver patio built by the same crew as your fence.',
        image: 'patio-pergola',
        link: '/services/patios-pergolas',
        features: ['Cedar pergolas', 'Paver patios', 'Matches your fence stain'],
        priceRange: '$$$$',
      },
    ],
  },
  projects: {
    headline: 'Recent Frisco Projects',
    examples: [
      {
        title: 'Horizontal Cedar in Phillips Creek Ranch',
        description: 'Dark-stained horizontal cedar privacy fence with string lighting along the top rail, approved by the HOA and installed in two days.',
        image: 'project-1',
      },
      {
        title: 'Black Iron Pool Fence in Starwood',
        description: 'Pool-code ornamental iron with self-closing, self-latching gates around a new backyard pool, keeping the view open.',
        image: 'project-2',
      },
      {
        title: 'Cedar Fence & Drive Gate in Richwoods',
        description: 'A 20-year-old leaning fence replaced with cedar on galvanized steel posts, plus a steel-frame double drive gate between stone columns.',
        image: 'project-3',
      },
    ],
    cta: 'Start Your Frisco Project',
  },
  localContext: {
    headline: "Built for Frisco's Growth, Clay and Storms",
    text: 'Frisco neighborhoods range from 30-year-old fences around Stonebriar and the Plantation Resort that are due for replacement to brand-new lots in Hollyhock and Phillips Creek Ranch that need HOA approval before work starts. The city sits on expansive blackland clay, spring storms bring hail and strong wind, and summer highs pass 100°F. So we set posts deep, offer steel posts and use stains that stand up to the sun.',
    stats: [
      { value: 'Same day', label: 'Frisco quote response' },
      { value: '1-3 days', label: 'Typical installation' },
      { value: '2-4 weeks', label: 'Typical HOA review' },
      { value: '24-30"', label: 'Post depth in concrete' },
    ],
  },
  neighborhoods: [
    'Phillips Creek Ranch',
    'Starwood',
    'Newman Village',
    'Richwoods',
    'Frisco Lakes',
    'Hollyhock',
    'Stonebriar',
    'Panther Creek',
    'Grayhawk',
    'Lexington Country',
    'Shaddock Creek Estates',
    'The Plantation Resort',
  ],
  faqs: [
    {
      question: 'How much does a fence cost in Frisco?',
      answer:
        'Cedar privacy fences in Frisco typically run $35-$55 per linear foot installed, depending on height, board-on-board upgrades, posts and gates. Vinyl and ornamental iron are priced per project after we measure. Estimates are free, and financing is available.',
    },
    {
      question: 'Do I need a permit to build a fence in Frisco?',
      answer:
        'A permit is generally required for fences over 6 feet or in front yards, and most Frisco HOAs require architectural approval as well. We confirm what applies to your lot, pull the permit, submit the HOA packet and schedule the inspection.',
    },
    {
      question: 'What does a pool fence in Frisco need?',
      answer:
        'Pool barriers generally need to be at least 4 feet tall with self-closing, self-latching gates and no footholds to climb. We build black iron pool fences in Frisco Lakes, Starwood and Grayhawk to the requirements listed on your permit.',
    },
    {
      question: 'Can you replace an old fence in Stonebriar or Richwoods?',
      answer:
        'Yes. We tear out and haul away the old fence, reset or replace the posts and rebuild in cedar, vinyl or iron. When more than 20% of a fence is damaged, replacement usually costs less over time than repeated repairs.',
    },
    {
      question: 'Do you offer financing for Frisco projects?',
      answer:
        'Yes. Through our consumer financing partner, payments start from $99/month with no-money-down options, and checking your rate does not affect your credit.',
    },
    {
      question: 'How quickly can you install a fence in Frisco?',
      answer:
        'Most fences are installed in 1-3 days once approvals are in; larger cedar jobs take 2-4 days. We also offer weekend installs for busy Frisco families.',
    },
  ],
  serviceAreas: ['Prosper', 'Little Elm', 'The Colony', 'Plano', 'McKinney', 'Celina'],
}

export const friscoPage: CityPage = {
  slug: 'frisco',
  city: 'Frisco',
  path: cityPath('frisco'),
  content,
  hero: cityHero({
    slug: 'frisco',
    city: 'Frisco',
    content,
    eyebrow: `Frisco, TX · ${claims.experience.standard} of experience`,
    features: [
      { icon: 'star', title: '5.0★ from 200+ families' },
      { icon: 'file-check', title: 'Permits pulled for you' },
      { icon: 'clock', title: 'Same-day Frisco quotes' },
      { icon: 'dollar', title: 'Financing available' },
    ],
    formDescription: 'Get a free Frisco estimate. Most quotes happen the same day, and every request gets a response within 24 hours.',
    formFeatures: ['Free on-site measurement', 'Permits and HOA handled', 'Financing from $99/month'],
  }),
  highlights: [
    { value: claims.fenceCounts.frisco, label: 'Fences built in Frisco' },
    { value: claims.experience.standard, label: 'Of fence-building experience' },
    { value: '5.0★', label: 'Average rating' },
    { value: claims.satisfaction, label: 'Satisfaction guaranteed' },
  ],
  headings: {
    whyChooseUs: 'Why Frisco Homeowners Choose Us',
    neighborhoods: 'Frisco Neighborhoods We Serve',
    faqs: 'Frisco Fence Questions',
  },
  intros: {
    services: 'Every fence and outdoor project a Frisco home needs, built by our own crews. Each card opens the full service page.',
    neighborhoods:
      "We work in 10+ Frisco neighborhoods, from Frisco Lakes' active-adult streets to the estate lots of Shaddock Creek Estates, and know each HOA's fence rules.",
    faqs: 'Costs, permits, pool fences and timelines for Frisco homeowners.',
  },
  financing: true,
  contactInfo: {
    headline: 'Talk to Our Frisco Team',
    text: `Call, text or e-mail ${site.businessName}. We respond within 24 hours, usually the same day in Frisco.`,
  },
  cta: {
    headline: 'Get Your Frisco Fence Started',
    text: 'Join the Frisco families who rate us 5 stars. Request a free estimate and we will handle the permit, the HOA and the build.',
    buttons: [
      { kind: 'quote', label: 'Get My Free Frisco Quote' },
      { kind: 'call', label: callButtonText },
    ],
  },
}
