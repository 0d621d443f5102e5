import { CtaBand } from '../components/sections/cta-band.tsx'
import { FinancingBanner } from '../components/sections/financing-banner.tsx'
import { HeroSection } from '../components/sections/hero-section.tsx'
import { heroImagePreloadLink } from '../components/ui/responsive-image.tsx'
import { allFaqs, faqsPage } from '../content/faqs.ts'
import { findPage } from '../route-table.ts'
import { faqPageJsonLd } from '../seo/json-ld.ts'
import { pageMeta } from '../seo/page-meta.ts'
import { financingBanner } from '../content/financing-banner.ts'
import { site } from '../site-config.ts'
import { FaqContactCardsSection } from './-faqs/faq-contact-cards-section.tsx'
import { Island } from '../islands/island.tsx'
import faqSearch from './-faqs/faq-search.island.tsx'
import type { Route } from './+types/faqs'

// The quote form posted without JavaScript is answered by this page.
export { quoteAction as action } from '../quote/quote-action.server.ts'

const page = findPage('/faqs')!

export const links: Route.LinksFunction = () => [heroImagePreloadLink(page.heroImage)]

export function loader() {
  return { ...faqsPage, allFaqs }
}

export const shouldRevalidate = () => false

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(site, { head: loaderData.faqsHead, path: page.path, image: page.heroImage, jsonLd: [faqPageJsonLd(loaderData.allFaqs)] }) : []

export default function FaqsPage({ loaderData }: Route.ComponentProps) {
  const { faqsHero, faqContactIntro, faqContactCards, faqCategories, faqSearchCopy, faqsClosingCta } = loaderData
  return (
    <>
      <HeroSection hero={faqsHero} />
      <FaqContactCardsSection intro={faqContactIntro} cards={faqContactCards} />
      <Island of={faqSearch} props={{ categories: faqCategories, copy: faqSearchCopy }} />
      <FinancingBanner banner={financingBanner} />
      <CtaBand cta={faqsClosingCta} />
    </>
  )
}
