import { claims } from './business-claims.ts'
import type { CallToAction, HeroConfig, PageHead, QuoteFormConfig, ServiceCard, Testimonial } from './types.ts'
import type { ImageName } from './images.ts'

export const homeHead: PageHead = {
  title: 'Fence Company in Celina, TX | Wood, Vinyl & Iron Fences',
  description:
    'Family-owned fence contractor in Celina, TX. Cedar, vinyl, iron and chain link fences and gates for north DFW. Free quotes within 24 hours, lifetime warranty.',
  keywords: [
    'fence company Celina TX',
    'fence installation',
    'cedar fence',
    'vinyl fence',
    'iron fence',
    'automatic gates',
    'Prosper fence',
    'Frisco fence',
    'McKinney fence',
  ],
}

export const homeHero: HeroConfig = {
  backgroundImage: 'hero-fence',
  subtitle: `Family-owned in Celina since ${claims.founded.standard}`,
  title: 'North Texas Fences Built to Last a Lifetime',
  description:
    'Cedar, vinyl, iron and chain link fences and custom gates for homes across Celina, Prosper, Frisco and McKinney. Free on-site estimates and a quote within 24 hours.',
  primaryButtonText: 'Get My Free Quote',
  secondaryButtonText: 'Call Now',
  features: [
    { icon: 'shield-check', title: 'Lifetime warranty' },
    { icon: 'badge-check', title: 'Licensed & insured' },
    { icon: 'clock', title: 'Quotes in 24 hours' },
    { icon: 'file-check', title: 'HOA & permits handled' },
  ],
  form: {
    formTitle: 'Get Your Free Fence Quote',
    formDescription: 'Tell us about your project. We reply within 24 hours, usually the same day.',
    submitButtonText: 'Get My Free Quote',
    pageContext: 'Home Page',
    formType: 'Hero Contact Form',
    ratingText: claims.rating.displayed.text,
    features: ['Free on-site estimate', 'No obligation', 'Response within 24 hours'],
  },
}

const serviceCard = (card: Omit<ServiceCard, 'features'> & { features: string[] }): ServiceCard => card

export const homeServiceCards: ServiceCard[] = [
  serviceCard({
    title: 'Wood Fencing',
    description: 'Western red cedar privacy, picket and horizontal fences built on steel or cedar posts.',
    image: 'wood-privacy',
    link: '/services/wood-fencing',
    features: ['6 and 8 ft privacy', 'Board-on-board and horizontal', 'Stain and seal options'],
    priceRange: '$$',
    popular: true,
  }),
  serviceCard({
    title: 'Vinyl Fencing',
    description: 'Low-maintenance vinyl and composite fences that never need paint or stain.',
    image: 'vinyl-privacy',
    link: '/services/vinyl-fencing',
    features: ['30+ year lifespan', 'Privacy and picket styles', 'Pool-code options'],
    priceRange: '$$$',
  }),
  serviceCard({
    title: 'Chain Link Fencing',
    description: 'Galvanized or vinyl-coated chain link for yards, pets, pools and job sites.',
    image: 'chain-link',
    link: '/services/chain-link',
    features: ['9-gauge residential', 'Privacy slats', 'Heights 3-12 ft'],
    priceRange: '$',
  }),
  serviceCard({
    title: 'Black Iron Fencing',
    description: 'Ornamental iron that frames your home and lasts 50+ years.',
    image: 'black-iron',
    link: '/services/black-iron',
    features: ['Powder-coated steel', 'Pool and estate fencing', 'Matching gates'],
    priceRange: '$$$$',
  }),
  serviceCard({
    title: 'Automatic Gates',
    description: 'Swing and sliding driveway gates with keypads, remotes and intercoms.',
    image: 'automatic-gate',
    link: '/services/automatic-gates',
    features: ['Driveway gates up to 16 ft', 'Solar and hard-wired', 'Access control'],
    priceRange: '$$$',
  }),
  serviceCard({
    title: 'Staining & Repairs',
    description: 'Storm repairs, post replacement and professional stain that adds years to cedar.',
    image: 'fence-staining',
    link: '/services/staining-repairs',
    features: ['Emergency storm repair', 'Post and picket replacement', 'Stain every 2-3 years'],
    priceRange: 'Varies',
  }),
  serviceCard({
    title: 'Commercial Fencing',
    description: 'Security, perimeter and access-controlled fencing for businesses and HOAs.',
    image: 'commercial-fence',
    link: '/services/commercial-fencing',
    features: ['6-gauge chain link', 'Barbed and razor wire tops', 'Gate operators'],
    priceRange: '$$$',
  }),
  serviceCard({
    title: 'Patios & Pergolas',
    description: 'Cedar pergolas and paver patios that turn a backyard into an outdoor room.',
    image: 'patio-pergola',
    link: '/services/patios-pergolas',
    features: ['Custom cedar pergolas', 'Paver and concrete patios', 'Designed with your fence'],
    priceRange: '$$$$',
  }),
]

