import { findPage } from '../route-table.ts'
import { site } from '../site-config.ts'
import { claims } from './business-claims.ts'
import type { Advantage, CallToAction, HeroConfig, PageHead } from './types.ts'

/** The /locations page (spec: Locations). The area list itself is `service-areas.ts`. */

const heroImage = findPage('/locations')?.heroImage ?? 'cedar-fence'

/** Prefilled text for visitors who send their address instead of calling. */
const sendLocationBody = "Hi, I'd like a fence quote. My address is: "

export const locationsHead: PageHead = {
  title: `Fence Service Areas in North Texas | ${site.businessName}`,
  description:
    'Fence installation in Celina, Prosper, Frisco, McKinney, Allen, Aubrey, Gunter, Pilot Point and nearby North Texas towns. Same or next-day response.',
  keywords: [
    'fence company near me',
    'North Texas fence company',
    'Collin County fence installation',
    'Denton County fence contractor',
    'Celina fence',
    'Prosper fence',
    'Frisco fence',
  ],
}

export const locationsHero: HeroConfig = {
  backgroundImage: heroImage,
  title: 'Local Fence Crews Across North Texas',
  subtitle: 'Service Areas',
  description: `From our home base in ${site.address.city}, we build fences in Prosper, Frisco, McKinney, Allen, Aubrey, Gunter, Pilot Point and nearby towns, within a ${site.serviceRadiusMiles}-mile radius. Same or next-day response in our core cities.`,
  primaryButtonText: 'Get My Free Quote',
  secondaryButtonText: `Call ${site.phone.display}`,
  features: [
    { icon: 'map-pin', title: `${site.serviceRadiusMiles}-mile service radius` },
    { icon: 'clock', title: 'Same or next-day response' },
    { icon: 'file-check', title: 'HOA & permits handled' },
    { icon: 'shield-check', title: 'Lifetime workmanship warranty' },
  ],
  form: {
    formTitle: 'Get Your Free Fence Quote',
    formDescription: 'Tell us where you are and what you need. We respond to every request within 24 hours.',
    submitButtonText: 'Get My Free Quote',
    pageContext: 'Service Areas Page',
    formType: 'Hero Contact Form',
    ratingText: claims.rating.displayed.text,
    features: ['Free on-site estimate', 'Local crew for your city', 'No-obligation written quote'],
  },
}

export const whereWeServe = {
  eyebrow: 'Where We Serve',
  title: 'Fence Installation in Your City',
  intro:
    'Our crews work every day across Collin, Denton and southern Grayson Counties. Each city page covers its neighborhoods, HOA and permit notes and local pricing.',
} as const

export const localAdvantages: { title: string; intro: string; cards: Advantage[] } = {
  title: 'Local Advantages',
  intro: 'Hiring a crew that works in your city every week makes a difference you can see in the fence line.',
  cards: [
    {
      title: 'Local Crews, Local Knowledge',
      description: `We are based in ${site.address.city} and our crews live in the communities we serve, so we know the builders, the HOAs and the streets.`,
      icon: 'map-pin',
    },
    {
      title: 'HOA & Permit Experts',
      description:
        'We keep fence guidelines on file for dozens of North Texas HOAs and pull permits where the city requires them, typically for fences over 6 feet or in front yards.',
      icon: 'file-check',
    },
    {
      title: 'Built for North Texas Soil',
      description:
        'Expansive clay, sandy Cross Timbers ground, spring hail and 100°F summers: posts go 24-30 inches deep in concrete, with steel-post options.',
      icon: 'shield',
    },
    {
      title: 'Fast Local Response',
      description: 'Same or next-day estimates in our core cities and 2-3 days in outer areas. Every quote request gets an answer within 24 hours.',
      icon: 'clock',
    },
  ],
}

export const areaNotListed = {
  title: "Don't See Your Area?",
  text: `We serve a ${site.serviceRadiusMiles}-mile radius around ${site.address.city}, and that reaches more towns than fit on this page. Call us, or text us your address and we will tell you right away whether we can help.`,
  call: { kind: 'call', label: `Call ${site.phone.display}` },
  sendLocation: { kind: 'text', label: 'Send Your Location', body: sendLocationBody },
  emailFallback: { kind: 'email', label: 'E-mail us your address', subject: 'Fence quote: is my area served?', body: sendLocationBody },
  emailHint: 'On a computer?',
} as const

export const locationsCta: CallToAction = {
  headline: 'Schedule Your Free Consultation',
  text: 'Meet a local fence expert at your property. We measure, talk through styles, HOA rules and budget, and send a written quote, with no obligation.',
  buttons: [
    { kind: 'quote', label: 'Schedule My Free Consultation' },
    { kind: 'call', label: `Call ${site.phone.display}` },
  ],
}
