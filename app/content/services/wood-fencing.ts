import { site } from '../../site-config.ts'
import { claims } from '../business-claims.ts'
import { relatedSectionIntro, relatedServices } from './related-services.ts'
import { coreServiceAreas } from './service-areas.ts'
import { defaultHeroFeatures, heroForm, heroImageFor, type ServicePageContent } from './service-page.ts'

const path = '/services/wood-fencing'

export const woodFencingPage: ServicePageContent = {
  path,
  head: {
    title: 'Cedar Wood Fence Installation in Celina & Prosper',
    description:
      'Cedar privacy, board-on-board, horizontal and picket fences built with posts set 24-30 inches deep. Most installs take 2-4 days. Free quotes in 24 hours.',
    keywords: ['wood fence installation', 'cedar fence Celina TX', 'cedar privacy fence Prosper', 'board on board fence', 'horizontal cedar fence'],
  },
  hero: {
    backgroundImage: heroImageFor(path),
    title: 'Cedar Wood Fencing Built for North Texas',
    subtitle: 'Our most popular fence',
    description:
      'Western red cedar privacy, board-on-board, horizontal and picket fences, built by our own crew on galvanized steel or cedar posts set in concrete. Warm, natural, and ready in 2-4 days.',
    primaryButtonText: 'Get My Free Wood Fence Quote',
    secondaryButtonText: `Call ${site.phone.display}`,
    features: defaultHeroFeatures,
    form: heroForm({
      pageContext: 'Wood Fencing Service',
      formTitle: 'Get Your Free Wood Fence Quote',
      submitButtonText: 'Request Free Wood Fence Quote',
    }),
  },
  service: {
    name: 'Wood Fence Installation',
    serviceType: 'Fence installation',
    description: 'Cedar privacy, board-on-board, horizontal and picket fence installation in Celina, Prosper, Frisco, McKinney and nearby cities.',
  },
  sections: [
    {
      kind: 'cards',
      eyebrow: 'Cedar Styles',
      title: 'Wood Fence Styles We Build',
      intro: 'Every style comes in 4, 6 or 8 foot heights with your choice of cap, trim and stain color.',
      cards: [
        {
          title: 'Cedar Privacy Fence',
          description: 'The classic North Texas backyard fence: side-by-side cedar pickets on three rails with a clean top line.',
          image: 'wood-privacy',
          features: ['6 or 8 ft tall', 'Optional cap and trim', 'HOA-friendly design'],
          priceRange: '$$',
          popular: true,
        },
        {
          title: 'Board-on-Board Cedar',
          description: 'Overlapping pickets on both sides leave no gaps as the wood dries, for full privacy that looks finished from either side.',
          image: 'wood-board-on-board',
          features: ['No gaps as boards shrink', 'Good side faces both ways', 'Popular with HOAs'],
          priceRange: '$$$',
        },
        {
          title: 'Horizontal Cedar Fence',
          description: 'Modern horizontal 1x6 boards on a hidden frame, a clean contemporary look for newer homes.',
          image: 'wood-horizontal',
          features: ['1x6 cedar slats', 'Tight or spaced layout', 'Steel-framed for straight lines'],
          priceRange: '$$$',
        },
        {
          title: 'Cedar Picket Fence',
          description: 'Three or four foot spaced pickets for front yards, gardens and pets, with pointed, dog-ear or flat tops.',
          image: 'wood-picket',
          features: ['3 or 4 ft tall', 'Spaced pickets', 'Front-yard permit help'],
          priceRange: '$$',
        },
        {
          title: 'Shadowbox Fence',
          description: 'Pickets alternate on each side of the rails so air moves through while the view stays blocked.',
          image: 'wood-board-on-board',
          features: ['Airflow for Texas wind', 'Attractive from both sides', '6 or 8 ft tall'],
          priceRange: '$$$',
        },
        {
          title: 'Stained & Sealed Cedar',
          description: 'Any style finished with a professional oil-based stain that protects the wood and deepens the grain from day one.',
          image: 'fence-staining',
          features: ['Stain colors to match your home', 'UV and moisture protection', 'Re-stain every 2-3 years'],
          priceRange: '$$$',
        },
      ],
    },
    {
      kind: 'advantages',
      eyebrow: 'Why Wood',
      title: 'Why Homeowners Choose Cedar',
      intro: 'Cedar costs 15-25% more than pine, and it earns it: it resists rot and insects naturally and lasts 25+ years with care.',
      advantages: [
        {
          title: 'Natural Beauty',
          description: 'Warm grain and color that suit brick and stone homes, and can be stained to match your trim.',
          icon: 'leaf',
        },
        {
          title: 'Built to Last',
          description: 'Cedar resists rot and insects; with staining every 2-3 years it lasts 25+ years.',
          icon: 'shield',
        },
        {
          title: 'Real Privacy',
          description: 'Six and eight foot fences block sightlines from neighbors and the street.',
          icon: 'home',
        },
        {
          title: 'Easy to Repair',
          description: 'A damaged picket or rail is replaced on its own, not a whole section.',
          icon: 'wrench',
        },
      ],
    },
    {
      kind: 'process',
      eyebrow: 'Our Process',
      title: 'How We Build Your Wood Fence',
      steps: [
        {
          step: 1,
          title: 'Free Consultation',
          description: 'We measure your yard, show cedar samples and send a written quote within 24 hours.',
          icon: 'message',
        },
        {
          step: 2,
          title: 'Permits & HOA',
          description: 'We prepare your HOA submittal and any city permit; approval usually takes 2-4 weeks.',
          icon: 'file-check',
        },
        { step: 3, title: 'Installation', description: 'Posts go 24-30 inches deep in concrete; most wood fences are built in 2-4 days.', icon: 'hammer' },
        {
          step: 4,
          title: 'Final Walkthrough',
          description: 'We walk the fence with you, clean up and register your lifetime workmanship warranty.',
          icon: 'badge-check',
        },
      ],
    },
    {
      kind: 'areas',
      eyebrow: 'Service Areas',
      title: 'Wood Fencing Across North DFW',
      intro: `We build cedar fences within ${site.serviceRadiusMiles} miles of our Celina shop. Choose your city for local details.`,
      areas: coreServiceAreas,
    },
    {
      kind: 'faq',
      eyebrow: 'Wood Fence FAQ',
      title: 'Wood Fencing Questions',
      faqs: [
        {
          question: 'How much does a cedar fence cost?',
          answer:
            'Most cedar fences we build run $35-$55 per linear foot installed, depending on height, style and gates. Board-on-board and horizontal designs sit at the upper end. Your written quote lists every cost.',
        },
        {
          question: 'Is cedar worth the extra cost over pine?',
          answer:
            'Cedar costs about 15-25% more than pine, but it resists rot, warping and insects on its own and lasts 25+ years with regular staining. Pine usually needs replacing much sooner in Texas heat.',
        },
        {
          question: 'How long does wood fence installation take?',
          answer:
            'Most residential wood fences are installed in 2-4 days once materials arrive and any HOA approval is in hand. We will give you the schedule in writing before we start.',
        },
        {
          question: 'How deep do you set fence posts?',
          answer:
            'We set every post at least 24-30 inches deep in concrete, deeper for 8 foot fences and gate posts, so the fence stays straight through storms and clay soil movement.',
        },
        {
          question: 'How often should a wood fence be stained?',
          answer:
            'Plan on staining every 2-3 years. A quality oil-based stain protects against sun and moisture and can add 10+ years to the life of the fence.',
        },
      ],
    },
    {
      kind: 'reviews',
      eyebrow: 'Customer Reviews',
      title: 'What Neighbors Say About Their Cedar Fences',
      testimonials: [
        {
          name: 'Jennifer M.',
          location: 'Celina, TX',
          rating: 5,
          date: '3 weeks ago',
          project: '8 ft cedar privacy fence',
          text: 'They handled our HOA approval, set every post in concrete and finished in three days. The fence is straight, solid and looks better than any on our street.',
          verified: true,
        },
        {
          name: 'David R.',
          location: 'Prosper, TX',
          rating: 5,
          date: '1 month ago',
          project: 'Board-on-board cedar fence',
          text: 'Fair quote, no surprises, and the crew cleaned up every nail. Two storms later it has not moved an inch.',
          verified: true,
        },
        {
          name: 'Maria L.',
          location: 'Frisco, TX',
          rating: 5,
          date: '2 months ago',
          project: 'Horizontal cedar fence',
          text: 'We wanted a modern horizontal fence and they nailed the look. Great communication from the first visit to the final walkthrough.',
          verified: false,
        },
      ],
    },
    { kind: 'related', ...relatedSectionIntro, services: relatedServices('staining-repairs', 'custom-gates', 'vinyl') },
    {
      kind: 'cta',
      cta: {
        headline: 'Get Your Cedar Fence Quote Today',
        text: `Free on-site estimate, a written quote within 24 hours, and a family-owned crew with ${claims.experience.standard} of experience.`,
        buttons: [
          { kind: 'quote', label: 'Get My Free Quote' },
          { kind: 'call', label: `Call ${site.phone.display}` },
        ],
      },
    },
  ],
}
