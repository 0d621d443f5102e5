import { ServicePage } from './-service-page/service-page.tsx'
import { heroImagePreloadLink } from '../components/ui/responsive-image.tsx'
import { financingBanner } from '../content/financing-banner.ts'
import { pageFaqs } from '../content/services/service-page.ts'
import { servicePageAt } from '../content/services/service-pages.server.ts'
import { useLanguage } from '../lib/language.tsx'
import { pagePath } from '../lib/page-path.ts'
import { faqPageJsonLd, serviceJsonLd } from '../seo/json-ld.ts'
import { pageMeta } from '../seo/page-meta.ts'
import { site } from '../site-config.ts'
import type { Route } from './+types/service-page'

// The quote form posted without JavaScript is answered by this page.
export { quoteAction as action } from '../quote/quote-action.server.ts'

/** The services overview, each service and each wood-fencing city: the loader reads the page's own file by its path. */
export function loader({ url }: Route.LoaderArgs) {
  return servicePageAt(pagePath(url.pathname))
}

export const shouldRevalidate = () => false

export const meta: Route.MetaFunction = ({ loaderData: page }) => {
  if (!page) return []
  const image = page.hero.backgroundImage
  const faqs = pageFaqs(page)
  return [
    ...pageMeta(site, {
      head: page.head,
      path: page.path,
      image,
      jsonLd: [serviceJsonLd(site, { ...page.service, path: page.path, image }), faqs.length > 0 ? faqPageJsonLd(faqs) : undefined],
    }),
    { tagName: 'link', ...heroImagePreloadLink(image) },
  ]
}

export default function ServiceTemplateRoute({ loaderData }: Route.ComponentProps) {
  return <ServicePage page={loaderData} financingBanner={financingBanner[useLanguage()]} />
}
