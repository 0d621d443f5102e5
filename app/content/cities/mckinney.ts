import { claims } from '../business-claims.ts'
import type { CityPageContent } from '../types.ts'
import { callButtonText, cityHero, cityPath, type CityPage } from './city-page.ts'

/**
 * McKinney: the McKinney founding-year reading (`claims.founded.mckinney`, 2005), staining
 * section and review quotes. Only the wood card links (to /mckinney-wood-fencing); the
 * other cards show Get Quote. Neighbourhoods include the six the McKinney wood page names.
 */
const since = claims.founded.mckinney

const content: CityPageContent = {
  seo: {
    title: 'McKinney Fence Company | Wood, Iron & Vinyl Fences',
    description: `Serving McKinney since ${since}: ${claims.fenceCounts.mckinney} fences built in Stonebridge Ranch, Craig Ranch and beyond. Cedar from $35-$55 per linear foot.`,
    keywords: [
      'McKinney fence company',
      'fence installation McKinney TX',
      'cedar fence McKinney',
      'Stonebridge Ranch fence',
      'Craig Ranch fence',
      'fence staining McKinney',
    ],
    h1: `McKinney's Trusted Fence Company Since ${since}`,
  },
  hero: {
    headline: `McKinney's Trusted Fence Company Since ${since}`,
    subheadline:
      'Cedar privacy fences, ornamental iron, vinyl and staining for McKinney homes, from picket fences near the historic square to board-on-board in Craig Ranch. Cedar from $35-$55 per linear foot.',
    primaryCta: 'Get My Free McKinney Quote',
    secondaryCta: callButtonText,
  },
  whyChooseUs: {
    intro: `McKinney mixes century-old homes around the historic downtown square with large master-planned communities like Stonebridge Ranch and Craig Ranch, each with its own expectations. We have served McKinney since ${since} and built ${claims.fenceCounts.mckinney} fences here, so we know which streets call for a picket fence that suits a historic facade and which HOAs want board-on-board cedar in an approved stain.`,
    bullets: [
      `Serving McKinney since ${since}`,
      `${claims.fenceCounts.mckinney} McKinney fences built`,
      'HOA approval packets for Stonebridge Ranch, Craig Ranch and Adriatica Village',
      'Posts set 24-30" deep in concrete',
      'Lifetime workmanship warranty; licensed, bonded and insured',
      'Same-day quotes anywhere in McKinney',
    ],
    cta: 'Schedule My McKinney Estimate',
  },
  services: {
    headline: 'Fence Services in McKinney',
    list: [
      {
        title: 'Cedar Wood Fences',
        description:
          "Cedar privacy 6' or 8', horizontal cedar with 1x6 slats and cedar pickets 3' or 4': the three wood styles we build most in McKinney, at $35-$55 per linear foot.",
        image: 'wood-privacy',
        link: '/mckinney-wood-fencing',
        features: ["Cedar privacy 6' or 8'", 'Horizontal 1x6 cedar slats', "Cedar pickets 3' or 4'"],
        priceRange: '$$',
        popular: true,
      },
      {
        title: 'Ornamental Iron Fences',
        description: 'Black iron for pools, golf-course and greenbelt lots in Stonebridge Ranch and Eldorado, where views matter as much as security.',
        image: 'black-iron',
        features: ['Pool-code gates', 'Powder-coated finish', '50+ year lifespan'],
        priceRange: '$$$$',
      },
      {
        title: 'Vinyl Fences',
        description: 'Privacy, semi-privacy and picket vinyl that never needs paint or stain.',
        image: 'vinyl-semi-privacy',
        features: ['No staining, ever', 'Wind-rated panels', '30+ year lifespan'],
        priceRange: '$$$',
      },
      {
        title: 'Fence Staining & Sealing',
        description: 'Color-matched stain that keeps cedar from graying and keeps your HOA happy.',
        image: 'fence-staining',
        features: ['Sample boards for HOA review', 'Both sides stained', 'Adds 10+ years of life'],
        priceRange: '$$',
      },
      {
        title: 'Custom & Automatic Gates',
        description: 'Walk gates, double drive gates and automatic openers built on steel frames that do not sag.',
        image: 'double-gate',
        features: ['Steel-frame gates', 'Keypad and remote openers', 'Drive gates up to 16 ft'],
        priceRange: '$$$',
      },
      {
        title: 'Fence Repair',
        description: 'Leaning sections, storm damage and rotten posts repaired, with pickets matched to your fence.',
        image: 'fence-repair',
        features: ['Emergency storm repair', 'Post replacement', 'Matched pickets and stain'],
        priceRange: 'Varies',
      },
    ],
  },
  stainingSection: {
    headline: 'Fence Staining in McKinney',
    intro:
      'Many McKinney HOAs expect fences kept in good repair and stained in an approved color. We bring sample boards for your architectural committee, clean and brighten the wood, and stain both sides so your fence looks new for years.',
    services: [
      'HOA color matching with sample boards',
      'Pressure washing and wood brightener',
      'Oil-based semi-transparent and solid stains',
      'Shared fences stained on both sides with your neighbor',
    ],
    benefits: [
      'Adds 10+ years to a cedar fence',
      'Stain lasts 2-3 years in McKinney sun',
      'Prevents graying, cupping and rot',
      'Boosts curb appeal before you list',
    ],
  },
  reviews: {
    headline: 'McKinney Homeowners on Our Work',
    examples: [
      {
        quote: 'Our HOA was particular about the stain color. They brought sample boards, got it approved, and the fence came out perfect.',
        name: 'Karen L.',
        neighborhood: 'Stonebridge Ranch',
      },
      {
        quote: 'They rebuilt the picket fence on our 1920s house so it looks original. Neighbors keep asking who did it.',
        name: 'Tom W.',
        neighborhood: 'Historic Downtown McKinney',
      },
      {
        quote: 'Quote the same day, installed in two days, spotless cleanup. Our horizontal cedar fence is the best on the street.',
        name: 'Priya S.',
        neighborhood: 'Craig Ranch',
      },
    ],
  },
  neighborhoods: [
    'Stonebridge Ranch',
    'Craig Ranch',
    'Adriatica Village',
    'Tucker Hill',
    'Eldorado',
    'Foxwood',
    'Trinity Falls',
    'Painted Tree',
    'Historic Downtown McKinney',
    'Heatherwood',
    'Westridge',
  ],
  faqs: [
    {
      question: 'How much does a cedar fence cost in McKinney?',
      answer:
        'Cedar fences in McKinney typically cost $35-$55 per linear foot installed. A 6 ft privacy fence sits toward the low end; 8 ft board-on-board with a top cap, steel posts or a horizontal design sits toward the high end. Cedar costs 15-25% more than pine but lasts 25+ years.',
    },
    {
      question: 'Do I need a fence permit in McKinney?',
      answer:
        'A permit is generally needed for fences over 6 feet and for front-yard fences, and homes in the historic district around the downtown square can have additional design review. We confirm the City of McKinney requirements for your address and handle the paperwork.',
    },
    {
      question: 'How long does HOA approval take in Stonebridge Ranch or Craig Ranch?',
      answer:
        'Plan on 2-4 weeks for architectural review. We prepare the site plan, fence elevation and stain sample so your application is complete the first time, and we schedule your install as soon as approval arrives.',
    },
    {
      question: 'Can you match an existing fence or the style of a historic home?',
      answer:
        "Yes. We match picket profiles, cap styles and stain on additions and repairs, and build period-appropriate 3' or 4' picket fences for the older homes near the square and the traditional streets of Tucker Hill.",
    },
    {
      question: "How do your fences hold up to McKinney's spring storms?",
      answer:
        'North Texas spring storms bring straight-line winds and hail. Posts set 24-30 inches deep in concrete and steel-post options keep fences standing, and we offer emergency storm repair. If more than 20% of a fence is damaged, replacement usually makes more sense than repair.',
    },
    {
      question: 'How long have you worked in McKinney?',
      answer: `We have served McKinney since ${since} and built ${claims.fenceCounts.mckinney} fences here, from Eldorado and Foxwood to Trinity Falls and Painted Tree.`,
    },
  ],
  serviceAreas: ['Allen', 'Prosper', 'Frisco', 'Celina', 'Anna', 'Plano'],
}

