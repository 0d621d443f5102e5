import { claims } from '../business-claims.ts'
import type { CityPageContent } from '../types.ts'
import { callButtonText, cityHero, cityPath, type CityPage } from './city-page.ts'

/**
 * Prosper: the comparison list (us vs typical competitors), the Prosper price readings
 * ($40-$65 per linear foot for premium cedar on the page, $35-$60 general in the FAQ) and
 * the standard experience reading. Only the premium wood card links (to /prosper-wood-fencing);
 * the other cards show Get Quote.
 */
const content: CityPageContent = {
  seo: {
    title: 'Prosper Fence Company | Premium Cedar & Iron Fences',
    description:
      'Prosper fence builders with 95% first-time HOA approval and 24-hour quotes. Premium cedar from $40-$65 per linear foot, iron and automatic gates.',
    keywords: [
      'Prosper fence company',
      'fence installation Prosper TX',
      'premium cedar fence Prosper',
      'Windsong Ranch fence',
      'Star Trail fence',
      'iron fence Prosper',
    ],
    h1: "Prosper's Premium Fence Builders",
  },
  hero: {
    headline: "Prosper's Premium Fence Builders",
    subheadline:
      'Premium cedar, ornamental iron and automatic gates for Windsong Ranch, Star Trail, Whispering Farms and every Prosper neighborhood, with HOA approval handled and projects finished in 2-3 weeks.',
    primaryCta: 'Get My Free Prosper Quote',
    secondaryCta: callButtonText,
  },
  whyChooseUs: {
    intro: `Prosper's master-planned communities set a high bar. Windsong Ranch and Star Trail publish design guidelines for fence height, materials and stain color, and the estate lots in Whispering Farms and Gentle Creek Estates mean longer runs and bigger gates. We have built ${claims.fenceCounts.prosper} fences in Prosper and know how to get them approved the first time.`,
    bullets: [
      'HOA packets prepared and submitted, with 95% approved on first submission',
      '24 hrs average quote response',
      'Projects completed in 2-3 weeks from approval',
      'Premium western red cedar, steel posts and powder-coated iron',
      'Lifetime workmanship warranty',
      `${claims.experience.standard} of North Texas fence-building experience`,
    ],
    cta: 'Start My Prosper Project',
    competitiveAdvantage: {
      headline: '300% Faster Response Than Typical Competitors',
      comparison: [
        { us: 'Projects completed in 2-3 weeks', them: '4-6 weeks from quote to finished fence' },
        { us: '24 hrs average quote response', them: 'Days of waiting for a callback' },
        { us: '95% HOA approval on first submission', them: 'HOA paperwork left to the homeowner' },
        { us: 'Posts set 24-30" deep in concrete', them: 'Shallow posts that lean after a wet spring' },
        { us: 'Lifetime workmanship warranty', them: 'Short or no workmanship warranty' },
      ],
    },
  },
  services: {
    headline: 'Fence Services in Prosper',
    list: [
      {
        title: 'Premium Cedar Wood Fences',
        description: "Board-on-board and shadowbox cedar with top caps and trim, stained to your HOA's palette. $40-$65 per linear foot installed.",
        image: 'wood-board-on-board',
        link: '/prosper-wood-fencing',
        features: ['6 ft and 8 ft heights', 'Cap-and-trim detailing', 'Cedar or galvanized steel posts'],
        priceRange: '$$$',
        popular: true,
      },
      {
        title: 'Ornamental Iron Fences',
        description:
          'Powder-coated black iron for pool enclosures, greenbelt and pond-view lots in Windsong Ranch and Lakes of Prosper, and front-yard accents.',
        image: 'black-iron',
        features: ['Pool-code gates and latches', 'Keeps open views', 'Rust-resistant finish'],
        priceRange: '$$$$',
      },
      {
        title: 'Automatic Driveway Gates',
        description: 'Swing and slide gates for the estate lots in Whispering Farms and Gentle Creek Estates, with keypad, remote and phone-app access.',
        image: 'automatic-gate',
        features: ['Single gates up to 16 ft', 'Battery backup', 'Iron or cedar-clad frames'],
        priceRange: '$$$',
      },
      {
        title: 'Vinyl Privacy Fences',
        description: 'No-paint vinyl privacy for homeowners who want a clean look with almost no upkeep.',
        image: 'vinyl-privacy',
        features: ['Never needs staining', 'Resists rot and insects', '30+ year lifespan'],
        priceRange: '$$$',
      },
      {
        title: 'Fence Staining & Sealing',
        description: 'Protect a new cedar fence or refresh a faded one in your HOA-approved color.',
        image: 'fence-staining',
        features: ['HOA color matching', 'Both sides stained', 'Restain every 2-3 years'],
        priceRange: '$$',
      },
      {
        title: 'Fence Repair',
        description: 'Leaning posts, storm damage and broken gates fixed fast, with cedar matched to what you have.',
        image: 'fence-repair',
        features: ['Emergency storm repair', 'Gate re-hanging', 'Post replacement'],
        priceRange: 'Varies',
      },
    ],
  },
  neighborhoods: [
    'Windsong Ranch',
    'Star Trail',
    'Whispering Farms',
    'Gentle Creek Estates',
    'Lakes of Prosper',
    'Willow Ridge',
    'Tanners Mill',
    'Saddle Creek',
    'Frontier Estates',
    'Brookhollow',
    'Lakewood',
    'Downtown Prosper',
  ],
  faqs: [
    {
      question: 'How much does a fence cost in Prosper?',
      answer:
        'Most Prosper fences cost $35-$60 per linear foot installed, depending on material, height and gates. Premium board-on-board cedar with a top cap, the most common request in Windsong Ranch and Star Trail, runs $40-$65 per linear foot.',
    },
    {
      question: 'Will my Prosper HOA approve the fence?',
      answer:
        "95% of the HOA packets we submit in Prosper are approved on the first submission. We prepare the drawings, material list and stain sample to your community's guidelines, whether that is Windsong Ranch, Star Trail or Lakes of Prosper, and typical reviews take 2-4 weeks.",
    },
    {
      question: 'Do I need a permit for a fence in Prosper?',
      answer:
        'A permit is generally required for fences over 6 feet or in front yards. We check the Town of Prosper requirements for your lot, pull any permit that is needed and schedule the inspection.',
    },
    {
      question: 'How fast can you start a project in Prosper?',
      answer:
        'We return quotes in 24 hours on average, about 300% faster than the typical response, and complete most projects within 2-3 weeks, compared with the 4-6 weeks many competitors quote. The installation itself takes 1-3 days.',
    },
    {
      question: 'What fence works best on a large Prosper lot?',
      answer:
        'On acre-plus lots in Whispering Farms, Gentle Creek Estates and Frontier Estates, many owners combine cedar privacy around the backyard with black iron along the front and sides and an automatic driveway gate. Single driveway gates go up to 16 ft wide.',
    },
    {
      question: 'Why do fences lean in Prosper, and how do you prevent it?',
      answer:
        "Prosper's black clay expands when it rains and shrinks in summer heat, which works shallow posts loose. We set posts 24-30 inches deep in concrete, and galvanized steel posts are available for 8 ft fences that face the strong south wind.",
    },
  ],
  serviceAreas: ['Celina', 'Frisco', 'McKinney', 'Aubrey', 'Little Elm', 'Allen'],
}

