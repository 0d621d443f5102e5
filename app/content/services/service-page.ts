import type { z } from 'zod'
import type * as schema from '../page-schemas.server.ts'
import type { Faq } from '#app/components/sections/faq-accordion.tsx'
import type { Hero } from '#app/components/sections/hero-section.tsx'
import type { SectionIntro } from '../types.ts'

export type ServicePageSource = z.infer<typeof schema.servicePageSource>
export type RelatedService = { title: string; description: string; link: string }

/** The sections as the page shows them: a related section holds the catalog's cards under the standard intro. */
export type ServicePageSection =
  Exclude<ServicePageSource['sections'][number], { kind: 'related' }> | ({ kind: 'related'; services: RelatedService[] } & SectionIntro)

/** A service page as its route renders it: its JSON file with the hero and the related cards filled in. */
export type ServicePageContent = Omit<ServicePageSource, 'hero' | 'sections'> & { hero: Hero; sections: ServicePageSection[] }

/** Every FAQ a page shows, in order: the visible accordion and the FAQPage JSON-LD read the same list. */
export function pageFaqs(page: ServicePageContent): Faq[] {
  return page.sections.flatMap((section) => (section.kind === 'faq' ? section.faqs : []))
}
