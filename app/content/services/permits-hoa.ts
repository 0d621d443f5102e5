import { site } from '../../site-config.ts'
import { claims } from '../business-claims.ts'
import { relatedSectionIntro, relatedServices } from './related-services.ts'
import { defaultHeroFeatures, heroForm, heroImageFor, type ServicePageContent } from './service-page.ts'

const path = '/services/permits-hoa'

export const permitsHoaPage: ServicePageContent = {
  path,
  head: {
    title: 'Fence Permits & HOA Approval Handled For You',
    description:
      'We prepare drawings, file city fence permits and HOA applications, and track them to approval, which usually takes 2-4 weeks. Included with every install.',
    keywords: ['fence permit', 'HOA fence approval', 'fence permit Celina TX', 'HOA architectural review fence', 'fence permit Prosper'],
  },
  hero: {
    backgroundImage: heroImageFor(path),
    title: 'Permits & HOA Approval Without the Paperwork',
    subtitle: 'We file it · We track it · You relax',
    description:
      'City permits and HOA architectural reviews are where fence projects stall. We prepare the drawings, product sheets and surveys, submit them, answer the questions and start building once you are approved.',
    primaryButtonText: 'Get Permit Assistance',
    secondaryButtonText: `Call ${site.phone.display}`,
    features: defaultHeroFeatures,
    form: heroForm({
      pageContext: 'Permits & HOA Services',
      formTitle: 'Get Permit Assistance',
      submitButtonText: 'Request Permit Assistance',
      features: ['Included with installation', 'Response within 24 hours', 'Approval typically in 2-4 weeks'],
    }),
  },
  service: {
    name: 'Fence Permit and HOA Approval Assistance',
    serviceType: 'Permit services',
    description:
      'Preparation and filing of city fence permits and HOA architectural applications, with plot plans, product specifications and follow-up to approval.',
  },
  sections: [
    {
      kind: 'cards',
      eyebrow: 'What We Handle',
      title: 'Permit & HOA Services',
      intro: 'Permits are generally needed for fences over 6 feet tall or in front yards; most HOAs review every fence.',
      cards: [
        {
          title: 'HOA Architectural Applications',
          description: 'Complete submittals with style, height, color and placement that match your HOA guidelines.',
          image: 'permits-hoa',
          features: ['Guideline review', 'Product photos and specs', 'Follow-up to approval'],
          priceRange: '$',
          popular: true,
        },
        {
          title: 'City Fence Permits',
          description: 'Permit applications for tall fences, front-yard fences, pool barriers and commercial work.',
          image: 'permits-hoa',
          features: ['Over-6-ft fences', 'Front-yard fences', 'Inspection scheduling'],
          priceRange: '$',
        },
        {
          title: 'Plot Plans & Drawings',
          description: 'Clear site plans marking the fence line, gates, heights and setbacks on your survey.',
          image: 'permits-hoa',
          features: ['Marked-up survey', 'Gate and height details', 'Setback dimensions'],
          priceRange: '$',
        },
        {
          title: 'Pool Barrier Compliance',
          description: 'Fence and gate designs that meet pool barrier code and are built to pass inspection.',
          image: 'vinyl-pool',
          features: ['Height and spacing checks', 'Self-latching gates', 'Inspection support'],
          priceRange: '$$',
        },
        {
          title: 'Variance & Appeal Support',
          description: 'When a design needs an exception, we prepare the request and supporting documents.',
          image: 'permits-hoa',
          features: ['Variance requests', 'Board presentations', 'Neighbor letters'],
          priceRange: 'Varies',
        },
        {
          title: 'Commercial Permitting',
          description: 'Permits, engineering coordination and inspections for commercial and HOA common-area fencing.',
          image: 'commercial-fence',
          features: ['Engineered drawings', 'Multi-phase permits', 'City inspections'],
          priceRange: 'Varies',
        },
      ],
    },
    {
      kind: 'process',
      eyebrow: 'Our Process',
      title: 'How We Get You Approved',
      steps: [
        { step: 1, title: 'Review the Rules', description: 'We read your HOA guidelines and city code before designing the fence.', icon: 'file-check' },
        { step: 2, title: 'Prepare the Package', description: 'Plot plan, product specs, photos and color samples, ready to submit.', icon: 'ruler' },
        { step: 3, title: 'Submit & Follow Up', description: 'We file, track and answer questions; approval usually takes 2-4 weeks.', icon: 'clock' },
        { step: 4, title: 'Build & Inspect', description: 'We schedule installation and any required inspections right away.', icon: 'badge-check' },
      ],
    },
    {
      kind: 'faq',
      eyebrow: 'Permit FAQ',
      title: 'Permit & HOA Questions',
      faqs: [
        {
          question: 'Do I need a permit for my fence?',
          answer:
            'In most North Texas cities a permit is needed for fences over 6 feet tall or in front yards, and for pool barriers. Standard backyard fences often need HOA approval only. We check your address.',
        },
        {
          question: 'How long does HOA approval take?',
          answer: 'Usually 2-4 weeks, depending on how often the architectural committee meets. A complete application the first time avoids delays.',
        },
        {
          question: 'Is permit help an extra charge?',
          answer: 'Permit and HOA handling is part of every fence we install. Any city permit fee is listed on your written quote, so there are no surprises.',
        },
      ],
    },
    { kind: 'related', ...relatedSectionIntro, services: relatedServices('wood', 'vinyl', 'black-iron') },
    {
      kind: 'cta',
      cta: {
        headline: 'Let Us Handle the Paperwork',
        text: `Tell us your address and the fence you want; we'll tell you exactly what approvals you need. ${claims.responsePromise}`,
        buttons: [
          { kind: 'quote', label: 'Request Permit Assistance' },
          { kind: 'link', label: 'Contact Us', to: '/contact' },
        ],
      },
    },
  ],
}
