import { site } from '../../site-config.ts'
import { claims } from '../business-claims.ts'
import { relatedSectionIntro, relatedServices } from './related-services.ts'
import { defaultHeroFeatures, heroForm, heroImageFor, type ServicePageContent } from './service-page.ts'

const path = '/services/automatic-gates'

export const automaticGatesPage: ServicePageContent = {
  path,
  head: {
    title: 'Automatic Gate Installation in Celina, Prosper & Frisco',
    description:
      'Swing and sliding automatic gates with keypads, remotes, intercoms, access control and solar power. Most automated gate projects run $3,000-$8,000.',
    keywords: ['automatic gate installation', 'electric driveway gate', 'sliding gate opener', 'gate access control', 'solar gate opener Texas'],
  },
  hero: {
    backgroundImage: heroImageFor(path),
    title: 'Automatic Gates for Security and Convenience',
    subtitle: 'Swing · Sliding · Solar · Access Control',
    description:
      'Open your driveway with a tap. We build the gate, set the posts, install the operator and wire the keypad, remotes or intercom, so one crew is responsible for the whole system.',
    primaryButtonText: 'Get My Free Gate Quote',
    secondaryButtonText: `Call ${site.phone.display}`,
    features: defaultHeroFeatures,
    form: heroForm({
      pageContext: 'Automatic Gates Service',
      formTitle: 'Get Your Free Automatic Gate Quote',
      submitButtonText: 'Request Free Gate Quote',
    }),
  },
  service: {
    name: 'Automatic Gate Installation',
    serviceType: 'Gate installation',
    description: 'Automatic swing and sliding gates, gate operators, keypads, remotes, intercoms, access control and solar gate systems.',
  },
  sections: [
    {
      kind: 'cards',
      eyebrow: 'Gate Systems',
      title: 'Automatic Gate Options',
      intro: 'Every system is sized to the gate: weight, width and how often it opens decide the operator we install.',
      cards: [
        {
          title: 'Automatic Swing Gates',
          description: 'Single or double swing gates with arm or underground operators for classic driveway entries.',
          image: 'iron-drive-gate',
          features: ['Single gates up to 16 ft wide', 'Arm or hidden operators', 'Wood, iron or vinyl'],
          priceRange: '$$$',
          popular: true,
        },
        {
          title: 'Automatic Sliding Gates',
          description: 'Sliding and cantilever gates for sloped or short driveways where a swing gate will not fit.',
          image: 'automatic-gate',
          features: ['Works on sloped drives', 'Wide openings', 'Track or cantilever'],
          priceRange: '$$$$',
        },
        {
          title: 'Keypad Entry',
          description: 'Weatherproof keypads with multiple user codes for family, guests and service providers.',
          image: 'automatic-gate',
          features: ['Multiple user codes', 'Backlit weatherproof pad', 'Temporary guest codes'],
          priceRange: '$',
        },
        {
          title: 'Remote Control Access',
          description: 'Car remotes and visor clickers, plus built-in garage door opener programming.',
          image: 'automatic-gate',
          features: ['Long-range remotes', 'Vehicle system pairing', 'Extra remotes anytime'],
          priceRange: '$',
        },
        {
          title: 'Intercom & Video Systems',
          description: 'See and talk to visitors at the gate from your phone, and open it from anywhere.',
          image: 'iron-drive-gate',
          alt: `Intercom & Video Systems (pictured: keypad entry post beside an automatic iron drive gate) | ${site.businessName}`,
          features: ['Video call to your phone', 'Two-way audio', 'Open from anywhere'],
          priceRange: '$$',
        },
        {
          title: 'Access Control Systems',
          description: 'Card readers, app access and entry logs for HOAs, ranches and businesses.',
          image: 'commercial-slide-gate',
          features: ['Cards, fobs and app access', 'Entry logs', 'Fire-department override'],
          priceRange: '$$$',
        },
        {
          title: 'Solar Gate Operators',
          description: 'Solar panels and battery backup power gates where running electricity is costly.',
          image: 'automatic-gate',
          alt: `Solar Gate Operators (pictured: automatic slide gate with its operator and keypad post) | ${site.businessName}`,
          features: ['No trenching for power', 'Battery backup', 'Ideal for acreage'],
          priceRange: '$$$',
        },
        {
          title: 'Commercial Automatic Gates',
          description: 'Heavy-duty operators rated for high cycle counts at businesses and gated communities.',
          image: 'commercial-slide-gate',
          features: ['High-cycle operators', 'Safety loops & photo eyes', 'Service plans'],
          priceRange: '$$$$',
        },
      ],
    },
    {
      kind: 'process',
      eyebrow: 'Our Process',
      title: 'From Driveway to Push-Button Entry',
      steps: [
        { step: 1, title: 'Site Assessment', description: 'We measure the opening, slope and power options and recommend a gate and operator.', icon: 'ruler' },
        { step: 2, title: 'Design & Approval', description: 'You choose the gate style and access options; we handle HOA approval.', icon: 'file-check' },
        {
          step: 3,
          title: 'Build & Install',
          description: 'We set the posts in concrete, hang the gate and install the operator and safety devices.',
          icon: 'hammer',
        },
        { step: 4, title: 'Program & Train', description: 'We program every remote and code and show your family how everything works.', icon: 'zap' },
      ],
    },
    {
      kind: 'faq',
      eyebrow: 'Automatic Gate FAQ',
      title: 'Automatic Gate Questions',
      faqs: [
        {
          question: 'How much does an automatic gate cost?',
          answer:
            'Most automatic gate projects run $3,000-$8,000 including the gate, operator, posts and access controls. Wide, heavy or sliding gates and video intercoms sit at the higher end.',
        },
        {
          question: 'How wide can a swing gate be?',
          answer: 'A single swing driveway gate can be up to 16 feet wide. Wider openings use a double swing gate or a sliding gate.',
        },
        {
          question: 'What happens if the power goes out?',
          answer: 'Our operators include battery backup or a manual release, so you can always open the gate. Solar systems run on their own batteries.',
        },
        {
          question: 'Can I open the gate from my phone?',
          answer: 'Yes. Video intercoms and app-based access control let you see visitors and open the gate from anywhere.',
        },
      ],
    },
    {
      kind: 'reviews',
      eyebrow: 'Customer Reviews',
      title: 'Gate Owners Love the Convenience',
      testimonials: [
        {
          name: 'Robert H.',
          location: 'Celina, TX',
          rating: 5,
          date: '1 month ago',
          project: 'Solar sliding gate',
          text: 'No power at the end of our drive, so they installed a solar sliding gate. It has worked flawlessly through summer and winter.',
          verified: true,
        },
        {
          name: 'Priya S.',
          location: 'Frisco, TX',
          rating: 5,
          date: '2 months ago',
          project: 'Iron swing gate with video intercom',
          text: 'I can see who is at the gate and open it from my phone at work. The installation was clean and they explained everything.',
          verified: true,
        },
      ],
    },
    { kind: 'related', ...relatedSectionIntro, services: relatedServices('custom-gates', 'black-iron', 'wood') },
    {
      kind: 'cta',
      cta: {
        headline: 'Upgrade to an Automatic Gate',
        text: `Schedule a free site assessment and get a written quote. ${claims.responsePromise}`,
        buttons: [
          { kind: 'quote', label: 'Get My Free Quote' },
          { kind: 'link', label: 'Contact Us', to: '/contact' },
        ],
      },
    },
  ],
}
