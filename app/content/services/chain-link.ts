import { site } from '../../site-config.ts'
import { claims } from '../business-claims.ts'
import { relatedSectionIntro, relatedServices } from './related-services.ts'
import { defaultHeroFeatures, heroForm, heroImageFor, type ServicePageContent } from './service-page.ts'

const path = '/services/chain-link'

export const chainLinkPage: ServicePageContent = {
  path,
  head: {
    title: 'Chain Link Fence Installation & Repair | North Texas',
    description:
      'Galvanized and vinyl-coated chain link fences from 3 to 12 ft, privacy slats, security and athletic fencing. 9-gauge residential, 6-gauge commercial.',
    keywords: ['chain link fence installation', 'vinyl coated chain link', 'chain link privacy slats', 'security fence Texas', 'chain link repair Celina'],
  },
  hero: {
    backgroundImage: heroImageFor(path),
    title: 'Chain Link Fencing: Strong, Secure & Affordable',
    subtitle: 'Residential · Commercial · Athletic',
    description:
      'The most cost-effective way to enclose a yard, a dog run or a commercial lot. Galvanized or black vinyl-coated, 3 to 12 feet tall, with gates, privacy slats and security options.',
    primaryButtonText: 'Get My Free Chain Link Quote',
    secondaryButtonText: `Call ${site.phone.display}`,
    features: defaultHeroFeatures,
    form: heroForm({
      pageContext: 'Chain Link Fencing Service',
      formTitle: 'Get Your Free Chain Link Quote',
      submitButtonText: 'Request Free Chain Link Quote',
    }),
  },
  service: {
    name: 'Chain Link Fence Installation',
    serviceType: 'Fence installation',
    description: 'Galvanized, vinyl-coated, security, athletic and temporary chain link fence installation and repair in North Texas.',
  },
  sections: [
    {
      kind: 'cards',
      eyebrow: 'Chain Link Options',
      title: 'Chain Link Fence Services',
      intro: 'We use 9-gauge wire for homes and heavy 6-gauge wire for commercial work, on schedule 40 posts set in concrete.',
      cards: [
        {
          title: 'Galvanized Chain Link',
          description: 'The classic silver fence: zinc-coated steel that resists rust and keeps kids and pets safely in the yard.',
          image: 'chain-link',
          features: ['9-gauge residential mesh', 'Heights of 3 to 12 ft', 'Lasts 20-25 years'],
          priceRange: '$',
          popular: true,
        },
        {
          title: 'Vinyl Coated Chain Link',
          description: 'Black or green vinyl-coated mesh and posts that blend into landscaping and add a layer of rust protection.',
          image: 'chain-link-vinyl-coated',
          features: ['Black or green finish', 'Extra corrosion protection', 'Accepted by many HOAs'],
          priceRange: '$$',
        },
        {
          title: 'Commercial Chain Link',
          description: 'Heavy 6-gauge fabric, thicker posts and top and bottom rails for warehouses, yards and parking lots.',
          image: 'security-fence',
          features: ['6-gauge commercial mesh', 'Heavy-wall posts', 'Barbed wire optional'],
          priceRange: '$$',
        },
        {
          title: 'Chain Link with Privacy Slats',
          description: 'Slats woven through the mesh screen pools, equipment and storage areas from view.',
          image: 'chain-link-slats',
          features: ['Blocks up to 90% of the view', 'Many slat colors', 'Added to new or existing fence'],
          priceRange: '$$',
        },
        {
          title: 'Security Chain Link',
          description: 'Tall fencing with barbed or razor wire, tension wire and anti-climb mesh for sites that must stay closed.',
          image: 'security-fence',
          features: ['Up to 12 ft tall', 'Barbed or razor wire tops', 'Bottom tension wire'],
          priceRange: '$$$',
        },
        {
          title: 'Chain Link Gates',
          description: 'Walk gates, double drive gates and rolling or cantilever gates for wide commercial openings.',
          image: 'commercial-slide-gate',
          features: ['Walk & double drive gates', 'Rolling and cantilever gates', 'Ready for gate operators'],
          priceRange: '$$',
        },
        {
          title: 'Temporary Fencing',
          description: 'Panel fencing for construction sites, events and pools under construction, delivered and removed on schedule.',
          image: 'chain-link',
          alt: `Temporary Fencing (pictured: galvanized chain link fence across an open yard) | ${site.businessName}`,
          features: ['Weighted stands, no digging', 'Short or long-term rental', 'Privacy screen available'],
          priceRange: '$',
        },
        {
          title: 'Chain Link Repair',
          description: 'Bent posts, sagging top rail, torn mesh and broken gates repaired without replacing the whole fence.',
          image: 'chain-link',
          features: ['Mesh and rail replacement', 'Gate realignment', 'Storm damage repair'],
          priceRange: 'Varies',
        },
        {
          title: 'Athletic & Sports Fencing',
          description: 'Backstops, dugouts, tennis court and ball field fencing built to take hits season after season.',
          image: 'chain-link-vinyl-coated',
          features: ['Backstops and dugouts', 'Tennis and pickleball courts', 'Windscreens available'],
          priceRange: '$$$',
        },
      ],
    },
    {
      kind: 'advantages',
      eyebrow: 'Why Chain Link',
      title: 'The Practical Fence That Lasts',
      advantages: [
        { title: 'Lowest Cost per Foot', description: 'Chain link encloses more ground for less money than any other fence we build.', icon: 'dollar' },
        { title: '20-25 Year Lifespan', description: 'Galvanized steel shrugs off rain and heat with almost no maintenance.', icon: 'shield' },
        { title: 'Any Height', description: 'From 3 ft garden fences to 12 ft security perimeters.', icon: 'ruler' },
        { title: 'Fast Installation', description: 'Most residential chain link fences are installed in 1-3 days.', icon: 'zap' },
      ],
    },
    {
      kind: 'faq',
      eyebrow: 'Chain Link FAQ',
      title: 'Chain Link Fencing Questions',
      faqs: [
        {
          question: 'What gauge chain link do you install?',
          answer:
            'We install 9-gauge wire for residential fences and heavier 6-gauge wire for commercial and security fences. Lower gauge numbers mean thicker, stronger wire.',
        },
        {
          question: 'How tall can a chain link fence be?',
          answer: 'We build chain link from 3 to 12 feet tall. Fences over 6 feet, and most front-yard fences, need a city permit, which we handle for you.',
        },
        {
          question: 'Do privacy slats really block the view?',
          answer: 'Yes. Quality privacy slats block up to 90% of visibility, and they can be added to most existing chain link fences.',
        },
        {
          question: 'How long does chain link last?',
          answer: 'A galvanized chain link fence typically lasts 20-25 years. Vinyl coating adds corrosion protection and a finished look.',
        },
      ],
    },
    { kind: 'related', ...relatedSectionIntro, services: relatedServices('commercial', 'automatic-gates', 'vinyl') },
    {
      kind: 'cta',
      cta: {
        headline: 'Need Chain Link Fast?',
        text: `Tell us the footage and the height, and we'll get you a price. ${claims.responsePromise}`,
        buttons: [
          { kind: 'quote', label: 'Get My Free Quote' },
          { kind: 'call', label: `Call ${site.phone.display}` },
        ],
      },
    },
  ],
}
