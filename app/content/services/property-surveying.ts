import { site } from '../../site-config.ts'
import { claims } from '../business-claims.ts'
import { relatedSectionIntro, relatedServices } from './related-services.ts'
import { defaultHeroFeatures, heroForm, heroImageFor, type ServicePageContent } from './service-page.ts'

const path = '/services/property-surveying'

export const propertySurveyingPage: ServicePageContent = {
  path,
  head: {
    title: 'Property Line Surveying Before Your Fence Goes In',
    description:
      'Boundary surveys, corner pin location and fence line staking so your new fence sits on your side of the line. Coordinated with your fence project.',
    keywords: ['property line survey', 'boundary survey Celina', 'fence line staking', 'property pin location', 'survey before fence'],
  },
  hero: {
    backgroundImage: heroImageFor(path),
    title: 'Property Line Surveying for Fence Projects',
    description:
      'A fence on the wrong side of the line is an expensive mistake. We locate your corner pins, coordinate licensed boundary surveys and stake the fence line before any post goes in.',
    primaryButtonText: 'Get My Survey Quote',
    secondaryButtonText: `Call ${site.phone.display}`,
    features: defaultHeroFeatures,
    form: heroForm({
      pageContext: 'Property Surveying Services',
      formTitle: 'Get Your Survey Quote',
      submitButtonText: 'Request Survey Quote',
      features: ['Licensed surveyor partners', 'Response within 24 hours', 'Coordinated with your fence'],
    }),
  },
  service: {
    name: 'Property Line Surveying',
    serviceType: 'Land surveying',
    description: 'Boundary surveys, corner pin location, fence line staking and easement checks coordinated with fence installation.',
  },
  sections: [
    {
      kind: 'cards',
      eyebrow: 'Survey Services',
      title: 'Surveying Services for Fence Projects',
      intro: 'We work with licensed surveyors and handle the scheduling, so the survey and the fence stay on one timeline.',
      cards: [
        {
          title: 'Boundary Surveys',
          description: 'A licensed survey that establishes your legal property lines and corners.',
          image: 'property-survey',
          features: ['Licensed surveyor', 'Sealed survey drawing', 'Accepted by HOAs and cities'],
          priceRange: '$$$',
          popular: true,
        },
        {
          title: 'Corner Pin Location',
          description: 'We find and flag existing iron pins so everyone can see where the line runs.',
          image: 'property-survey',
          features: ['Metal detection', 'Flagged corners', 'Fast turnaround'],
          priceRange: '$',
        },
        {
          title: 'Fence Line Staking',
          description: 'Stakes and string along the exact fence line, with setbacks marked before digging.',
          image: 'property-survey',
          features: ['Setbacks marked', 'Gate locations planned', 'Reviewed with you'],
          priceRange: '$',
        },
        {
          title: 'Easement & Setback Review',
          description: 'We check utility easements, drainage areas and setbacks that limit where a fence may go.',
          image: 'permits-hoa',
          features: ['Utility easements', 'Drainage areas', 'Front-yard setbacks'],
          priceRange: '$$',
        },
        {
          title: 'Neighbor Line Disputes',
          description: 'A clear survey settles questions before a fence, not after, and protects the relationship.',
          image: 'property-survey',
          features: ['Neutral documentation', 'Shared-fence planning', 'Clear answers'],
          priceRange: '$$',
        },
        {
          title: 'Utility Locates',
          description: 'We call in utility locates before every dig so buried lines stay safe.',
          image: 'property-survey',
          alt: `Utility Locates (pictured: marking flags and a string line along a planned fence line) | ${site.businessName}`,
          features: ['811 locate requests', 'Marked before digging', 'Included with installs'],
          priceRange: '$',
        },
      ],
    },
    {
      kind: 'advantages',
      eyebrow: 'Why Survey First',
      title: 'Why a Survey Protects Your Investment',
      advantages: [
        { title: 'Avoid Disputes', description: 'A fence over the line can be ordered removed at your cost.', icon: 'users' },
        { title: 'Pass Permits & HOA', description: 'Many approvals ask for a survey showing the fence location.', icon: 'file-check' },
        { title: 'Respect Easements', description: 'Utility companies can remove fences built in their easements.', icon: 'map-pin' },
        { title: 'Build With Confidence', description: 'Know exactly where every post goes before digging.', icon: 'ruler' },
      ],
    },
    {
      kind: 'faq',
      eyebrow: 'Survey FAQ',
      title: 'Property Surveying Questions',
      faqs: [
        {
          question: 'Do I need a survey before installing a fence?',
          answer:
            'Not always. If your corner pins can be found and the lines are clear, pin location may be enough. Where pins are missing or a neighbor disagrees, a boundary survey is the safe choice.',
        },
        {
          question: 'Can I use the survey from my closing documents?',
          answer: 'Often, yes. We compare it with the pins on site. If pins are missing or the lot has changed, we recommend an updated survey.',
        },
        {
          question: 'How long does a survey take?',
          answer:
            'Pin location and staking are usually done within days. A full boundary survey depends on the surveyor schedule; we coordinate it with your installation date.',
        },
      ],
    },
    { kind: 'related', ...relatedSectionIntro, services: relatedServices('wood', 'vinyl', 'chain-link') },
    {
      kind: 'cta',
      cta: {
        headline: 'Know Your Line Before You Build',
        text: `Request a survey quote or ask us to check your pins during your free fence estimate. ${claims.responsePromise}`,
        buttons: [
          { kind: 'quote', label: 'Request Survey Quote' },
          { kind: 'call', label: `Call ${site.phone.display}` },
        ],
      },
    },
  ],
}
