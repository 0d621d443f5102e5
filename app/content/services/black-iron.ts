import { site } from '../../site-config.ts'
import { claims } from '../business-claims.ts'
import { relatedSectionIntro, relatedServices } from './related-services.ts'
import { anna, coreServiceAreas } from './service-areas.ts'
import { defaultHeroFeatures, heroForm, heroImageFor, type ServicePageContent } from './service-page.ts'

const path = '/services/black-iron'

export const blackIronPage: ServicePageContent = {
  path,
  head: {
    title: 'Black Iron & Ornamental Fence Installation in Texas',
    description:
      'Ornamental black iron fences and gates for pools, front yards and estates in Celina, Prosper, Frisco, McKinney and Anna. Built to last 50+ years.',
    keywords: ['black iron fence', 'wrought iron fence Celina', 'ornamental iron fence Prosper', 'iron pool fence', 'iron gates North Texas'],
  },
  hero: {
    backgroundImage: heroImageFor(path),
    title: 'Black Iron Fencing with Timeless Curb Appeal',
    subtitle: 'Ornamental iron · Built for 50+ years',
    description:
      'Powder-coated ornamental iron and steel fences that secure your yard without hiding it. Ideal for pools, front yards, estates and HOA common areas, with matching walk and drive gates.',
    primaryButtonText: 'Get My Free Iron Fence Quote',
    secondaryButtonText: `Call ${site.phone.display}`,
    features: defaultHeroFeatures,
    form: heroForm({
      pageContext: 'Black Iron Fencing Service',
      formTitle: 'Get Your Free Iron Fence Quote',
      submitButtonText: 'Request Free Iron Fence Quote',
    }),
  },
  service: {
    name: 'Black Iron Fence Installation',
    serviceType: 'Fence installation',
    description: 'Ornamental black iron and steel fence and gate installation, repair and refinishing in North Texas.',
  },
  sections: [
    {
      kind: 'cards',
      eyebrow: 'Iron Fence Options',
      title: 'Ornamental Iron Fences & Gates',
      intro: 'Every iron fence is powder-coated for rust resistance and set on posts anchored 24-30 inches deep in concrete.',
      cards: [
        {
          title: 'Residential Iron Fence',
          description: 'Classic flat-top or spear-top black iron that secures the yard while keeping the view open.',
          image: 'black-iron',
          features: ['4, 5 and 6 ft heights', 'Flat or spear tops', 'Powder-coated finish'],
          priceRange: '$$$',
          popular: true,
        },
        {
          title: 'Iron Pool Fence',
          description: 'Pool barriers with narrow picket spacing and self-closing, self-latching gates built to code.',
          image: 'project-2',
          features: ['Meets pool barrier codes', 'Self-latching gates', 'Keeps the pool in view'],
          priceRange: '$$$',
        },
        {
          title: 'Iron Driveway Gates',
          description: 'Single swing gates up to 16 ft wide, or double and sliding gates, ready for automation.',
          image: 'iron-drive-gate',
          features: ['Single gates up to 16 ft', 'Double & sliding designs', 'Operator-ready frames'],
          priceRange: '$$$$',
        },
        {
          title: 'Iron Walk Gates',
          description: 'Pedestrian gates with heavy-duty hinges, latches and optional keyed locks.',
          image: 'iron-gate',
          features: ['Matches your fence', 'Lockable latches', 'Arched or flat tops'],
          priceRange: '$$',
        },
        {
          title: 'Decorative & Estate Iron',
          description: 'Finials, rings, scrolls and arched sections for entries that make a first impression.',
          image: 'black-iron',
          features: ['Custom finials and scrolls', 'Arched and staggered tops', 'Designed with you'],
          priceRange: '$$$$',
        },
        {
          title: 'Iron & Masonry Combinations',
          description: 'Iron panels between brick or stone columns for a grand, finished look at the street.',
          image: 'iron-drive-gate',
          features: ['Brick or stone columns', 'Lighted column caps', 'Matches your home'],
          priceRange: '$$$$$',
        },
        {
          title: 'Commercial Ornamental Iron',
          description: 'Heavy-gauge ornamental steel for HOA entries, amenity centers, apartments and storefronts.',
          image: 'commercial-fence',
          features: ['Heavy-gauge steel', 'Anti-climb designs', 'Access control ready'],
          priceRange: '$$$$',
        },
        {
          title: 'Iron Fence Repair',
          description: 'Bent pickets, broken welds and leaning posts straightened, welded and reset on site.',
          image: 'black-iron',
          features: ['On-site welding', 'Post resetting', 'Gate hinge and latch repair'],
          priceRange: 'Varies',
        },
        {
          title: 'Iron Fence Refinishing',
          description: 'Rust removed, primed and repainted so an older iron fence looks new again.',
          image: 'black-iron',
          features: ['Rust treatment', 'Rust-inhibiting primer', 'Satin black topcoat'],
          priceRange: '$$',
        },
      ],
    },
    {
      kind: 'advantages',
      eyebrow: 'Why Iron',
      title: 'Why Black Iron Is Worth It',
      advantages: [
        { title: 'Lasts 50+ Years', description: 'Iron is the longest-lasting fence we build, with a fresh coat now and then.', icon: 'award' },
        { title: 'Security Without Walls', description: 'Strong pickets keep people out while you keep your view.', icon: 'shield-check' },
        { title: 'Adds Home Value', description: 'Ornamental iron lifts curb appeal and suits every architectural style.', icon: 'home' },
        { title: 'Pool-Safe Designs', description: 'Picket spacing and gate hardware built to pool barrier codes.', icon: 'badge-check' },
      ],
    },
    {
      kind: 'areas',
      eyebrow: 'Service Areas',
      title: 'Iron Fencing Near You',
      intro: 'We install ornamental iron across Collin and Denton counties, including Anna.',
      areas: [...coreServiceAreas, anna],
    },
    {
      kind: 'faq',
      eyebrow: 'Iron Fence FAQ',
      title: 'Black Iron Fencing Questions',
      faqs: [
        {
          question: 'How long does an iron fence last?',
          answer: 'A powder-coated iron fence lasts 50+ years. Touching up scratches and repainting every several years keeps rust away.',
        },
        {
          question: 'Can an iron driveway gate be automated?',
          answer:
            'Yes. We build operator-ready frames and install swing or sliding gate operators. Single swing driveway gates go up to 16 feet wide; automated gate projects typically run $3,000-$8,000.',
        },
        {
          question: 'Is black iron fencing allowed around pools?',
          answer:
            'Yes, when picket spacing, height and gate hardware meet the pool barrier code. We build to code and install self-closing, self-latching gates.',
        },
        {
          question: 'How long does installation take?',
          answer: 'Most residential iron fences are installed in 1-3 days after the panels are fabricated and any HOA approval (usually 2-4 weeks) is in hand.',
        },
      ],
    },
    { kind: 'related', ...relatedSectionIntro, services: relatedServices('automatic-gates', 'custom-gates', 'commercial') },
    {
      kind: 'cta',
      cta: {
        headline: 'Add Lasting Elegance to Your Property',
        text: `Schedule a free iron fence consultation with a team that has served North Texas for ${claims.experience.standard}.`,
        buttons: [
          { kind: 'quote', label: 'Get My Free Quote' },
          { kind: 'link', label: 'Contact Us', to: '/contact' },
        ],
      },
    },
  ],
}
