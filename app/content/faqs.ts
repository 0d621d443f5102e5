import { site } from '../site-config.ts'
import { claims } from './business-claims.ts'
import { financingReadings } from './financing.ts'
import type { CallToAction, Faq, FaqCategory, HeroConfig, PageHead } from './types.ts'

/** The /faqs page. Numbers follow the general FAQ reading of spec section 9. */

export const faqsHead: PageHead = {
  title: 'Fence FAQs: Cost, Permits & Installation | North Texas',
  description:
    'Answers on fence cost per foot, HOA approval, permits, install time, materials, warranties and financing from a family-owned Celina, TX fence company.',
  keywords: [
    'fence FAQ',
    'fence cost per linear foot',
    'fence permit Texas',
    'HOA fence approval',
    'how long does fence installation take',
    'cedar vs vinyl fence',
    'Celina fence company',
  ],
}

export const faqsHero: HeroConfig = {
  backgroundImage: 'hero-fence',
  subtitle: 'Frequently Asked Questions',
  title: 'Fence Questions, Straight Answers',
  description:
    'Pricing, materials, permits, HOA approval, timelines and warranties: what north Dallas-Fort Worth homeowners ask us most, answered by the crew that builds the fences.',
  primaryButtonText: 'Get Free Quote',
  secondaryButtonText: `Call ${site.phone.display}`,
  features: [
    { icon: 'shield-check', title: 'Licensed & Insured' },
    { icon: 'award', title: 'Lifetime Warranty' },
    { icon: 'file-check', title: 'HOA & Permits Handled' },
    { icon: 'clock', title: 'Quotes Within 24 Hours' },
  ],
  form: {
    formTitle: 'Get Your Free Fence Quote',
    formDescription: 'Still deciding? Tell us about your yard and we will answer your questions with a written, itemized estimate.',
    submitButtonText: 'Get My Free Quote',
    pageContext: 'FAQs Page',
    formType: 'Hero Contact Form',
    ratingText: claims.rating.displayed.text,
    features: ['Free on-site estimate', 'Response within 24 hours', 'No obligation'],
  },
}

export type FaqContactCard =
  | { kind: 'call'; title: string; description: string; actionLabel: string }
  | { kind: 'text'; title: string; description: string; actionLabel: string; body: string }
  | { kind: 'quote'; title: string; description: string; actionLabel: string }

export const faqContactIntro = {
  title: 'Talk to a Fence Expert',
  intro: 'Prefer a person to a page? Reach us the way that suits you; every request gets a reply within 24 hours.',
}

export const faqContactCards: readonly FaqContactCard[] = [
  {
    kind: 'call',
    title: 'Call Us',
    description: 'Speak with an estimator Monday to Saturday. English and Spanish spoken.',
    actionLabel: site.phone.display,
  },
  {
    kind: 'text',
    title: 'Text Us',
    description: 'Send a quick question or a photo of your fence line and we will text you back.',
    actionLabel: 'Send a Text',
    body: `Hi ${site.businessName}, I have a question about a fence project. My name is `,
  },
  {
    kind: 'quote',
    title: 'Schedule a Consultation',
    description: 'Book a free on-site visit: we measure, talk through options and leave a written quote.',
    actionLabel: 'Schedule Free Consultation',
  },
]

export const faqSearchCopy = {
  title: 'Browse Questions by Topic',
  intro: 'Search every answer, or jump to a topic.',
  label: 'Search frequently asked questions',
  placeholder: 'Try "permit" or "cedar"',
  topicsLabel: 'FAQ topics',
  noResultsTitle: 'No results found',
  noResultsText: 'Try searching with different keywords or browse all categories above.',
  clearLabel: 'Clear search',
}

