import { site } from '../../site-config.ts'
import { claims } from '../business-claims.ts'
import { relatedSectionIntro, relatedServices } from './related-services.ts'
import { defaultHeroFeatures, heroForm, heroImageFor, type ServicePageContent } from './service-page.ts'

const path = '/services/commercial-fencing'

export const commercialFencingPage: ServicePageContent = {
  path,
  head: {
    title: 'Commercial Fencing Contractor for North DFW Businesses',
    description:
      'Security, perimeter, ornamental and access-control fencing for businesses, HOAs, schools and job sites in Collin and Denton counties. Licensed and insured.',
    keywords: ['commercial fencing contractor', 'security fence installation', 'HOA fencing', 'industrial fence Texas', 'access control gates'],
  },
  hero: {
    backgroundImage: heroImageFor(path),
    title: 'Commercial Fencing That Protects Your Business',
    subtitle: 'Businesses · HOAs · Industrial · Municipal',
    description:
      'Perimeter security, ornamental frontage, access-control gates and temporary site fencing, installed on your schedule by a licensed, bonded and insured crew.',
    primaryButtonText: 'Request a Commercial Bid',
    secondaryButtonText: `Call ${site.phone.display}`,
    features: defaultHeroFeatures,
    form: heroForm({
      pageContext: 'Commercial Fencing Service',
      formTitle: 'Get Your Free Commercial Quote',
      submitButtonText: 'Request Commercial Quote',
      features: ['Free site assessment', 'Response within 24 hours', 'Certificates of insurance on request'],
    }),
  },
  service: {
    name: 'Commercial Fence Installation',
    serviceType: 'Commercial fencing contractor',
    description: 'Security, perimeter, ornamental, access-control and temporary fencing for commercial, HOA, industrial and municipal properties.',
  },
  sections: [
    {
      kind: 'cards',
      eyebrow: 'Commercial Solutions',
      title: 'Commercial Fencing Services',
      intro: 'From a single dumpster enclosure to miles of perimeter, we plan the work around your operations.',
      cards: [
        {
          title: 'Perimeter Security Fencing',
          description: 'Heavy-gauge chain link and steel fencing that marks and secures your property line.',
          image: 'security-fence',
          features: ['6-gauge chain link', 'Up to 12 ft tall', 'Barbed or razor wire tops'],
          priceRange: '$$$',
          popular: true,
        },
        {
          title: 'Ornamental Steel Fencing',
          description: 'Black ornamental steel for storefronts, offices and amenity centers that want security with style.',
          image: 'black-iron',
          features: ['Powder-coated steel', 'Anti-climb options', 'Lasts 50+ years'],
          priceRange: '$$$$',
        },
        {
          title: 'Access Control Gates',
          description: 'Automated swing, sliding and cantilever gates with keypads, card readers and intercoms.',
          image: 'automatic-gate',
          features: ['Keypad & card readers', 'Intercom and video entry', 'Fire-department access'],
          priceRange: '$$$$',
        },
        {
          title: 'HOA & Community Fencing',
          description: 'Screening walls, entry features and common-area fencing built to community standards.',
          image: 'wood-board-on-board',
          features: ['Cedar, vinyl or iron', 'Board presentations', 'Phased installations'],
          priceRange: '$$$',
        },
        {
          title: 'Industrial Fencing',
          description: 'Fencing for warehouses, equipment yards and utilities, with wide rolling gates for trucks.',
          image: 'security-fence',
          features: ['Cantilever gates for trucks', 'Heavy-wall posts', 'Privacy slats available'],
          priceRange: '$$$',
        },
        {
          title: 'Construction Site Fencing',
          description: 'Temporary panel fencing with privacy screens, delivered fast and moved as your site changes.',
          image: 'chain-link-slats',
          features: ['Delivered within days', 'Screens and signage', 'Flexible rental terms'],
          priceRange: '$',
        },
        {
          title: 'Sports & Recreation Fencing',
          description: 'Backstops, court fencing and park fencing for schools, churches and municipalities.',
          image: 'chain-link-vinyl-coated',
          features: ['Vinyl-coated mesh', 'Backstops & dugouts', 'Windscreens'],
          priceRange: '$$$',
        },
        {
          title: 'Dumpster & Equipment Enclosures',
          description: 'Screening enclosures that meet city code and keep service areas tidy.',
          image: 'vinyl-privacy',
          alt: `Dumpster & Equipment Enclosures (pictured: white vinyl privacy fence) | ${site.businessName}`,
          features: ['Code-compliant screening', 'Heavy-duty gates', 'Vinyl, wood or slatted'],
          priceRange: '$$',
        },
        {
          title: 'Commercial Fence Repair',
          description: 'Fast repair of vehicle damage, storm damage and failing gates to keep your site secure.',
          image: 'fence-repair',
          features: ['Priority scheduling', 'Gate operator service', 'Emergency storm repair'],
          priceRange: 'Varies',
        },
      ],
    },
    {
      kind: 'industries',
      eyebrow: 'Industries We Serve',
      title: 'Trusted by Businesses Across North Texas',
      intro: 'Our commercial crews work wherever a secure, good-looking fence matters.',
      industries: [
        'Retail & shopping centers',
        'Office parks',
        'Warehouses & distribution',
        'Manufacturing plants',
        'Apartment complexes',
        'HOAs & master-planned communities',
        'Schools & universities',
        'Churches',
        'Parks & municipalities',
        'Utilities & substations',
        'Construction sites',
        'Storage facilities',
      ],
    },
    {
      kind: 'advantages',
      eyebrow: 'Why Businesses Choose Us',
      title: 'A Commercial Partner You Can Count On',
      advantages: [
        { title: 'Licensed, Bonded & Insured', description: 'Certificates of insurance provided before we start.', icon: 'shield-check' },
        { title: 'Work Around Your Hours', description: 'Early, weekend and phased schedules to keep you open.', icon: 'clock' },
        { title: 'Permits Handled', description: 'We pull permits and coordinate inspections with the city.', icon: 'file-check' },
        { title: 'One Point of Contact', description: 'A dedicated project lead from bid to final walk.', icon: 'users' },
      ],
    },
    {
      kind: 'faq',
      eyebrow: 'Commercial FAQ',
      title: 'Commercial Fencing Questions',
      faqs: [
        {
          question: 'Do you provide certificates of insurance?',
          answer: 'Yes. We are licensed, bonded and insured, and we provide certificates of insurance and W-9s before work begins.',
        },
        {
          question: 'Can you work around our business hours?',
          answer: 'Yes. We schedule early-morning, weekend and phased installations so customers and deliveries keep moving.',
        },
        {
          question: 'What chain link gauge do you use for commercial fencing?',
          answer: 'Commercial fences use heavy 6-gauge fabric on heavy-wall posts, in heights up to 12 feet, with barbed or razor wire where needed.',
        },
        {
          question: 'Do commercial fences need permits?',
          answer: 'Most do, especially fences over 6 feet or along street frontage. We prepare the drawings, pull the permit and schedule inspections.',
        },
      ],
    },
    { kind: 'related', ...relatedSectionIntro, services: relatedServices('chain-link', 'automatic-gates', 'black-iron') },
    {
      kind: 'cta',
      cta: {
        headline: 'Request a Commercial Fencing Bid',
        text: `Send us your site plan or schedule a walk-through. ${claims.responsePromise}`,
        buttons: [
          { kind: 'quote', label: 'Request a Bid' },
          { kind: 'call', label: `Call ${site.phone.display}` },
        ],
      },
    },
  ],
}
