import { site } from '../../site-config.ts'
import { relatedSectionIntro, relatedServices } from './related-services.ts'
import { defaultHeroFeatures, heroForm, heroImageFor, type ServicePageContent } from './service-page.ts'

const path = '/services/maintenance-programs'

export const maintenanceProgramsPage: ServicePageContent = {
  path,
  head: {
    title: 'Fence Maintenance Programs & Annual Care Plans',
    description:
      'Annual inspections, seasonal care, staining programs and 24/7 emergency repair plans that extend fence life and prevent costly repairs in North Texas.',
    keywords: ['fence maintenance plan', 'annual fence inspection', 'fence staining program', 'emergency fence repair', 'commercial fence maintenance'],
  },
  hero: {
    backgroundImage: heroImageFor(path),
    title: 'Fence Maintenance Programs That Extend Fence Life',
    subtitle: 'Protect your investment year-round',
    description:
      'Small problems become big repairs when nobody is watching. Our maintenance programs put your fence on a schedule: inspections, tightening, cleaning, staining and priority storm response.',
    primaryButtonText: 'Get My Free Quote',
    secondaryButtonText: `Call ${site.phone.display}`,
    features: defaultHeroFeatures,
    form: heroForm({
      pageContext: 'Maintenance Programs Service',
      formTitle: 'Get Your Free Quote',
      submitButtonText: 'Get My Free Quote',
      formType: 'Hero Contact Form',
      features: ['Plans for every fence type', 'Response within 24 hours', 'Priority storm response'],
    }),
  },
  service: {
    name: 'Fence Maintenance Programs',
    serviceType: 'Fence maintenance',
    description: 'Annual, seasonal, staining, preventive, emergency and commercial fence maintenance programs for North Texas properties.',
  },
  sections: [
    {
      kind: 'cards',
      eyebrow: 'Programs',
      title: 'Maintenance Programs',
      intro: 'Choose the plan that fits your fence and how much you want to think about it (we recommend not at all).',
      cards: [
        {
          title: 'Annual Maintenance Plans',
          description: 'A yearly visit to inspect, tighten, adjust and make small repairs before they grow.',
          image: 'maintenance',
          features: ['Full fence inspection', 'Hardware tightening', 'Minor repairs included'],
          priceRange: '$',
          popular: true,
        },
        {
          title: 'Seasonal Care Packages',
          description: 'Four visits a year timed to Texas seasons: spring prep, summer protection, fall winterizing and winter checks.',
          image: 'fence-repair',
          features: ['Four visits a year', 'Season-specific care', 'Written condition reports'],
          priceRange: '$$',
        },
        {
          title: 'Wood Staining Programs',
          description: 'Cleaning and restaining every 2-3 years, scheduled before the wood starts to gray.',
          image: 'fence-staining',
          features: ['Restain every 2-3 years', 'Reminder when it is due', 'Adds 10+ years of life'],
          priceRange: '$$',
        },
        {
          title: 'Emergency Repair 24/7',
          description: 'Priority response after storms, vehicle damage or break-ins, day or night.',
          image: 'fence-repair',
          features: ['24/7 emergency line', 'Priority scheduling', 'Temporary securing'],
          priceRange: 'Varies',
        },
        {
          title: 'Preventive Maintenance Plans',
          description: 'Post checks, gate adjustments, drainage and vegetation control that stop damage before it starts.',
          image: 'custom-gate',
          features: ['Gate alignment', 'Post and rail checks', 'Vegetation clearing'],
          priceRange: '$',
        },
        {
          title: 'Commercial Maintenance Contracts',
          description: 'Scheduled service for HOAs, property managers and businesses, with one invoice and reporting.',
          image: 'commercial-fence',
          features: ['Custom service schedules', 'Gate operator service', 'Condition reporting'],
          priceRange: '$$$',
        },
      ],
    },
    {
      kind: 'advantages',
      eyebrow: 'Benefits',
      title: 'Why Maintain Your Fence',
      advantages: [
        { title: 'Extend Fence Life', description: 'Regular care and staining can add 10+ years to a wood fence.', icon: 'calendar' },
        { title: 'Maintain Curb Appeal', description: 'A clean, straight, freshly stained fence keeps your home looking its best.', icon: 'home' },
        { title: 'Prevent Costly Repairs', description: 'A loose post fixed today costs far less than a fallen section after a storm.', icon: 'dollar' },
      ],
    },
    {
      kind: 'seasons',
      eyebrow: 'Year-Round Care',
      title: 'Your Four-Season Maintenance Schedule',
      intro: 'North Texas weather is hard on fences. Here is what we do in each season.',
      seasons: [
        {
          season: 'Spring',
          title: 'Preparation & Inspection',
          description: 'Full inspection after winter, post and rail tightening, cleaning and a plan for staining before summer heat.',
        },
        {
          season: 'Summer',
          title: 'Care & Protection',
          description: 'UV protection, staining and sealing, gate adjustments as wood dries, and checks after summer storms.',
        },
        {
          season: 'Fall',
          title: 'Winterization',
          description: 'Clear leaves and vines, treat exposed wood, check drainage at posts and secure loose boards before winter wind.',
        },
        {
          season: 'Winter',
          title: 'Monitoring & Emergency',
          description: 'Freeze and ice damage checks, priority storm repair and planning for spring projects.',
        },
      ],
    },
    {
      kind: 'reviews',
      eyebrow: 'Customer Reviews',
      title: 'Maintenance Customers Say',
      testimonials: [
        {
          name: 'Carol D.',
          location: 'Celina, TX',
          rating: 5,
          date: '1 month ago',
          project: 'Annual maintenance plan',
          text: 'They show up every spring without me calling, fix the little things and send photos. Our eight-year-old fence still looks new.',
          verified: true,
        },
        {
          name: 'Westridge HOA Board',
          location: 'McKinney, TX',
          rating: 5,
          date: '3 months ago',
          project: 'Commercial maintenance contract',
          text: 'One contract covers all of our screening walls and entry gates. Reports are clear and storm repairs happen within a day.',
          verified: true,
        },
      ],
    },
    { kind: 'related', ...relatedSectionIntro, services: relatedServices('staining-repairs', 'wood', 'commercial') },
    {
      kind: 'cta',
      cta: {
        headline: 'Start Maintenance Program Today',
        text: 'Tell us about your fence and we will recommend the right plan. We respond to every request within 24 hours.',
        buttons: [
          { kind: 'quote', label: 'Get My Free Quote' },
          { kind: 'call', label: `Call ${site.phone.display}` },
        ],
      },
    },
  ],
}
