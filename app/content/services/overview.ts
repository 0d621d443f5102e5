import { site } from '../../site-config.ts'
import { claims } from '../business-claims.ts'
import { defaultHeroFeatures, heroForm, heroImageFor, type ServicePageContent } from './service-page.ts'

const path = '/services'

/** The services overview (spec section 2): eight service cards, financing, extras, process, closing call. */
export const servicesOverviewPage: ServicePageContent = {
  path,
  head: {
    title: 'Fence Installation & Outdoor Services in North Texas',
    description:
      'Wood, vinyl, chain link and iron fences, gates, repairs, patios and pergolas across Celina, Prosper, Frisco and McKinney. Free quotes within 24 hours.',
    keywords: ['fence company services', 'fence installation North Texas', 'Celina fence contractor', 'gates and pergolas', 'fence repair Prosper'],
  },
  hero: {
    backgroundImage: heroImageFor(path),
    title: 'Fencing & Outdoor Services for North Texas Homes',
    subtitle: `Family-owned in Celina · ${claims.experience.standard} of experience`,
    description:
      'One crew for every fence, gate and backyard project: wood, vinyl, chain link and black iron fences, automatic gates, repairs and staining, patios and pergolas. We pull the permits, handle the HOA and stand behind the work for life.',
    primaryButtonText: 'Get My Free Quote',
    secondaryButtonText: `Call ${site.phone.display}`,
    features: defaultHeroFeatures,
    form: heroForm({
      pageContext: 'Services Page',
      formDescription: `Pick the services you need and we'll send a written quote. ${claims.responsePromise}`,
    }),
  },
  service: {
    name: 'Residential and Commercial Fence Installation',
    serviceType: 'Fence contractor',
    description:
      'Fence, gate, repair, staining, patio and pergola installation for homes and businesses in Celina, Prosper, Frisco, McKinney and nearby North Texas cities.',
  },
  sections: [
    {
      kind: 'cards',
      eyebrow: 'Our Services',
      title: 'Fences, Gates & Outdoor Living',
      intro:
        'Every project starts with a free on-site estimate and a written quote. The dollar signs show the typical price tier so you can compare options before we meet.',
      cards: [
        {
          title: 'Wood Fencing',
          description: 'Western red cedar privacy, board-on-board and horizontal fences, the most requested fence in North Texas neighborhoods.',
          image: 'wood-privacy',
          link: '/services/wood-fencing',
          features: ['Cedar privacy, picket & horizontal styles', 'Heights of 4, 6 and 8 ft', 'Installed in 2-4 days'],
          priceRange: '$$',
          popular: true,
        },
        {
          title: 'Vinyl Fencing',
          description: 'Vinyl and composite privacy, picket and pool fences that never need paint or stain and last 30+ years.',
          image: 'vinyl-privacy',
          link: '/services/vinyl-fencing',
          features: ['Privacy, semi-privacy & picket', 'Will not rot, warp or splinter', 'Matching vinyl gates'],
          priceRange: '$$$',
        },
        {
          title: 'Chain Link Fencing',
          description: 'Galvanized or vinyl-coated chain link for yards, pets, sports courts and commercial lots, from 3 to 12 feet tall.',
          image: 'chain-link',
          link: '/services/chain-link',
          features: ['9-gauge residential, 6-gauge commercial', 'Privacy slats block up to 90%', 'Lasts 20-25 years'],
          priceRange: '$',
        },
        {
          title: 'Fence Repairs & Staining',
          description: 'Storm damage, leaning posts, broken pickets and faded boards repaired and sealed so the fence looks new again.',
          image: 'fence-repair',
          link: '/services/staining-repairs',
          features: ['Emergency storm repair', 'Post and picket replacement', 'Staining adds 10+ years'],
          priceRange: 'Varies',
        },
        {
          title: 'Custom & Automatic Gates',
          description: 'Walk gates, double drive gates and automated swing or sliding gates with keypads, remotes and intercoms.',
          image: 'automatic-gate',
          link: '/services/automatic-gates',
          features: ['Swing & sliding operators', 'Keypad, remote & app control', 'Solar-powered options'],
          priceRange: '$$$',
        },
        {
          title: 'Black Iron Fencing',
          description: 'Ornamental black iron for pools, front yards and estates: open views, powder-coated finish and a 50+ year life.',
          image: 'black-iron',
          link: '/services/black-iron',
          features: ['Pool-code compliant designs', 'Powder-coated steel & iron', 'Matching iron gates'],
          priceRange: '$$$$',
        },
        {
          title: 'Commercial Fencing',
          description: 'Perimeter security, access control and job-site fencing for businesses, HOAs, schools and industrial sites.',
          image: 'commercial-fence',
          link: '/services/commercial-fencing',
          features: ['Security & anti-climb fencing', 'Access control integration', 'Scheduled to your site'],
          priceRange: '$$$',
        },
        {
          title: 'Patios & Pergolas',
          description: 'Cedar pergolas, paver patios and shade structures that turn a backyard into a place you use all year.',
          image: 'patio-pergola',
          link: '/services/patios-pergolas',
          features: ['Cedar & aluminum pergolas', 'Paver and stamped patios', 'Designed with you on site'],
          priceRange: '$$$$',
        },
      ],
    },
    { kind: 'financing' },
    {
      kind: 'extras',
      eyebrow: 'Also From Our Team',
      title: 'Extra Services That Make Projects Easier',
      intro: 'The details that slow a fence project down are part of our job, from the survey to the last coat of stain.',
      extras: [
        {
          title: 'Property Line Surveying',
          description: 'We locate your pins and confirm the line before a single post goes in.',
          icon: 'ruler',
          link: '/services/property-surveying',
        },
        {
          title: 'Permits & HOA Approval',
          description: 'We prepare the drawings and file the paperwork; most HOAs approve in 2-4 weeks.',
          icon: 'file-check',
          link: '/services/permits-hoa',
        },
        {
          title: 'Maintenance Programs',
          description: 'Annual inspections, seasonal care and priority storm response for your fence.',
          icon: 'calendar-check',
          link: '/services/maintenance-programs',
        },
        {
          title: 'Fence Staining & Sealing',
          description: 'Oil-based stains and sealers that protect cedar from Texas sun every 2-3 years.',
          icon: 'paintbrush',
          link: '/services/fence-staining',
        },
        {
          title: 'Custom Gates',
          description: 'Wood, vinyl, iron and double drive gates built to match your fence.',
          icon: 'hammer',
          link: '/services/custom-gates',
        },
        {
          title: 'Decks, Turf & Outdoor Lighting',
          description: 'Finish the yard with a cedar deck, artificial turf or low-voltage lighting.',
          icon: 'sun',
        },
      ],
    },
    {
      kind: 'process',
      eyebrow: 'How It Works',
      title: 'Our Installation Process',
      intro: 'Four steps from the first call to a finished fence, with one project lead answering your questions the whole way.',
      steps: [
        {
          step: 1,
          title: 'Free Consultation',
          description: 'We visit your property, measure the line, talk through styles and budget, and send a written quote within 24 hours.',
          icon: 'message',
        },
        {
          step: 2,
          title: 'Design & Planning',
          description: 'We finalize the layout and materials, confirm property lines, and handle permits and HOA approval for you.',
          icon: 'ruler',
        },
        {
          step: 3,
          title: 'Professional Installation',
          description: 'Our own crew sets posts 24-30 inches deep in concrete and builds most fences in 1-3 days.',
          icon: 'hammer',
        },
        {
          step: 4,
          title: 'Final Inspection',
          description: 'We walk the finished fence with you, clean the site and register your lifetime workmanship warranty.',
          icon: 'badge-check',
        },
      ],
    },
    {
      kind: 'cta',
      cta: {
        headline: 'Ready to Start Your Project?',
        text: `Get a free, no-pressure quote from a family-owned team with ${claims.experience.standard} of experience. ${claims.responsePromise}`,
        buttons: [
          { kind: 'quote', label: 'Get My Free Quote' },
          { kind: 'call', label: `Call ${site.phone.display}` },
        ],
      },
    },
  ],
}