export const mckinneyPage: CityPage = {
  slug: 'mckinney',
  city: 'McKinney',
  path: cityPath('mckinney'),
  content,
  hero: cityHero({
    slug: 'mckinney',
    city: 'McKinney',
    content,
    eyebrow: 'McKinney, TX · Stonebridge Ranch to Trinity Falls',
    features: [
      { icon: 'award', title: `Serving McKinney since ${since}` },
      { icon: 'shield-check', title: 'Lifetime workmanship warranty' },
      { icon: 'clock', title: 'Same-day McKinney quotes' },
      { icon: 'paintbrush', title: 'HOA stain color matching' },
    ],
    formDescription: 'Request a free McKinney estimate. We usually quote the same day and respond to every request within 24 hours.',
    formFeatures: ['Free on-site measurement', 'HOA paperwork handled', 'Same-day quotes in McKinney'],
  }),
  highlights: [
    { value: claims.fenceCounts.mckinney, label: 'Fences built in McKinney' },
    { value: String(since), label: 'Serving McKinney since' },
    { value: '10+', label: 'McKinney neighborhoods served' },
    { value: '24 hrs', label: 'Quote response promise' },
  ],
  headings: {
    whyChooseUs: 'Why McKinney Homeowners Choose Us',
    neighborhoods: 'McKinney Neighborhoods We Serve',
    faqs: 'McKinney Fence Questions',
  },
  intros: {
    services:
      'Our McKinney wood fencing page covers the cedar styles in depth. For every other service, request a quote and we will measure and price it on site.',
    neighborhoods:
      'From the golf-course lots of Stonebridge Ranch to the new streets of Painted Tree and Trinity Falls, we work in 10+ McKinney neighborhoods and keep their fence guidelines on file.',
    faqs: 'Costs, permits, HOA review and storm-readiness for McKinney fences.',
  },
  cta: {
    headline: "Let's Build Your McKinney Fence",
    text: 'Free estimates, HOA paperwork handled, and a crew that has worked in McKinney for years. Request your quote or call us today.',
    buttons: [
      { kind: 'quote', label: 'Get My Free McKinney Quote' },
      { kind: 'call', label: callButtonText },
    ],
  },
}
