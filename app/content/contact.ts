import { site } from '../site-config.ts'
import { claims } from './business-claims.ts'
import { cityFiles, cityPath } from './collections.ts'
import type { PageHead, QuoteFormConfig } from './types.ts'

/** The /contact page, and the contact block the home page reuses. */

export const contactHead: PageHead = {
  title: 'Contact Us: Free Fence Quotes in Celina & North DFW',
  description:
    'Request a free fence quote, call or e-mail our Celina, TX team. Serving Prosper, Frisco, McKinney, Allen and nearby cities with replies within 24 hours.',
  keywords: ['contact fence company', 'free fence quote', 'fence estimate Celina TX', 'fence contractor near me', 'Prosper fence quote'],
}

export const contactHeader = {
  eyebrow: 'Contact Us',
  title: 'Get Your Free Fence Quote',
  text: `Tell us about your project and an estimator will reach out within 24 hours. Prefer to talk now? Call ${site.phone.display}.`,
}

/** The contact page's form (spec: Get Your Free Quote, context Contact Us, form type Contact Form). */
export const contactFormConfig: QuoteFormConfig = {
  formTitle: 'Get Your Free Quote',
  formDescription: 'Fill out the form and we will contact you within 24 hours to schedule your free on-site estimate.',
  submitButtonText: 'Get My Free Quote',
  pageContext: 'Contact Us',
  formType: 'Contact Form',
  ratingText: claims.rating.displayed.text,
  features: ['Free on-site estimate', 'Written, itemized quote', 'Response within 24 hours'],
}

export const contactServiceAreas = cityFiles.map((city) => ({ city: city.city, path: cityPath(city) }))

export const contactBlock = {
  phone: { title: 'Call or Text', text: 'Talk to an estimator about your project, in English or Spanish.' },
  email: { title: 'Email Us', text: 'Send plans, photos or HOA requirements any time.' },
  address: { title: 'Our Office' },
  hours: { title: 'Business Hours' },
  areas: {
    title: 'Service Areas',
    text: `Within ${site.serviceRadiusMiles} miles of ${site.address.city}, including:`,
    allAreasLabel: 'See all service areas',
    allAreasPath: '/locations',
  },
  whyChooseUs: {
    title: 'Why Choose Us',
    items: [
      `${claims.experience.standard} building fences in north Texas`,
      'Licensed, bonded and insured',
      claims.warranty,
      'HOA applications and permits handled for you',
      'Response within 24 hours, free written estimates',
      'Bilingual crews and weekend installs available',
      'Military, veteran and senior discounts',
    ],
  },
}