export const faqCategories: readonly FaqCategory[] = [
  {
    category: 'Pricing & Estimates',
    faqs: [
      {
        question: 'How much does a new fence cost per linear foot?',
        answer:
          'Most wood privacy fences we build in north DFW run $25-45 per linear foot installed, and vinyl runs $30-60 per linear foot. Where you land in each range depends on height, style (side-by-side, board-on-board or horizontal), gates, terrain and whether an old fence has to be torn out and hauled away. Chain link is our most affordable option; ornamental black iron sits at the top of the range.',
      },
      {
        question: 'Are your estimates really free?',
        answer:
          'Yes. We walk the property, measure the fence line, talk through materials and leave you a written, itemized quote at no cost and with no obligation. We respond to every quote request within 24 hours, and same-day quotes are often possible in Celina, Prosper, Frisco and McKinney.',
      },
      {
        question: 'What is included in the price of a fence installation?',
        answer:
          'Our quotes include materials, labor, concrete-set posts, hardware, cleanup and haul-off of all construction debris. Removal of an existing fence, gates, staining and permit fees are listed as separate line items so you can see exactly what you are paying for. No surprise charges are added after the job.',
      },
      {
        question: 'How much does a driveway gate cost?',
        answer:
          'Most automatic and custom driveway gate projects fall between $3,000 and $8,000, depending on width (single driveway gates up to 16 feet), material, whether the gate swings or slides, and the opener, keypad, remote or intercom you choose.',
      },
      {
        question: 'Do you offer any discounts?',
        answer:
          'Yes. We offer discounts for active military, veterans and seniors. Mention it when you request your quote and we will apply it to your estimate.',
      },
    ],
  },
  {
    category: 'Materials & Styles',
    faqs: [
      {
        question: 'Which fence material lasts the longest?',
        answer:
          'Typical lifespans with normal care in the north Texas climate: cedar 25+ years, vinyl 30+ years, chain link 20-25 years and ornamental black iron 50+ years. Regular staining extends the life of a wood fence considerably.',
      },
      {
        question: 'Should I choose cedar or pine for a wood fence?',
        answer:
          'Cedar costs about 15-25% more than pine, but it resists rot, insects and warping far better, holds stain evenly and stays straighter through Texas summers. For most privacy fences we recommend cedar pickets on galvanized steel or treated posts.',
      },
      {
        question: 'What fence heights do you install?',
        answer:
          'The most common residential heights are 4, 6 and 8 feet: 4 feet for front yards, pools and pets, 6 feet for standard backyard privacy, and 8 feet where the city and your HOA allow extra privacy. Chain link can run from 3 to 12 feet for commercial and security work.',
      },
      {
        question: 'Is vinyl a good choice in the Texas heat?',
        answer:
          'Yes. Quality vinyl is UV-stabilized, never needs paint or stain and will not rot or splinter. It costs more up front than wood but needs little more than an occasional rinse, which is why many busy families and pool owners choose it.',
      },
      {
        question: 'Can chain link give me privacy?',
        answer:
          'Privacy slats woven into chain link block up to 90% of the view. We install 9-gauge wire for residential fences and heavier 6-gauge for commercial and security fencing, with galvanized or black vinyl-coated finishes.',
      },
    ],
  },
  {
    category: 'Installation Process',
    faqs: [
      {
        question: 'How long does fence installation take?',
        answer:
          'Most residential fences are installed in 1-3 days once materials are on site. Larger or more complex projects, long runs, steep grades or automatic gates can take a little longer, and we will give you a clear schedule with your quote. From signed quote to finished fence, most projects are done in 2-3 weeks.',
      },
      {
        question: 'How deep do you set fence posts?',
        answer:
          'We set posts at least 24-30 inches deep in concrete, deeper for 8-foot fences and gate posts. Deep, properly set posts are what keep a fence straight through north Texas clay soil and spring storms.',
      },
      {
        question: 'Do I need to be home during installation?',
        answer:
          'Not necessarily. We need access to the yard, gates unlocked and pets kept inside. Most homeowners meet the crew lead on the first morning to confirm the layout, then we call or text with progress and a final walkthrough.',
      },
      {
        question: 'Do you mark utility lines before digging?',
        answer:
          'Yes. We request Texas 811 utility locates before every installation, so buried gas, power and water lines are marked before any post hole is dug.',
      },
      {
        question: 'Do you work weekends?',
        answer: 'Weekend installs are available on request, which helps families who cannot leave pets or young children with an open yard during the week.',
      },
      {
        question: 'Will you remove my old fence?',
        answer:
          'Yes. We tear out and haul away the old fence, posts and concrete footings as part of the project, and the removal cost is listed on your quote.',
      },
    ],
  },
  {
    category: 'Permits & HOA',
    faqs: [
      {
        question: 'Do I need a permit to build a fence?',
        answer:
          'In most north DFW cities a permit is needed for fences over 6 feet tall or for fences in front yards; rules vary by city, corner lots and easements. We check your city requirements, pull the permit when one is needed and schedule any inspection.',
      },
      {
        question: 'How long does HOA approval take?',
        answer:
          'HOA architectural review usually takes 2-4 weeks. We prepare the application for you with a site plan, style, height, material and stain color, and we can schedule your installation for the first open day after approval.',
      },
      {
        question: 'Can you help with my HOA application?',
        answer:
          'Yes, it is part of our service. We work with HOAs across Celina, Prosper, Frisco, McKinney and Allen every week, know their common requirements and fill in the paperwork so it is approved the first time.',
      },
      {
        question: 'How do I know where my property line is?',
        answer:
          'Check your plat or survey first. If the line is unclear or a neighbor disputes it, we can arrange a property line survey before building so the fence goes exactly where it belongs.',
      },
    ],
  },
  {
    category: 'Warranty & Maintenance',
    faqs: [
      {
        question: 'What warranty do you offer?',
        answer:
          'Every fence we install carries a lifetime workmanship warranty: if a post leans or a section fails because of how we built it, we come back and fix it. Materials carry their manufacturer warranties, which we register for you. We are licensed, bonded and insured.',
      },
      {
        question: 'How often should a wood fence be stained?',
        answer:
          'We recommend staining a wood fence every 2-3 years. A quality penetrating stain protects against UV and moisture and can add 10+ years to the life of a fence. New cedar should weather for a few weeks before the first coat.',
      },
      {
        question: 'When should a fence be repaired rather than replaced?',
        answer:
          'If less than about 20% of the fence is damaged, repairs (new posts, pickets or rails) are usually the smarter choice. Once more than 20% is rotted, leaning or broken, replacement typically costs less over time.',
      },
      {
        question: 'Do you handle storm damage?',
        answer:
          'Yes. We offer emergency storm repair for fences and gates after high winds, hail or fallen limbs, including temporary securing so pets and children stay safe until permanent repairs are done.',
      },
      {
        question: 'Do you offer maintenance plans?',
        answer:
          'Yes. Our maintenance programs include annual inspections, seasonal care, scheduled staining and priority repair scheduling for homeowners and commercial properties.',
      },
    ],
  },
  {
    category: 'Financing',
    faqs: [
      {
        question: 'Do you offer fence financing?',
        answer: `Yes. Through our third-party consumer financing partner you can spread the cost of a fence, gate or patio over monthly payments, with payments from ${financingReadings.general.paymentsFrom} and no-money-down options. Terms are subject to credit approval; current program details are on our Financing page.`,
      },
      {
        question: 'Will checking my financing options affect my credit score?',
        answer:
          'No. Checking your rate is a soft inquiry that does not affect your credit score. A full credit check happens only if you accept an offer and move forward with the loan.',
      },
      {
        question: 'How quickly will I get a financing decision?',
        answer: `The online application takes a few minutes, and most applicants get a decision in ${financingReadings.general.decisionTime}. Once approved, we can schedule your project right away.`,
      },
    ],
  },
  {
    category: 'Service Areas & Scheduling',
    faqs: [
      {
        question: 'What areas do you serve?',
        answer: `We are based in ${site.address.city}, TX and serve a ${site.serviceRadiusMiles}-mile radius: Celina, Prosper, Frisco, McKinney, Allen, Aubrey, Gunter and Pilot Point, plus Little Elm, Plano, Anna, The Colony and North Dallas.`,
      },
      {
        question: 'How quickly can you come out for an estimate?',
        answer:
          'In our core cities we usually visit the same or next day. For outer areas such as Gunter, Pilot Point, Little Elm, Plano and North Dallas, allow 2-3 days. Either way, you hear from us within 24 hours of your request.',
      },
      {
        question: 'Do you speak Spanish?',
        answer: 'Yes. We have bilingual staff, so estimates, scheduling and questions on installation day can be handled in English or Spanish.',
      },
    ],
  },
]

/** Every question on the page, in display order: the FAQPage structured data uses exactly this. */
export const allFaqs: readonly Faq[] = faqCategories.flatMap((category) => category.faqs)

export const faqsClosingCta: CallToAction = {
  headline: 'Still Have Questions?',
  text: `Our estimators answer fence questions every day. Call, text or book a free on-site consultation and get a written quote within 24 hours.`,
  buttons: [
    { kind: 'quote', label: 'Schedule Free Consultation' },
    { kind: 'call', label: `Call ${site.phone.display}` },
    { kind: 'text', label: 'Text Us', body: `Hi ${site.businessName}, I have a question about a fence project. My name is ` },
  ],
}
