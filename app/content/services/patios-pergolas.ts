import { site } from '../../site-config.ts'
import { claims } from '../business-claims.ts'
import { relatedSectionIntro, relatedServices } from './related-services.ts'
import { defaultHeroFeatures, heroForm, heroImageFor, type ServicePageContent } from './service-page.ts'

const path = '/services/patios-pergolas'

export const patiosPergolasPage: ServicePageContent = {
  path,
  head: {
    title: 'Patios & Pergolas Built in Celina, Prosper & Frisco',
    description:
      'Cedar and aluminum pergolas, paver and stamped concrete patios, covered patios and outdoor kitchens designed and built by a local, family-owned crew.',
    keywords: ['pergola builder', 'patio installation', 'cedar pergola Celina', 'paver patio Prosper', 'covered patio Frisco'],
  },
  hero: {
    backgroundImage: heroImageFor(path),
    title: 'Patios & Pergolas for Texas Backyard Living',
    subtitle: 'Shade · Space · Style',
    description:
      'Turn a bare backyard into your favorite room. We design and build cedar and aluminum pergolas, paver and concrete patios, and covered outdoor living spaces that hold up to Texas summers.',
    primaryButtonText: 'Get My Free Design Quote',
    secondaryButtonText: `Call ${site.phone.display}`,
    features: defaultHeroFeatures,
    form: heroForm({
      pageContext: 'Patios & Pergolas Service',
      formTitle: 'Get Your Free Patio & Pergola Quote',
      submitButtonText: 'Request Free Design Quote',
      features: ['Free design consultation', 'Response within 24 hours', 'Lifetime workmanship warranty'],
    }),
  },
  service: {
    name: 'Patio and Pergola Construction',
    serviceType: 'Outdoor living construction',
    description: 'Design and construction of pergolas, paver and concrete patios, covered patios, outdoor kitchens and fire features.',
  },
  sections: [
    {
      kind: 'cards',
      eyebrow: 'Outdoor Living',
      title: 'Patio & Pergola Services',
      intro: 'We design with you on site, then build with the same care we put into every fence.',
      cards: [
        {
          title: 'Cedar Pergolas',
          description: 'Freestanding or attached cedar pergolas with rafters and purlins sized for real shade.',
          image: 'patio-pergola',
          features: ['Western red cedar', 'Freestanding or attached', 'Stained to match'],
          priceRange: '$$$',
          popular: true,
        },
        {
          title: 'Aluminum & Louvered Pergolas',
          description: 'Low-maintenance aluminum pergolas, including louvered roofs you can open and close.',
          image: 'patio-pergola',
          alt: `Aluminum & Louvered Pergolas (pictured: pergola over a paver patio with chairs and string lights) | ${site.businessName}`,
          features: ['No staining ever', 'Adjustable louvers', 'Rain and sun control'],
          priceRange: '$$$$',
        },
        {
          title: 'Paver Patios',
          description: 'Interlocking pavers on a compacted base that flexes with clay soil instead of cracking.',
          image: 'patio-pavers',
          features: ['Many colors and patterns', 'Compacted base', 'Easy to repair'],
          priceRange: '$$$',
        },
        {
          title: 'Stamped Concrete Patios',
          description: 'Stone, slate and wood-plank patterns in colored concrete at a lower cost than pavers.',
          image: 'patio-pavers',
          alt: `Stamped Concrete Patios (pictured: stone-pattern patio with chairs around a fire table) | ${site.businessName}`,
          features: ['Stone and wood patterns', 'Integral color', 'Sealed finish'],
          priceRange: '$$',
        },
        {
          title: 'Covered Patios',
          description: 'Solid-roof patio covers tied into your home with fans, lights and gutters.',
          image: 'patio-pergola',
          alt: `Covered Patios (pictured: patio shaded by a cedar pergola with string lights) | ${site.businessName}`,
          features: ['Matches your roofline', 'Fans and lighting', 'Permits handled'],
          priceRange: '$$$$',
        },
        {
          title: 'Outdoor Kitchens',
          description: 'Grill islands, counters and bars built to anchor your patio for entertaining.',
          image: 'patio-lounge',
          alt: `Outdoor Kitchens (pictured: paver patio under a cedar pergola with a sofa, fire table and string lights) | ${site.businessName}`,
          features: ['Stone or stucco islands', 'Granite counters', 'Gas and electric planning'],
          priceRange: '$$$$$',
        },
        {
          title: 'Fire Pits & Fireplaces',
          description: 'Gas or wood fire pits and outdoor fireplaces that extend patio season into winter.',
          image: 'patio-pavers',
          features: ['Gas or wood burning', 'Built-in seating walls', 'Matches your patio'],
          priceRange: '$$$',
        },
        {
          title: 'Decks',
          description: 'Cedar and composite decks for sloped yards, pool sides and raised living spaces.',
          image: 'project-2',
          alt: `Decks (pictured: stone pool deck inside a black iron pool fence) | ${site.businessName}`,
          features: ['Cedar or composite', 'Built-in benches', 'Railings and stairs'],
          priceRange: '$$$',
        },
        {
          title: 'Privacy Screens & Lighting',
          description: 'Cedar privacy walls and low-voltage lighting that make a patio usable and private at night.',
          image: 'project-1',
          features: ['Horizontal cedar screens', 'Low-voltage LED lighting', 'Timers and smart controls'],
          priceRange: '$$',
        },
      ],
    },
    {
      kind: 'process',
      eyebrow: 'Our Process',
      title: 'From Sketch to Backyard Retreat',
      steps: [
        { step: 1, title: 'Design Consultation', description: 'We measure your space and sketch options for size, shade and budget.', icon: 'message' },
        { step: 2, title: 'Plans & Permits', description: 'We finalize drawings, submit to your HOA and pull city permits.', icon: 'file-check' },
        { step: 3, title: 'Construction', description: 'Our crew builds the footings, structure and surfaces, keeping the site clean daily.', icon: 'hammer' },
        { step: 4, title: 'Final Walkthrough', description: 'We review every detail with you and explain care and warranty.', icon: 'badge-check' },
      ],
    },
    {
      kind: 'reviews',
      eyebrow: 'Customer Reviews',
      title: 'Backyards Our Customers Love',
      testimonials: [
        {
          name: 'Michelle B.',
          location: 'Prosper, TX',
          rating: 5,
          date: '1 month ago',
          project: 'Cedar pergola and paver patio',
          text: 'We use the backyard every evening now. The pergola is solid, the pavers are perfectly level, and the crew was a pleasure to have around.',
          verified: true,
        },
        {
          name: 'James K.',
          location: 'Celina, TX',
          rating: 5,
          date: '2 months ago',
          project: 'Covered patio with fans',
          text: 'They matched our roofline exactly and handled the permit and HOA. It looks like it was built with the house.',
          verified: true,
        },
        {
          name: 'Angela F.',
          location: 'Frisco, TX',
          rating: 5,
          date: '4 months ago',
          project: 'Fire pit and seating wall',
          text: 'Great design ideas and honest pricing. The fire pit area is now the favorite spot for our family and friends.',
          verified: false,
        },
      ],
    },
    {
      kind: 'faq',
      eyebrow: 'Outdoor Living FAQ',
      title: 'Patio & Pergola Questions',
      faqs: [
        {
          question: 'Do I need a permit for a pergola or covered patio?',
          answer:
            'Most covered patios and many attached pergolas need a city permit, and most HOAs require approval (usually 2-4 weeks). We prepare and file both.',
        },
        {
          question: 'Cedar or aluminum pergola?',
          answer:
            'Cedar offers natural warmth and can be stained every 2-3 years. Aluminum needs no finishing and suits modern homes. We show you both on site.',
        },
        {
          question: 'Pavers or stamped concrete?',
          answer:
            'Pavers flex with clay soil and can be lifted and reset, while stamped concrete costs less up front. We help you weigh looks, budget and upkeep.',
        },
      ],
    },
    { kind: 'related', ...relatedSectionIntro, services: relatedServices('wood', 'staining-repairs', 'black-iron') },
    {
      kind: 'cta',
      cta: {
        headline: 'Start Planning Your Outdoor Space',
        text: `Book a free design consultation with a team that has built across North Texas for ${claims.experience.standard}.`,
        buttons: [
          { kind: 'quote', label: 'Get My Free Quote' },
          { kind: 'link', label: 'Contact Us', to: '/contact' },
        ],
      },
    },
  ],
}
