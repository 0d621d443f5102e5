import { site } from '../site-config.ts'
import type { PageHead } from './types.ts'

/** The /privacy page: the privacy policy, as data the page renders section by section. */

export const privacyHead: PageHead = {
  title: 'Privacy Policy | How We Handle Your Quote Request',
  description:
    'What our fence quote form collects, why, who receives it, how long we keep it, texting consent, cookies, analytics and your rights as a Texas resident.',
  keywords: ['privacy policy', 'fence quote privacy', 'text message consent', 'Texas privacy rights'],
}

export const privacyPage = {
  title: 'Privacy Policy',
  effectiveDateLabel: 'Effective date:',
  effectiveDate: 'November 22, 2026',
  effectiveDateIso: '2026-11-22',
  contentsTitle: 'Contents',
}

export type PolicyBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  /** The business's contact details, rendered with working phone and e-mail links. */
  | { kind: 'contact' }

export interface PolicySection {
  id: string
  title: string
  blocks: PolicyBlock[]
}

const p = (text: string): PolicyBlock => ({ kind: 'paragraph', text })
const list = (...items: string[]): PolicyBlock => ({ kind: 'list', items })

const business = site.businessName

export const privacyIntro = `${site.legalName} ("${business}", "we", "us") builds fences, gates and outdoor structures in north Texas. This policy explains what personal information we collect through this website, mainly through our quote request form, how we use it, who receives it and the choices you have. We do not sell your personal information.`

