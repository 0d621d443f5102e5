import type { CityPage } from '../../../content/cities/city-page.ts'
import { faqPageJsonLd, localBusinessJsonLd } from '../../../seo/json-ld.ts'
import { pageMeta } from '../../../seo/page-meta.ts'
import { site } from '../../../site-config.ts'
import { heroImagePreloadLink } from '../../ui/responsive-image.tsx'

/** Title, description, social tags and JSON-LD for a city page: the business for that city and the FAQs the page shows. */
export function cityPageMeta(page: CityPage) {
  return pageMeta(site, {
    head: page.content.seo,
    path: page.path,
    image: page.hero.backgroundImage,
    jsonLd: [localBusinessJsonLd(site, { city: page.city, path: page.path }), faqPageJsonLd(page.content.faqs)],
  })
}

/** Preloads the hero image (the LCP element) named by the route table. */
export function cityPageLinks(page: CityPage) {
  return [heroImagePreloadLink(page.hero.backgroundImage)]
}