export const prosperPage: CityPage = {
  slug: 'prosper',
  city: 'Prosper',
  path: cityPath('prosper'),
  content,
  hero: cityHero({
    slug: 'prosper',
    city: 'Prosper',
    content,
    eyebrow: `Prosper, TX · ${claims.experience.standard} of experience`,
    features: [
      { icon: 'file-check', title: '95% HOA approval rate' },
      { icon: 'clock', title: '24 hrs average quote response' },
      { icon: 'calendar-check', title: 'Done in 2-3 weeks' },
      { icon: 'shield-check', title: 'Lifetime workmanship warranty' },
    ],
    formDescription: 'Tell us about your Prosper project. Our average quote response is 24 hours, and we handle the HOA packet for you.',
    formFeatures: ['Free on-site measurement', 'HOA packet prepared for you', 'Written quote in about 24 hours'],
  }),
  highlights: [
    { value: claims.fenceCounts.prosper, label: 'Fences built in Prosper' },
    { value: '95%', label: 'HOA approval rate' },
    { value: '24 hrs', label: 'Average quote response' },
    { value: '2-3 wks', label: 'Typical project timeline' },
  ],
  headings: {
    whyChooseUs: 'Why Prosper Homeowners Choose Us',
    neighborhoods: 'Prosper Neighborhoods We Serve',
    faqs: 'Prosper Fence Questions',
  },
  intros: {
    services:
      'Premium cedar is the signature look in Prosper; the Prosper wood fencing guide covers every style and stain. Everything else is measured and priced on site, so ask for a quote.',
    neighborhoods:
      "We build in 10+ Prosper communities, from the lakeside streets of Windsong Ranch to the estate lots of Gentle Creek Estates, and keep each HOA's current fence guidelines on file.",
    faqs: 'Prices, HOA approval, permits and timelines for Prosper homeowners.',
  },
  cta: {
    headline: 'Build Your Prosper Fence in 2-3 Weeks',
    text: 'Get a free quote, usually within 24 hours. We will prepare your HOA packet, schedule the install and stand behind it with a lifetime workmanship warranty.',
    buttons: [
      { kind: 'quote', label: 'Get My Free Prosper Quote' },
      { kind: 'call', label: callButtonText },
    ],
  },
}
