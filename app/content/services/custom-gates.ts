import { site } from '../../site-config.ts'
import { claims } from '../business-claims.ts'
import { relatedSectionIntro, relatedServices } from './related-services.ts'
import { defaultHeroFeatures, heroForm, heroImageFor, type ServicePageContent } from './service-page.ts'

const path = '/services/custom-gates'

export const customGatesPage: ServicePageContent = {
  path,
  head: {
    title: 'Custom Gate Builders for Wood, Vinyl & Iron Gates',
    description:
      'Custom wood, vinyl, iron, chain link, double drive and security gates built to match your fence, on steel frames that will not sag. Free on-site quotes.',
    keywords: ['custom gates', 'wood gate builder', 'double drive gate', 'iron gate Celina', 'gate repair Prosper'],
  },
  hero: {
    backgroundImage: heroImageFor(path),
    title: 'Custom Gates Built to Match Your Fence',
    subtitle: 'Walk gates · Drive gates · Security gates',
    description:
      'A gate gets used every day, so we build it stronger than the fence: steel-framed wood gates, reinforced vinyl, welded iron and heavy-duty hardware, hung on posts set deep in concrete.',
    primaryButtonText: 'Get My Free Gate Quote',
    secondaryButtonText: `Call ${site.phone.display}`,
    features: defaultHeroFeatures,
    form: heroForm({
      pageContext: 'Custom Gates Service',
      formTitle: 'Get Your Free Custom Gate Quote',
      submitButtonText: 'Request Free Gate Quote',
    }),
  },
  service: {
    name: 'Custom Gate Fabrication and Installation',
    serviceType: 'Gate installation',
    description: 'Custom wood, vinyl, iron, chain link, double drive and security gates designed to match the fence and built not to sag.',
  },
  sections: [
    {
      kind: 'cards',
      eyebrow: 'Gate Styles',
      title: 'Custom Gate Options',
      intro: 'Every gate is measured, built and hung by our crew, with hardware chosen for how you will use it.',
      cards: [
        {
          title: 'Custom Wood Gates',
          description: 'Cedar gates on welded steel frames, so they look like wood and swing like new for years.',
          image: 'custom-gate',
          features: ['Steel frame, no sag', 'Arched or flat tops', 'Stained to match'],
          priceRange: '$$',
          popular: true,
        },
        {
          title: 'Vinyl Gates',
          description: 'Vinyl walk and drive gates with aluminum-reinforced frames and self-closing hinges.',
          image: 'vinyl-gate',
          features: ['Aluminum-reinforced', 'Self-closing hinges', 'Matches vinyl fence'],
          priceRange: '$$',
        },
        {
          title: 'Ornamental Iron Gates',
          description: 'Welded iron walk and driveway gates with finials, scrolls and arches, ready for automation.',
          image: 'iron-gate',
          features: ['Welded construction', 'Decorative details', 'Operator-ready'],
          priceRange: '$$$',
        },
        {
          title: 'Chain Link Gates',
          description: 'Galvanized or vinyl-coated walk and drive gates for yards, dog runs and job sites.',
          image: 'commercial-slide-gate',
          features: ['Galvanized or coated', 'Drop rods and latches', 'Budget friendly'],
          priceRange: '$',
        },
        {
          title: 'Double Drive Gates',
          description: 'Two-leaf gates for driveways, RV and boat access, and backyard equipment entry.',
          image: 'double-gate',
          features: ['Openings for trailers and RVs', 'Cane bolts and center stops', 'Wood, vinyl or iron'],
          priceRange: '$$$',
        },
        {
          title: 'Security Gates',
          description: 'Heavy-duty gates with keyed locks, anti-lift hinges and access-control hardware.',
          image: 'commercial-slide-gate',
          features: ['Keyed & coded locks', 'Anti-lift hinges', 'Access control ready'],
          priceRange: '$$$',
        },
      ],
    },
    {
      kind: 'advantages',
      eyebrow: 'Built Better',
      title: 'Gates That Close Right Every Time',
      advantages: [
        { title: 'No-Sag Frames', description: 'Steel frames and diagonal bracing keep gates square for years.', icon: 'hammer' },
        { title: 'Deep-Set Gate Posts', description: 'Gate posts go deeper than the 24-30 inch minimum for line posts.', icon: 'shield' },
        { title: 'Quality Hardware', description: 'Heavy hinges, lockable latches and self-closing options.', icon: 'badge-check' },
        { title: 'Ready to Automate', description: 'Add an operator now or later without rebuilding the gate.', icon: 'zap' },
      ],
    },
    {
      kind: 'faq',
      eyebrow: 'Gate FAQ',
      title: 'Custom Gate Questions',
      faqs: [
        {
          question: 'Why do wood gates sag, and how do you prevent it?',
          answer:
            'Wood gates sag when the frame racks and the post leans. We build on welded steel frames and set gate posts deeper in concrete, so the gate stays square.',
        },
        {
          question: 'How wide can a gate be?',
          answer: 'Single swing driveway gates go up to 16 feet. Wider openings use a double drive gate or a sliding gate.',
        },
        {
          question: 'Can you add a gate to my existing fence?',
          answer: 'Yes. We cut in a new opening, set new gate posts and build a gate that matches your existing fence.',
        },
      ],
    },
    { kind: 'related', ...relatedSectionIntro, services: relatedServices('automatic-gates', 'wood', 'black-iron') },
    {
      kind: 'cta',
      cta: {
        headline: 'Design Your Custom Gate',
        text: `Tell us about the opening and how you use it. ${claims.responsePromise}`,
        buttons: [
          { kind: 'quote', label: 'Get My Free Quote' },
          { kind: 'call', label: `Call ${site.phone.display}` },
        ],
      },
    },
  ],
}
