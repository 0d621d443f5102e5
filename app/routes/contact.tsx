import { ContactBlockSection } from '../components/sections/contact-block-section.tsx'
import { quoteAnchorId } from '../components/sections/quote-link.tsx'
import { contactBlock, contactFormConfig, contactHead, contactServiceAreas } from '../content/contact.ts'
import { findPage } from '../route-table.ts'
import { localBusinessJsonLd } from '../seo/json-ld.ts'
import { pageMeta } from '../seo/page-meta.ts'
import { site } from '../site-config.ts'
import { ContactHeader } from './-contact/contact-header.tsx'
import type { Route } from './+types/contact'

const page = findPage('/contact')!

// No `links` preload: this page has no hero image.
export const meta: Route.MetaFunction = () =>
  pageMeta(site, { head: contactHead, path: page.path, image: page.heroImage, jsonLd: [localBusinessJsonLd(site, { path: page.path })] })

export default function ContactPage() {
  return (
    <>
      <ContactHeader />
      <ContactBlockSection
        copy={contactBlock}
        areas={contactServiceAreas}
        form={contactFormConfig}
        headingLevel={2}
        formAnchorId={quoteAnchorId}
        whyChooseUs={contactBlock.whyChooseUs.items}
        tone="muted"
      />
    </>
  )
}
