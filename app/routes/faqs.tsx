import { CtaBand } from '../components/sections/cta-band.tsx'
import { FinancingBanner } from '../components/sections/financing-banner.tsx'
import { HeroSection } from '../components/sections/hero-section.tsx'
import { heroImagePreloadLink } from '../components/ui/responsive-image.tsx'
import { allFaqs, faqCategories, faqSearchCopy, faqsClosingCta, faqsHead, faqsHero } from '../content/faqs.ts'
import { findPage } from '../route-table.ts'
import { faqPageJsonLd } from '../seo/json-ld.ts'
import { pageMeta } from '../seo/page-meta.ts'
import { site } from '../site-config.ts'
import { FaqContactCardsSection } from './-faqs/faq-contact-cards-section.tsx'
import { Island } from '../islands/island.tsx'
import faqSearch from './-faqs/faq-search.island.tsx'
import type { Route } from './+types/faqs'

// The quote form posted without JavaScript is answered by this page.
export { quoteAction as action } from '../quote/quote-action.server.ts'

const page = findPage('/faqs')!

export const links: Route.LinksFunction = () => [heroImagePreloadLink(page.heroImage)]

export const meta: Route.MetaFunction = () => pageMeta(site, { head: faqsHead, path: page.path, image: page.heroImage, jsonLd: [faqPageJsonLd(allFaqs)] })

export default function FaqsPage() {
  return (
    <>
      <HeroSection hero={faqsHero} />
      <FaqContactCardsSection />
      <Island of={faqSearch} props={{ categories: faqCategories, copy: faqSearchCopy }} />
      <FinancingBanner />
      <CtaBand cta={faqsClosingCta} />
    </>
  )
}
