import { site } from '../../site-config.ts'
import { claims } from '../business-claims.ts'
import { relatedSectionIntro, relatedServices } from './related-services.ts'
import { defaultHeroFeatures, heroForm, heroImageFor, type ServicePageContent } from './service-page.ts'

const path = '/services/vinyl-fencing'

export const vinylFencingPage: ServicePageContent = {
  path,
  head: {
    title: 'Vinyl Fence Installation in Celina, Prosper & Frisco',
    description:
      'Vinyl privacy, picket, ranch rail and pool fences that never need paint and last 30+ years. Licensed, insured, lifetime workmanship warranty. Free quotes.',
    keywords: ['vinyl fence installation', 'vinyl privacy fence Texas', 'vinyl pool fence', 'composite fence Celina', 'vinyl fence Frisco'],
  },
  hero: {
    backgroundImage: heroImageFor(path),
    title: 'Vinyl Fencing That Stays Beautiful for Decades',
    subtitle: 'Zero paint. Zero rot. 30+ years.',
    description:
      'Premium vinyl and composite fences in white, tan and wood-grain colors. They will not rot, warp, splinter or fade in Texas sun, and a hose rinse is all the maintenance they need.',
    primaryButtonText: 'Get My Free Vinyl Quote',
    secondaryButtonText: `Call ${site.phone.display}`,
    features: defaultHeroFeatures,
    form: heroForm({
      pageContext: 'Vinyl Fencing Service',
      formTitle: 'Get Your Free Vinyl Fence Quote',
      submitButtonText: 'Request Free Vinyl Fence Quote',
    }),
  },
  service: {
    name: 'Vinyl Fence Installation',
    serviceType: 'Fence installation',
    description: 'Vinyl privacy, semi-privacy, picket, ranch rail, pool and commercial fence installation in North Texas.',
  },
  sections: [
    {
      kind: 'cards',
      eyebrow: 'Vinyl Styles',
      title: 'Vinyl Fence Options',
      intro: 'Nine ways to use vinyl, from full-privacy backyards to pool enclosures and horse pastures. All come with matching gates.',
      cards: [
        {
          title: 'White Vinyl Privacy Fence',
          description: 'Solid tongue-and-groove panels that block every view, the crisp white fence HOAs love.',
          image: 'vinyl-privacy',
          features: ['6 or 8 ft tall', 'No gaps between panels', 'Wind-rated posts'],
          priceRange: '$$$',
          popular: true,
        },
        {
          title: 'Semi-Privacy Vinyl Fence',
          description: 'Alternating boards let air and light through while still screening most of the view.',
          image: 'vinyl-semi-privacy',
          features: ['Airflow in Texas heat', 'Softer look than solid panels', 'Great for side yards'],
          priceRange: '$$$',
        },
        {
          title: 'Colored & Wood-Grain Vinyl',
          description: 'Tan, clay, gray and textured wood-grain vinyl that looks like cedar without the upkeep.',
          image: 'vinyl-privacy',
          alt: `Colored & Wood-Grain Vinyl (pictured: white vinyl privacy fence) | ${site.businessName}`,
          features: ['Fade-resistant color', 'Realistic wood texture', 'Matches brick and stone'],
          priceRange: '$$$$',
        },
        {
          title: 'Vinyl Picket Fence',
          description: 'The classic front-yard picket fence in vinyl, for curb appeal that never needs painting.',
          image: 'vinyl-picket',
          features: ['3 or 4 ft tall', 'Pointed or flat pickets', 'Front-yard permit help'],
          priceRange: '$$',
        },
        {
          title: 'Vinyl Ranch Rail',
          description: 'Two, three or four-rail vinyl fencing for pastures, acreage and long property lines.',
          image: 'vinyl-ranch-rail',
          features: ['Safe for horses', 'Covers acreage affordably', 'No splinters or paint'],
          priceRange: '$$',
        },
        {
          title: 'Lattice Top Vinyl Fence',
          description: 'A privacy fence topped with decorative lattice for a garden look and a little extra height.',
          image: 'vinyl-lattice-top',
          features: ['Privacy with a decorative top', 'Climbing-plant friendly', 'Matching lattice gates'],
          priceRange: '$$$',
        },
        {
          title: 'Commercial Vinyl Fencing',
          description: 'Heavy-duty vinyl for HOA entries, apartment complexes, dumpster enclosures and storefronts.',
          image: 'vinyl-privacy',
          alt: `Commercial Vinyl Fencing (pictured: white vinyl privacy fence) | ${site.businessName}`,
          features: ['Reinforced rails and posts', 'Low lifetime cost', 'Scheduled around your business'],
          priceRange: '$$$',
        },
        {
          title: 'Vinyl Gates',
          description: 'Single walk gates and double drive gates with aluminum-reinforced frames that will not sag.',
          image: 'vinyl-gate',
          features: ['Steel or aluminum frames', 'Self-closing hinges', 'Keyed and latching hardware'],
          priceRange: '$$',
        },
        {
          title: 'Vinyl Pool Fence',
          description: 'Pool enclosures with self-closing, self-latching gates built to meet local pool barrier codes.',
          image: 'vinyl-pool',
          features: ['Code-compliant heights', 'Self-latching gates', 'Chlorine and water resistant'],
          priceRange: '$$$',
        },
      ],
    },
    {
      kind: 'advantages',
      eyebrow: 'Why Vinyl',
      title: 'Why Choose a Vinyl Fence',
      advantages: [
        { title: 'Lasts 30+ Years', description: 'Vinyl will not rot, rust or attract termites, so it outlives most other fences.', icon: 'shield' },
        { title: 'Almost No Upkeep', description: 'No staining or painting; rinse it with a hose once or twice a year.', icon: 'sparkles' },
        { title: 'Handles Texas Weather', description: 'UV-stabilized vinyl resists fading, and our posts are set 24-30 inches deep for wind.', icon: 'sun' },
        { title: 'Clean, Uniform Look', description: 'Straight lines and consistent color that meet strict HOA standards.', icon: 'home' },
      ],
    },
    {
      kind: 'faq',
      eyebrow: 'Vinyl Fence FAQ',
      title: 'Vinyl Fencing Questions',
      faqs: [
        {
          question: 'How much does a vinyl fence cost?',
          answer:
            'Vinyl fencing usually runs $30-$60 per linear foot installed, depending on style, height and color. Privacy and wood-grain styles cost more than picket or ranch rail. We give you an exact written quote after a free on-site visit.',
        },
        {
          question: 'How long does a vinyl fence last?',
          answer: 'A quality vinyl fence lasts 30+ years. It does not rot, rust, peel or attract insects, and it never needs paint or stain.',
        },
        {
          question: 'Will vinyl hold up to Texas wind and heat?',
          answer:
            'Yes. We use UV-stabilized vinyl with reinforced rails and set posts 24-30 inches deep in concrete. Most vinyl fences are installed in 1-3 days.',
        },
        {
          question: 'Do I need HOA approval for a vinyl fence?',
          answer: 'Most HOAs in our area require it. We prepare the submittal with drawings and product sheets; approval typically takes 2-4 weeks.',
        },
      ],
    },
    {
      kind: 'reviews',
      eyebrow: 'Customer Reviews',
      title: 'Vinyl Fence Reviews',
      testimonials: [
        {
          name: 'Karen T.',
          location: 'Frisco, TX',
          rating: 5,
          date: '2 weeks ago',
          project: 'White vinyl privacy fence',
          text: 'Our old wood fence was falling down. The new vinyl fence went up in two days and looks perfect. No more staining every few years!',
          verified: true,
        },
        {
          name: 'Steve and Anna P.',
          location: 'Prosper, TX',
          rating: 5,
          date: '1 month ago',
          project: 'Vinyl pool fence',
          text: 'They knew the pool code, installed self-latching gates and passed inspection the first time. Professional from start to finish.',
          verified: true,
        },
        {
          name: 'Luis G.',
          location: 'Celina, TX',
          rating: 5,
          date: '3 months ago',
          project: 'Vinyl ranch rail',
          text: 'Four hundred feet of ranch rail across our acreage, dead straight. Fair price and the crew was respectful of our horses.',
          verified: false,
        },
      ],
    },
    { kind: 'related', ...relatedSectionIntro, services: relatedServices('automatic-gates', 'wood', 'black-iron') },
    {
      kind: 'cta',
      cta: {
        headline: 'Ready for a Fence You Never Have to Paint?',
        text: `Schedule your free vinyl fence estimate. ${claims.responsePromise}`,
        buttons: [
          { kind: 'quote', label: 'Get My Free Quote' },
          { kind: 'link', label: 'Contact Us', to: '/contact' },
        ],
      },
    },
  ],
}
