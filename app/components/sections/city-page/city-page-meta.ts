import type { MetaDescriptor } from 'react-router'
import type { CityPage } from '#app/content/cities/city-page.ts'
import { faqPageJsonLd, localBusinessJsonLd } from '#app/seo/json-ld.ts'
import { pageMeta } from '#app/seo/page-meta.ts'
import { site } from '#app/site-config.ts'
import { heroImagePreloadLink } from '#app/components/ui/responsive-image.tsx'

/**
 * Title, description, social tags and JSON-LD for a city page (the business for that city and the
 * FAQs the page shows), and the preload of the hero image (the LCP element) named by the route
 * table. The preload is a meta descriptor: the city pages share one route module, and only `meta`
 * sees the page.
 */
export function cityPageMeta(page: CityPage): MetaDescriptor[] {
  return [
    ...pageMeta(site, {
      head: page.content.seo,
      path: page.path,
      image: page.hero.backgroundImage,
      jsonLd: [localBusinessJsonLd(site, { city: page.city, path: page.path }), faqPageJsonLd(page.content.faqs)],
    }),
    { tagName: 'link', ...heroImagePreloadLink(page.hero.backgroundImage) },
  ]
}
