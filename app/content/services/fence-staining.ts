import { site } from '../../site-config.ts'
import { claims } from '../business-claims.ts'
import { relatedSectionIntro, relatedServices } from './related-services.ts'
import { defaultHeroFeatures, heroForm, heroImageFor, type ServicePageContent } from './service-page.ts'

const path = '/services/fence-staining'

export const fenceStainingPage: ServicePageContent = {
  path,
  head: {
    title: 'Fence Staining & Sealing Services | Protect Your Cedar',
    description:
      'Professional fence staining and sealing with premium oil-based stains. Restain every 2-3 years to add 10+ years of life to your wood fence. Free estimates.',
    keywords: ['fence staining', 'fence sealing', 'cedar fence stain', 'fence stain Celina TX', 'wood fence sealer Prosper'],
  },
  hero: {
    backgroundImage: heroImageFor(path),
    title: 'Fence Staining & Sealing That Protects Your Investment',
    subtitle: 'Add 10+ years to your wood fence',
    description:
      'Texas sun grays and cracks unprotected cedar within a few seasons. Our crews clean, brighten and stain both sides of your fence with premium oil-based products that soak in and last.',
    primaryButtonText: 'Get My Free Staining Quote',
    secondaryButtonText: `Call ${site.phone.display}`,
    features: defaultHeroFeatures,
    form: heroForm({
      pageContext: 'Fence Staining Service',
      formTitle: 'Get Your Free Staining Quote',
      submitButtonText: 'Request Free Staining Quote',
      features: ['Free color samples', 'Response within 24 hours', 'Neat, overspray-free work'],
    }),
  },
  service: {
    name: 'Fence Staining and Sealing',
    serviceType: 'Fence staining',
    description: 'Cleaning, brightening, staining and sealing of wood fences with premium oil-based stains in North Texas.',
  },
  sections: [
    {
      kind: 'cards',
      eyebrow: 'Finishes',
      title: 'Staining & Sealing Services',
      intro: 'Every job starts with the right prep. Stain applied over dirt and gray fibers peels; stain on clean wood lasts.',
      cards: [
        {
          title: 'Semi-Transparent Stain',
          description: 'Rich color that lets the cedar grain show through, the most popular finish in North Texas.',
          image: 'fence-staining',
          features: ['Shows natural grain', 'Cedar, redwood and brown tones', 'Lasts 2-3 years'],
          priceRange: '$$',
          popular: true,
        },
        {
          title: 'Solid Color Stain',
          description: 'Opaque color that evens out older or mismatched wood and hides repairs.',
          image: 'fence-staining',
          features: ['Uniform color', 'Hides weathering', 'Longest-lasting color'],
          priceRange: '$$',
        },
        {
          title: 'Clear Sealer',
          description: 'Water-repellent sealer that keeps the fresh cedar look and slows graying.',
          image: 'wood-privacy',
          features: ['Natural appearance', 'Water repellent', 'UV inhibitors'],
          priceRange: '$',
        },
        {
          title: 'New Fence Staining',
          description: 'First coat on new cedar once it has dried, for protection from the first summer.',
          image: 'wood-board-on-board',
          features: ['Scheduled after install', 'Both sides coated', 'Protects from day one'],
          priceRange: '$$',
        },
        {
          title: 'Cleaning & Brightening',
          description: 'Low-pressure washing and wood brightener remove gray fibers, mildew and tannin stains.',
          image: 'maintenance',
          features: ['Safe for soft cedar', 'Restores color', 'Required before stain'],
          priceRange: '$',
        },
        {
          title: 'Restaining Programs',
          description: 'We track your fence and return every 2-3 years to clean and restain before the wood grays.',
          image: 'after-2',
          features: ['Reminder when it is due', 'Same crew each visit', 'Priority scheduling'],
          priceRange: '$$',
        },
      ],
    },
    {
      kind: 'advantages',
      eyebrow: 'Why Stain',
      title: 'What Staining Does for Your Fence',
      advantages: [
        { title: 'Adds 10+ Years', description: 'Protected wood resists rot, cracking and warping far longer.', icon: 'calendar' },
        { title: 'Blocks UV Damage', description: 'Pigments shield cedar from the sun that turns it gray.', icon: 'sun' },
        { title: 'Repels Water', description: 'Oil-based stains keep moisture from swelling and splitting boards.', icon: 'shield' },
        { title: 'Boosts Curb Appeal', description: 'A rich, even color makes the whole yard look cared for.', icon: 'sparkles' },
      ],
    },
    {
      kind: 'process',
      eyebrow: 'Our Process',
      title: 'How We Stain Your Fence',
      steps: [
        { step: 1, title: 'Color Consultation', description: 'We bring stain samples and test them on your fence.', icon: 'paintbrush' },
        { step: 2, title: 'Protect & Prep', description: 'We cover plants, concrete and house walls, then make small repairs.', icon: 'shield' },
        { step: 3, title: 'Clean & Brighten', description: 'Low-pressure washing and brightener prepare the wood to absorb stain.', icon: 'sparkles' },
        { step: 4, title: 'Stain & Inspect', description: 'Stain is sprayed and back-brushed on both sides, then we inspect with you.', icon: 'badge-check' },
      ],
    },
    {
      kind: 'faq',
      eyebrow: 'Staining FAQ',
      title: 'Fence Staining Questions',
      faqs: [
        {
          question: 'How often should a fence be stained?',
          answer: 'Every 2-3 years in North Texas. Fences in full sun may need it closer to every two years.',
        },
        {
          question: 'How much life does staining add?',
          answer: 'Regular staining can add 10+ years to a wood fence by keeping out the sun and moisture that cause rot, cracks and warping.',
        },
        {
          question: 'Will overspray get on my house or car?',
          answer: 'No. We mask nearby walls, cover plants and concrete, and back-brush by hand near surfaces that must stay clean.',
        },
        {
          question: 'How long does staining take?',
          answer: 'Most residential fences are cleaned one day and stained the next, once the wood has dried.',
        },
      ],
    },
    { kind: 'related', ...relatedSectionIntro, services: relatedServices('staining-repairs', 'wood', 'custom-gates') },
    {
      kind: 'cta',
      cta: {
        headline: 'Give Your Fence a Fresh Finish',
        text: `Free color consultation and written estimate. ${claims.responsePromise}`,
        buttons: [
          { kind: 'quote', label: 'Get My Free Quote' },
          { kind: 'link', label: 'Contact Us', to: '/contact' },
        ],
      },
    },
  ],
}
