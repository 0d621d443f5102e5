import { CityPageTemplate } from './-city-page/city-page-template.tsx'
import { heroImagePreloadLink } from '../components/ui/responsive-image.tsx'
import { cityPageAt } from '../content/cities/city-pages.server.ts'
import { financingBanner } from '../content/financing-banner.ts'
import { useLanguage } from '../lib/language.tsx'
import { pagePath } from '../lib/page-path.ts'
import { faqPageJsonLd, localBusinessJsonLd } from '../seo/json-ld.ts'
import { pageMeta } from '../seo/page-meta.ts'
import { site } from '../site-config.ts'
import type { Route } from './+types/city-page'

// The quote form posted without JavaScript is answered by this page.
export { quoteAction as action } from '../quote/quote-action.server.ts'

/** Every city landing page: the loader reads the page's own file by its path, at build time. */
export function loader({ url }: Route.LoaderArgs) {
  return cityPageAt(pagePath(url.pathname))
}

export const shouldRevalidate = () => false

// The preload is a meta descriptor: the city pages share one module, and only `meta` sees the page.
export const meta: Route.MetaFunction = ({ loaderData: page }) =>
  page
    ? [
        ...pageMeta(site, {
          head: page.content.seo,
          path: page.path,
          image: page.hero.backgroundImage,
          jsonLd: [localBusinessJsonLd(site, { city: page.city, path: page.path }), faqPageJsonLd(page.content.faqs)],
        }),
        { tagName: 'link', ...heroImagePreloadLink(page.hero.backgroundImage) },
      ]
    : []

export default function CityRoute({ loaderData }: Route.ComponentProps) {
  return <CityPageTemplate page={loaderData} financingBanner={financingBanner[useLanguage()]} />
}
