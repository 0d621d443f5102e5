import type { MetaDescriptor } from 'react-router'
import { heroImageFor, pageFaqs, type ServicePageContent } from '#app/content/services/service-page.ts'
import { faqPageJsonLd, serviceJsonLd } from '#app/seo/json-ld.ts'
import { pageMeta } from '#app/seo/page-meta.ts'
import { site } from '#app/site-config.ts'
import { heroImagePreloadLink } from '#app/components/ui/responsive-image.tsx'

/**
 * Head tags of a service-template page: meta, Service JSON-LD, FAQPage JSON-LD from the visible
 * FAQ, and the preload of the hero image (the LCP element). The preload is a meta descriptor, not
 * a `links()` entry: the pages of the family share one route module, and only `meta` sees the page.
 */
export function servicePageMeta(page: ServicePageContent): MetaDescriptor[] {
  const image = heroImageFor(page.path)
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
