import { claims } from '../business-claims.ts'
import type { CityPageContent } from '../types.ts'
import { callButtonText, cityHero, cityPath, type CityPage } from './city-page.ts'

/**
 * Celina is the home base. Claim readings: the local founding year
 * (`claims.founded.celinaLocal`, family-owned in Celina since 2020) and the Celina price
 * reading ($25-45 per linear foot on the page, $15-35 starting prices in the FAQ).
 * Every card's Learn More goes to /celina-wood-fencing (spec), so the cards are the wood styles.
 */
const woodPage = '/celina-wood-fencing'
const since = claims.founded.celinaLocal

const content: CityPageContent = {
  seo: {
    title: 'Celina Fence Company | Cedar Fences, Staining & Repair',
    description: `Family-owned in Celina since ${since}: cedar privacy fences, staining and repair, $25-45 per linear foot installed. Same-day quotes in Celina, TX.`,
    keywords: [
      'Celina fence company',
      'fence installation Celina TX',
      'cedar fence Celina',
      'fence staining Celina',
      'Light Farms fence',
      'Mustang Lakes fence',
    ],
    h1: "Celina's Family-Owned Fence Company",
  },
  hero: {
    headline: "Celina's Family-Owned Fence Company",
    subheadline:
      'Cedar privacy, board-on-board and horizontal fences, staining and repairs for Light Farms, Mustang Lakes, Carter Ranch and every Celina neighborhood. Most installed Celina fences run $25-45 per linear foot.',
    primaryCta: 'Get My Free Celina Quote',
    secondaryCta: callButtonText,
  },
  whyChooseUs: {
    intro:
      "We live and work in Celina, so we know what its fast-growing neighborhoods expect. Light Farms, Mustang Lakes and Cambridge Crossing all review fence plans before a post goes in, and Celina's blackland clay swells after spring rain and cracks open in August heat. We build to your HOA's specification sheet, set every post 24-30 inches deep in concrete and back the work with a lifetime workmanship warranty.",
    bullets: [
      `Family-owned in Celina since ${since}, minutes from the downtown square`,
      'Same-day quotes anywhere in Celina; written estimates within 24 hours',
      'HOA packets prepared for Light Farms, Mustang Lakes, Cambridge Crossing and Carter Ranch',
      'Posts set 24-30" deep in concrete to ride out clay movement',
      'Lifetime workmanship warranty; licensed, bonded and insured',
      'Bilingual crews, weekend installs, military, veteran and senior discounts',
    ],
    cta: 'Schedule My Free Celina Estimate',
  },
  services: {
    headline: 'Wood Fence Styles We Build in Celina',
    list: [
      {
        title: 'Cedar Privacy Fence',
        description:
          'The backyard standard in Light Farms and Carter Ranch: tight-butted cedar pickets on three rails with a kickboard that keeps pets in and the bottom off the soil.',
        image: 'wood-privacy',
        link: woodPage,
        features: ['6 ft or 8 ft heights', 'Western red cedar pickets', 'Galvanized steel post option'],
        priceRange: '$$',
        popular: true,
      },
      {
        title: 'Board-on-Board Cedar',
        description:
          'Overlapping pickets leave no see-through gaps as the cedar dries, a style many Mustang Lakes and Cambridge Crossing homeowners choose for full privacy.',
        image: 'wood-board-on-board',
        link: woodPage,
        features: ['No gaps as boards shrink', 'Top cap and trim options', 'HOA-ready drawings'],
        priceRange: '$$$',
      },
      {
        title: 'Horizontal Cedar Fence',
        description: 'Modern 1x6 horizontal boards that suit the contemporary homes going up in Wells South and Ten Mile Creek.',
        image: 'wood-horizontal',
        link: woodPage,
        features: ['Clean modern lines', 'Center support posts on long spans', 'Matching horizontal gates'],
        priceRange: '$$$',
      },
      {
        title: 'Wood Picket Fence',
        description:
          'Classic 3 ft or 4 ft pickets, natural cedar or painted white, for the older homes around downtown Celina and for front-yard gardens. We pull the front-yard permit for you.',
        image: 'wood-picket',
        link: woodPage,
        features: ['3 ft or 4 ft heights', 'Dog-ear, gothic or flat tops', 'Front-yard permit handled'],
        priceRange: '$$',
      },
      {
        title: 'Custom Wood Gates',
        description: 'Walk gates and double drive gates built on welded steel frames so they stay square when the clay moves under them.',
        image: 'custom-gate',
        link: woodPage,
        features: ['Steel-frame construction', 'Drive gates up to 16 ft', 'Self-closing hinges and latches'],
        priceRange: '$$',
      },
      {
        title: 'Fence Repair & Replacement',
        description:
          'Storm-damaged sections, leaning posts and rotten pickets repaired quickly. When more than 20% of a fence is damaged, we show you why replacing it costs less over time.',
        image: 'fence-repair',
        link: woodPage,
        features: ['Emergency storm repair', 'Post replacement', 'Matched cedar pickets'],
        priceRange: 'Varies',
      },
    ],
  },
  stainingSection: {
    headline: 'Fence Staining & Sealing in Celina',
    intro:
      "Celina's open, newly planted lots give fences little shade, and unsealed cedar turns gray within a year. We restain every 2-3 years in HOA-approved colors; a sealed fence gains 10+ years of life.",
    services: [
      'Semi-transparent and solid stains in HOA-approved colors',
      'Pressure washing and wood brightener before staining',
      'Spray-and-back-brush application on both sides',
      'Sealing new fences once the cedar has cured',
    ],
    benefits: [
      'Adds 10+ years to a cedar fence',
      'Blocks UV graying and moisture rot',
      'Keeps HOA violation letters away',
      'Restaining needed only every 2-3 years',
    ],
  },
  reviews: {
    headline: 'What Celina Neighbors Say',
    examples: [
      {
        quote: 'They had our HOA packet approved before we had even picked a stain color. The board-on-board fence looks incredible.',
        name: 'Jessica M.',
        neighborhood: 'Light Farms',
      },
      {
        quote: 'A spring storm flattened forty feet of our fence on a Sunday. They were out Monday morning and had it rebuilt by Wednesday.',
        name: 'Daniel R.',
        neighborhood: 'Carter Ranch',
      },
      {
        quote: 'Honest pricing, no pressure, and the crew picked up every nail. It is good to hire a Celina company that actually lives here.',
        name: 'Maria G.',
        neighborhood: 'Creeks of Legacy',
      },
    ],
  },
  neighborhoods: [
    'Light Farms',
    'Mustang Lakes',
    'Cambridge Crossing',
    'Carter Ranch',
    'Creeks of Legacy',
    'Lilyana',
    'Wells South',
    'Ten Mile Creek',
    'Bluewood',
    'Sutton Fields',
    'Legacy Hills',
    'Downtown Celina',
  ],
  faqs: [
    {
      question: 'How much does a fence cost in Celina?',
      answer:
        'Standard residential styles in Celina start at about $15-35 per linear foot: roughly $20-25 for wood, $25-30 for vinyl and $30-35 for ornamental iron. Height, gates, board-on-board upgrades and site work move the final number, and most complete cedar projects we build in Celina land between $25 and $45 per linear foot. The on-site estimate is free.',
    },
    {
      question: 'Do I need a permit or HOA approval for a fence in Celina?',
      answer:
        'Most Celina subdivisions, including Light Farms, Mustang Lakes and Cambridge Crossing, require architectural approval before installation, and HOA review usually takes 2-4 weeks. A city permit is generally needed for fences over 6 feet or in front yards. We prepare the drawings and paperwork and submit them for you.',
    },
    {
      question: 'How long does a fence installation take in Celina?',
      answer:
        'Most backyard fences go up in 1-3 days once materials arrive; larger cedar projects take 2-4 days. Because our crews are based in Celina, we can usually start within days of your HOA approval.',
    },
    {
      question: "How do you keep posts from leaning in Celina's clay soil?",
      answer:
        'Celina sits on expansive blackland clay that swells when it is wet and shrinks in summer drought, which loosens shallow posts. We set posts at least 24-30 inches deep in concrete, crown each footing so water runs off, and offer galvanized steel posts that will not rot or twist.',
    },
    {
      question: 'How often should I stain a cedar fence in Celina?',
      answer:
        'Every 2-3 years. West-facing fences on the newer, shade-free lots in Ten Mile Creek and Wells South fade first, so check those before the rest. A regular stain adds 10+ years to a cedar fence.',
    },
    {
      question: 'Are you really a local Celina company?',
      answer: `Yes. We have been family-owned in Celina since ${since} and have built ${claims.fenceCounts.celina} fences here. Being local is why we can offer same-day quotes and respond to every request within 24 hours.`,
    },
  ],
  serviceAreas: ['Prosper', 'Aubrey', 'Gunter', 'Pilot Point', 'Anna', 'McKinney', 'Frisco'],
}

