import { ContactBlockSection } from '../components/sections/contact-block-section.tsx'
import { quoteAnchorId } from '../components/sections/quote-link.tsx'
import { contactBlock, contactFormConfig, contactHead } from '../content/contact.ts'
import { findPage } from '../route-table.ts'
import { localBusinessJsonLd } from '../seo/json-ld.ts'
import { pageMeta } from '../seo/page-meta.ts'
import { site } from '../site-config.ts'
import { ContactHeader } from './-contact/contact-header.tsx'
import type { Route } from './+types/contact'

// The quote form posted without JavaScript is answered by this page.
export { quoteAction as action } from '../quote/quote-action.server.ts'

const page = findPage('/contact')!

// No `links` preload: this page has no hero image.
export const meta: Route.MetaFunction = () =>
  pageMeta(site, { head: contactHead, path: page.path, image: page.heroImage, jsonLd: [localBusinessJsonLd(site, { path: page.path })] })

export default function ContactPage() {
  return (
    <>
      <ContactHeader />
      <ContactBlockSection form={contactFormConfig} headingLevel={2} formAnchorId={quoteAnchorId} whyChooseUs={contactBlock.whyChooseUs.items} tone="muted" />
    </>
  )
}