export interface BeforeAfterPair {
  title: string
  location: string
  description: string
  before: ImageName
  after: ImageName
}

export const beforeAfter: { headline: string; intro: string; pairs: BeforeAfterPair[] } = {
  headline: 'Before & After',
  intro: 'Storm-worn and leaning fences turned into straight, solid cedar that adds curb appeal and privacy.',
  pairs: [
    {
      title: 'Storm-damaged fence replaced',
      location: 'Celina',
      description: 'A 15-year-old pine fence that leaned after a spring storm, replaced with 6 ft cedar on steel posts set 30 inches deep.',
      before: 'before-1',
      after: 'after-1',
    },
    {
      title: 'Sagging chain link replaced',
      location: 'Prosper',
      description: 'A rusted, leaning chain link fence replaced with a modern horizontal cedar fence on black steel posts.',
      before: 'before-2',
      after: 'after-2',
    },
  ],
}

export const homeCallToAction: CallToAction = {
  headline: 'Ready for a Fence You Will Be Proud Of?',
  text: `Call now for a free on-site estimate, or send your project details. ${claims.responsePromise}`,
  buttons: [
    { kind: 'call', label: 'Call for a Free Estimate' },
    { kind: 'link', label: 'Contact Us', to: '/contact' },
  ],
}

export const homeReviews: Testimonial[] = [
  {
    name: 'Megan R.',
    location: 'Celina',
    rating: 5,
    date: '2 weeks ago',
    project: '6 ft cedar privacy fence',
    text: 'They measured, quoted and had our new cedar fence up in two days. The crew cleaned up every nail and the gate latches perfectly.',
    verified: true,
  },
  {
    name: 'Carlos D.',
    location: 'Prosper',
    rating: 5,
    date: '1 month ago',
    project: 'Fence and HOA approval',
    text: 'They handled our Windsong Ranch HOA paperwork for us and it was approved the first time. Great communication the whole way.',
    verified: true,
  },
  {
    name: 'Linda and Tom H.',
    location: 'McKinney',
    rating: 5,
    date: '2 months ago',
    project: 'Automatic driveway gate',
    text: 'Our sliding gate with keypad works flawlessly. Fair price, on schedule, and they showed us how everything works.',
    verified: true,
  },
]

export const whyChooseUs = {
  headline: 'Why North Texas Homeowners Choose Us',
  intro: `A family-owned crew with ${claims.experience.standard} of building fences on North Texas clay, where posts need depth and concrete done right.`,
  points: [
    `${claims.warranty} on every install`,
    'Licensed, bonded and insured',
    'Posts set 24-30 inches deep in concrete',
    'HOA approvals and city permits handled for you',
    'Bilingual staff: se habla español',
    'Weekend installs and emergency storm repair',
    'Military, veteran and senior discounts',
    'Written quotes within 24 hours, no pressure',
  ],
}

export const homeContactForm: QuoteFormConfig = {
  formTitle: 'Request Your Free Quote',
  formDescription: 'Share a few details and we will call or text you within 24 hours.',
  submitButtonText: 'Send My Quote Request',
  pageContext: 'Home Page Contact Section',
  formType: 'Contact Form',
  ratingText: claims.rating.displayed.text,
  features: ['Free estimate', 'Lifetime workmanship warranty'],
}
