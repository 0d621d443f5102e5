import type { PageGroup } from '../route-table.ts'
import type { PageHead } from './types.ts'

export const sitemapHead: PageHead = {
  title: 'Site Map | Every Page of Our Fence Company Website',
  description:
    'Every page of our site: fencing services, gates, wood fencing by city, service areas, reviews, FAQs, financing, the cost estimator and how to reach us.',
  keywords: ['site map', 'fence services', 'service areas', 'Celina fence company'],
}

/** The /sitemap page's groups, in order; each lists the route-table pages of its groups. */
export const sitemapSections: ReadonlyArray<{ title: string; groups: PageGroup[] }> = [
  { title: 'Main Pages', groups: ['main'] },
  { title: 'Fencing Services', groups: ['services', 'wood'] },
  { title: 'Service Areas', groups: ['areas'] },
  { title: 'Help & Policies', groups: ['help'] },
]