export const celinaPage: CityPage = {
  slug: 'celina',
  city: 'Celina',
  path: cityPath('celina'),
  content,
  hero: cityHero({
    slug: 'celina',
    city: 'Celina',
    content,
    eyebrow: `Celina, TX · Family-owned since ${since}`,
    features: [
      { icon: 'home', title: `Family-owned in Celina since ${since}` },
      { icon: 'shield-check', title: 'Lifetime workmanship warranty' },
      { icon: 'clock', title: 'Same-day Celina quotes' },
      { icon: 'file-check', title: 'HOA approvals handled' },
    ],
    formDescription: 'We are based in Celina, so most quotes happen the same day. Every request gets a response within 24 hours.',
    formFeatures: ['Free on-site measurement', 'Same-day quotes in Celina', 'No-obligation written estimate'],
  }),
  highlights: [
    { value: claims.fenceCounts.celina, label: 'Fences built in Celina' },
    { value: String(since), label: 'Family-owned in Celina since' },
    { value: '10+', label: 'Celina neighborhoods served' },
    { value: '5.0★', label: 'Average rating' },
  ],
  headings: {
    whyChooseUs: 'Why Celina Homeowners Choose Us',
    neighborhoods: 'Celina Neighborhoods We Serve',
    faqs: 'Celina Fence Questions',
  },
  intros: {
    services:
      'Cedar is the look most Celina HOAs ask for. Every style below is built by our own crews; installed prices in Celina typically run $25-45 per linear foot depending on height, style and gates.',
    neighborhoods:
      "We work in 10+ Celina neighborhoods and keep each HOA's fence guidelines on file, so your approval packet goes in right the first time, whether you are in Light Farms, Sutton Fields or a historic lot near the square.",
    faqs: 'Straight answers about prices, permits, HOA approval and soil in Celina.',
  },
  cta: {
    headline: 'Ready for a New Fence in Celina?',
    text: 'Get a free, no-obligation estimate from your Celina neighbors. We measure, walk through your HOA requirements with you and send a written quote the same day.',
    buttons: [
      { kind: 'quote', label: 'Get My Free Quote' },
      { kind: 'call', label: callButtonText },
    ],
  },
}
