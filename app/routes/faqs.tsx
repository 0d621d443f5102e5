import { CtaBand } from '../components/sections/cta-band.tsx'
import { FinancingBanner } from '../components/sections/financing-banner.tsx'
import { HeroSection } from '../components/sections/hero-section.tsx'
import { heroImagePreloadLink } from '../components/ui/responsive-image.tsx'
import { faqsPage } from '../content/faqs.ts'
import { languageOfPath, useLanguage } from '../lib/language.tsx'
import { pagePath } from '../lib/page-path.ts'
import { sitePaths } from '../lib/site-paths.ts'
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

// Both languages' pages share the English row's image.
const heroImage = findPage(sitePaths.faqs.en)!.heroImage

export const links: Route.LinksFunction = () => [heroImagePreloadLink(heroImage)]

export function loader({ url }: Pick<Route.LoaderArgs, 'url'>) {
  const language = languageOfPath(pagePath(url.pathname))
  return { ...faqsPage[language], path: sitePaths.faqs[language] }
}

export const shouldRevalidate = () => false

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(site, { head: loaderData.faqsHead, path: loaderData.path, image: heroImage, jsonLd: [faqPageJsonLd(loaderData.allFaqs)] }) : []

export default function FaqsPage({ loaderData }: Route.ComponentProps) {
  const { faqsHero, faqContactIntro, faqContactCards, faqCategories, faqSearchCopy, faqsClosingCta } = loaderData
  return (
    <>
      <HeroSection hero={faqsHero} />
      <FaqContactCardsSection intro={faqContactIntro} cards={faqContactCards} />
      <Island of={faqSearch} props={{ categories: faqCategories, copy: faqSearchCopy }} />
      <FinancingBanner banner={financingBanner[useLanguage()]} />
      <CtaBand cta={faqsClosingCta} />
    </>
  )
}
