import { ContactBlockSection } from '../components/sections/contact-block-section.tsx'
import { quoteAnchorId } from '../components/sections/quote-link.tsx'
import * as contact from '../content/contact.ts'
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
export function loader() {
  return { ...contact }
}

export const shouldRevalidate = () => false

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta(site, { head: loaderData.contactHead, path: page.path, image: page.heroImage, jsonLd: [localBusinessJsonLd(site, { path: page.path })] })
    : []

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { contactHeader, contactFormConfig, contactBlock, contactServiceAreas } = loaderData
  return (
    <>
      <ContactHeader header={contactHeader} />
      <ContactBlockSection
        copy={contactBlock}
        areas={contactServiceAreas}
        form={contactFormConfig}
        formAnchorId={quoteAnchorId}
        whyChooseUs={contactBlock.whyChooseUs.items}
        tone="muted"
      />
    </>
  )
}
