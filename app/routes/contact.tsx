import { ContactBlockSection } from '../components/sections/contact-block-section.tsx'
import { quoteAnchorId } from '../components/sections/quote-link.tsx'
import { contactPage } from '../content/contact.ts'
import { languageOfPath } from '../lib/language.tsx'
import { pagePath } from '../lib/page-path.ts'
import { sitePaths } from '../lib/site-paths.ts'
import { findPage } from '../route-table.ts'
import { localBusinessJsonLd } from '../seo/json-ld.ts'
import { pageMeta } from '../seo/page-meta.ts'
import { site } from '../site-config.ts'
import { ContactHeader } from './-contact/contact-header.tsx'
import type { Route } from './+types/contact'

// The quote form posted without JavaScript is answered by this page.
export { quoteAction as action } from '../quote/quote-action.server.ts'

// Both languages' pages share the English row's image.
const heroImage = findPage(sitePaths.contact.en)!.heroImage

// No `links` preload: this page has no hero image.
export function loader({ url }: Pick<Route.LoaderArgs, 'url'>) {
  const language = languageOfPath(pagePath(url.pathname))
  return { ...contactPage[language], path: sitePaths.contact[language] }
}

export const shouldRevalidate = () => false

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta(site, { head: loaderData.contactHead, path: loaderData.path, image: heroImage, jsonLd: [localBusinessJsonLd(site, { path: loaderData.path })] })
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
