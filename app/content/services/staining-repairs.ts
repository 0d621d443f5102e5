import { site } from '../../site-config.ts'
import { claims } from '../business-claims.ts'
import { relatedSectionIntro, relatedServices } from './related-services.ts'
import { defaultHeroFeatures, heroForm, heroImageFor, type ServicePageContent } from './service-page.ts'

const path = '/services/staining-repairs'

export const stainingRepairsPage: ServicePageContent = {
  path,
  head: {
    title: 'Fence Repair & Staining in Celina, Prosper & McKinney',
    description:
      'Storm damage, leaning posts, broken pickets and gate repairs, plus professional staining that adds 10+ years to a wood fence. Emergency repair available.',
    keywords: ['fence repair', 'fence staining', 'storm damage fence repair', 'leaning fence post repair', 'gate repair Celina'],
  },
  hero: {
    backgroundImage: heroImageFor(path),
    title: 'Fence Repair & Staining That Saves Your Fence',
    subtitle: 'Repair it · Protect it · Keep it',
    description:
      'Not every tired fence needs replacing. We fix leaning posts, broken pickets and sagging gates, then stain and seal the wood so it looks new and lasts 10+ more years.',
    primaryButtonText: 'Get My Free Repair Quote',
    secondaryButtonText: `Call ${site.phone.display}`,
    features: defaultHeroFeatures,
    form: heroForm({
      pageContext: 'Fence Staining & Repair Service',
      formTitle: 'Get Your Free Repair Quote',
      submitButtonText: 'Request Free Repair Quote',
      features: ['Free on-site assessment', 'Response within 24 hours', 'Emergency storm repair'],
    }),
  },
  service: {
    name: 'Fence Repair and Staining',
    serviceType: 'Fence repair',
    description:
      'Fence repair, storm damage repair, post replacement, gate repair, power washing, staining and sealing for wood, vinyl, iron and chain link fences.',
  },
  sections: [
    {
      kind: 'cards',
      eyebrow: 'Repair & Finish',
      title: 'Fence Repair & Staining Services',
      intro: 'We repair what can be saved and tell you honestly when a section should be replaced: usually when more than 20% of it is damaged.',
      cards: [
        {
          title: 'Storm Damage Repair',
          description: 'Fast response after wind and hail to secure your yard, with photos and documentation for insurance.',
          image: 'fence-repair',
          features: ['Emergency response', 'Insurance documentation', 'Temporary securing'],
          priceRange: 'Varies',
          popular: true,
        },
        {
          title: 'Post Replacement',
          description: 'Rotted or leaning posts replaced with new posts set 24-30 inches deep in concrete.',
          image: 'fence-repair',
          features: ['Steel or cedar posts', 'Set in concrete', 'Fence straightened'],
          priceRange: '$$',
        },
        {
          title: 'Picket & Board Replacement',
          description: 'Cracked, warped or missing pickets replaced with matching boards.',
          image: 'fence-repair',
          features: ['Matched to your fence', 'Stained to blend in', 'Single boards or full runs'],
          priceRange: '$',
        },
        {
          title: 'Gate Repair',
          description: 'Sagging, dragging and unlatched gates rebuilt, rehung and fitted with new hardware.',
          image: 'custom-gate',
          features: ['Anti-sag kits', 'New hinges and latches', 'Steel frame rebuilds'],
          priceRange: '$',
        },
        {
          title: 'Fence Staining',
          description: 'Semi-transparent and solid oil-based stains applied by hand or sprayer and back-brushed.',
          image: 'fence-staining',
          features: ['Premium oil-based stains', 'Color samples on site', 'Adds 10+ years'],
          priceRange: '$$',
        },
        {
          title: 'Fence Sealing',
          description: 'Clear and toned sealers that keep water out and slow graying on newer cedar.',
          image: 'fence-staining',
          features: ['Water repellent', 'UV inhibitors', 'Natural cedar look'],
          priceRange: '$$',
        },
        {
          title: 'Power Washing',
          description: 'Gentle pressure cleaning that removes gray fibers, mildew and dirt before staining.',
          image: 'maintenance',
          features: ['Safe for soft cedar', 'Removes mildew', 'Prepares for stain'],
          priceRange: '$',
        },
        {
          title: 'Fence Restoration',
          description: 'Repairs, cleaning, brightening and stain in one visit to bring an old fence back to life.',
          image: 'after-1',
          features: ['Repair plus refinish', 'One crew, one visit', 'Before-and-after results'],
          priceRange: '$$$',
        },
        {
          title: 'Vinyl, Iron & Chain Link Repair',
          description: 'Cracked vinyl panels, rusted iron and torn chain link repaired or replaced.',
          image: 'chain-link',
          alt: `Vinyl, Iron & Chain Link Repair (pictured: galvanized chain link fence across an open yard) | ${site.businessName}`,
          features: ['Panel replacement', 'Welding and rust repair', 'Mesh and rail repair'],
          priceRange: 'Varies',
        },
      ],
    },
    {
      kind: 'process',
      eyebrow: 'Our Process',
      title: 'How We Restore Your Fence',
      steps: [
        {
          step: 1,
          title: 'Free Inspection',
          description: 'We check every post, rail and board and show you what needs fixing and what does not.',
          icon: 'message',
        },
        { step: 2, title: 'Repair', description: 'We reset or replace posts and replace damaged boards and hardware.', icon: 'wrench' },
        { step: 3, title: 'Clean & Prep', description: 'Power washing and brightening open the wood so the stain soaks in.', icon: 'sparkles' },
        { step: 4, title: 'Stain & Seal', description: 'Two-sided coverage with a premium stain, then a final walkthrough with you.', icon: 'paintbrush' },
      ],
    },
    {
      kind: 'faq',
      eyebrow: 'Repair & Staining FAQ',
      title: 'Repair and Staining Questions',
      faqs: [
        {
          question: 'Should I repair or replace my fence?',
          answer:
            'If less than about 20% of the fence is damaged, repair is usually the smart choice. Beyond that, or when most posts are failing, replacement often costs less over time. We will tell you honestly which makes sense.',
        },
        {
          question: 'How often should I stain my fence?',
          answer: 'Every 2-3 years in North Texas. Regular staining protects against sun and moisture and can add 10+ years to the life of a wood fence.',
        },
        {
          question: 'Do you handle storm damage insurance claims?',
          answer: 'We document the damage with photos and a written estimate your insurer can use, and we can secure the fence right away.',
        },
        {
          question: 'How long after installation should new cedar be stained?',
          answer: 'Cedar can be stained once it has dried, typically a few weeks after installation. We schedule it for you when the wood is ready.',
        },
      ],
    },
    {
      kind: 'reviews',
      eyebrow: 'Customer Reviews',
      title: 'Fences We Brought Back',
      testimonials: [
        {
          name: 'Tom W.',
          location: 'McKinney, TX',
          rating: 5,
          date: '3 weeks ago',
          project: 'Storm repair and staining',
          text: 'A storm took out three sections. They had it secured the next morning, rebuilt within the week and stained the whole fence to match.',
          verified: true,
        },
        {
          name: 'Linda C.',
          location: 'Prosper, TX',
          rating: 5,
          date: '2 months ago',
          project: 'Fence restoration',
          text: 'I was ready to replace our gray, leaning fence. They replaced six posts, washed and stained it, and it looks brand new for a fraction of the cost.',
          verified: true,
        },
      ],
    },
    { kind: 'related', ...relatedSectionIntro, services: relatedServices('wood', 'custom-gates', 'vinyl') },
    {
      kind: 'cta',
      cta: {
        headline: 'Storm Damage or a Tired Fence?',
        text: `Call for emergency repair or request a free inspection. ${claims.responsePromise}`,
        buttons: [
          { kind: 'call', label: `Call ${site.phone.display}` },
          { kind: 'quote', label: 'Request a Free Inspection' },
        ],
      },
    },
  ],
}