export const privacySections: readonly PolicySection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    blocks: [
      p('When you request a quote, the form asks for and sends us:'),
      list(
        'Your first and last name',
        'Your phone number and e-mail address',
        'The property address (and, when you pick a suggested address, its street, city, ZIP code and state)',
        'The services you are interested in, such as wood fencing or automatic gates',
        'Any project details you choose to write',
        'Your consent to be contacted (the consent checkbox)',
      ),
      p('Along with your answers, the form adds:'),
      list(
        'The page and form you used (for example, the Contact page or a city page)',
        'Campaign parameters from the link that brought you to the site (utm_source, utm_medium and utm_campaign), if the link had them',
        'The date and time of your request',
      ),
      p(
        'Our server also records basic technical information with each request, such as your IP address and browser type, to protect the form from spam and abuse. The form contains a hidden field that people never see; if it is filled in, we treat the request as automated spam.',
      ),
      p('If you call, text or e-mail us, we receive the information you share in that conversation, along with your phone number or e-mail address.'),
    ],
  },
  {
    id: 'how-we-use-it',
    title: 'How We Use Your Information',
    blocks: [
      list(
        'To contact you about your request, schedule your free estimate and prepare your quote',
        'To plan and complete your project, including HOA applications, permits and utility locates when you hire us',
        'To honor warranty claims and answer questions after your project is finished',
        'To understand which pages, services and advertising campaigns bring us customers, so we can improve our website and marketing',
        'To keep the website and quote form secure and free of spam',
        'To meet legal, tax and accounting obligations',
      ),
      p('We do not use the details of your request for anything unrelated to your project or our services.'),
    ],
  },
  {
    id: 'calls-texts-emails',
    title: 'Calls, Text Messages and E-mails',
    blocks: [
      p(
        `The quote form includes a consent checkbox. By leaving it checked and submitting the form, you agree that ${business} may call, text or e-mail you at the phone number and e-mail address you provide about your request, your estimate and your project.`,
      ),
      list(
        'Message and data rates may apply. Message frequency depends on your project.',
        'Reply STOP to any text message to stop receiving texts, or HELP for help.',
        `You can also ask us to stop calling or e-mailing you at any time by calling ${site.phone.display} or writing to ${site.email}.`,
        'We do not send marketing texts to numbers that have opted out, and we never share your phone number with others for their own marketing.',
      ),
      p('You do not have to agree to receive text messages to do business with us: you can call us for a quote instead.'),
    ],
  },
  {
    id: 'who-receives-it',
    title: 'Who Receives Your Information',
    blocks: [
      p(`Your quote request goes to ${business} and the team members who prepare estimates and schedule projects. We share it only with:`),
      list(
        'Service providers that work on our behalf: our website host, the e-mail service that delivers quote notifications to our team, and the customer relationship management (CRM) system where we track requests and projects. They may use your information only to provide their service to us.',
        'Suppliers, subcontractors, HOAs, cities and surveyors, when needed to complete a project you hired us for (for example, your address and fence plan for an HOA application or permit).',
        'Authorities, when the law requires it or to protect our rights, property or safety.',
        'A buyer or successor, if our business is sold or merged, under the same protections described here.',
      ),
      p('We do not sell your personal information and do not share it with others for their own marketing.'),
    ],
  },
  {
    id: 'analytics-advertising',
    title: 'Analytics and Advertising',
    blocks: [
      p(
        'To learn which pages and campaigns help customers find us, our website can load Google Tag Manager, a Google service that manages our analytics and advertising tags. It is loaded only when we have turned it on for the site, and only after the page has finished loading.',
      ),
      list(
        'When you send a quote request successfully, the page records a "lead_submit" event in the analytics data layer with the type of form, the page, the services you selected and the city. Your name, phone number, e-mail and street address are not included in this event.',
        'If an advertising pixel (such as the Meta pixel) is installed, the page also sends it a "Lead" event so we can measure which ads lead to quote requests. The pixel provider may combine this with information it already has about you under its own privacy policy.',
        'These tools may set cookies and receive your IP address and information about your browser and device.',
      ),
      p(
        'You can limit this tracking with your browser settings, ad-blocking or privacy extensions, the Google Analytics opt-out browser add-on, and the ad preference settings of Google and Meta.',
      ),
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies',
    blocks: [
      p(
        'Cookies are small files a website stores in your browser. Our own pages work without cookies. Cookies may be set by the analytics and advertising tools described above, when they are turned on, and by the embedded services described below. You can block or delete cookies in your browser settings; the quote form keeps working if you do.',
      ),
    ],
  },
  {
    id: 'embedded-services',
    title: 'Maps, Financing and Other Third-Party Services',
    blocks: [
      list(
        'Map: the map in our footer is embedded from Google Maps. It loads only when you scroll near it, and Google then receives your IP address and browser information under the Google Privacy Policy.',
        'Address suggestions: when you click into the address field of the quote form, the page loads Google Maps Places to suggest Texas addresses as you type. What you type in that field is sent to Google to produce suggestions.',
        "Financing: our financing page embeds a payment calculator from our third-party consumer financing partner, loaded when you scroll near it, and links to the partner's prequalification page. If you apply for financing, you do so directly with the partner, under its own privacy policy and terms. We do not see your credit information; the partner tells us only what is needed to complete your project.",
        'Review sites: links to Google, Facebook, Yelp and the BBB open those sites in a new tab, under their own privacy policies.',
      ),
    ],
  },
  {
    id: 'retention',
    title: 'How Long We Keep Your Information',
    blocks: [
      list(
        'Quote requests that do not become a project: up to 3 years after our last contact, so we can follow up on your estimate and recognize you if you come back.',
        'Customer and project records: for as long as our lifetime workmanship warranty applies to your project, and at least as long as tax and accounting law requires.',
        'Technical server logs: up to 90 days, unless needed longer to investigate abuse.',
      ),
      p('When information is no longer needed, we delete it or remove anything that identifies you.'),
    ],
  },
  {
    id: 'security',
    title: 'How We Protect Your Information',
    blocks: [
      p(
        'The quote form is sent over an encrypted (HTTPS) connection. Access to quote requests is limited to the people who need them to serve you, and our service providers are required to protect the information they handle for us. No method of transmission or storage is perfectly secure, but we take reasonable measures to protect your information.',
      ),
    ],
  },
  {
    id: 'children',
    title: "Children's Privacy",
    blocks: [
      p(
        'Our website and services are intended for adults who own or manage property. We do not knowingly collect personal information from children under 13. If you believe a child has sent us information, contact us and we will delete it.',
      ),
    ],
  },
  {
    id: 'your-rights',
    title: 'Your Rights as a Texas Resident',
    blocks: [
      p('Texas residents have rights under the Texas Data Privacy and Security Act, and we extend the same choices to every customer. You may ask us to:'),
      list(
        'Confirm whether we process your personal information and access it',
        'Correct inaccurate information',
        'Delete the information you provided or that we hold about you',
        'Receive a copy of your information in a portable format',
        'Opt out of the use of your information for targeted advertising (we do not sell personal information or use it for profiling that produces legal effects)',
      ),
      p(
        'To make a request, contact us using the details below. We will verify your request by confirming details you gave us and respond within 45 days. We will not charge you or treat you differently for using these rights. If we decline your request, you may appeal by replying to our answer, and we will respond to your appeal within 60 days. If you are unhappy with the result of an appeal, you may contact the Office of the Texas Attorney General.',
      ),
    ],
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    blocks: [
      p(
        'We may update this policy when our website, services or the law change. The effective date at the top of this page shows when it was last updated. If a change significantly affects how we use information we already hold, we will tell you before it applies.',
      ),
    ],
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    blocks: [p('Questions about this policy or your information? Reach us at:'), { kind: 'contact' }],
  },
]
