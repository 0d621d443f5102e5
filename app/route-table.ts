import type { ImageName } from './content/images.ts'
import { cityLandingSlugs, cityNames, cityPath, type CitySlug } from './city-landings.ts'

/**
 * The site map. Every page of the site is one row here, and three things derive from
 * this table: the React Router route config (app/routes.ts), the prerender list
 * (react-router.config.ts) and both site maps (/sitemap.xml and the /sitemap page).
 * A page cannot exist in one and be missing from the others.
 */

export type PageGroup = 'main' | 'services' | 'wood' | 'areas' | 'help'

export interface PageRoute {
  /** Canonical path, no trailing slash. */
  path: string
  /** Route module, relative to app/. */
  file: string
  /**
   * Route id, for the pages of a family that share one module (services, wood-fencing cities,
   * city landing pages): React Router needs one id per route, and the family's loader finds the
   * page's content by its path.
   */
  id?: string
  /** Link text in menus, breadcrumbs and the /sitemap page. */
  label: string
  group: PageGroup
  /** The image the page's hero shows; preloaded on navigation and on link hover/focus. */
  heroImage: ImageName
  /** sitemap.xml priority. */
  priority: number
  changefreq: 'weekly' | 'monthly' | 'yearly'
}

/** Services, the services overview and the wood-fencing cities: pages of the service template. */
const serviceTemplateModule = 'routes/service-page.tsx'

const service = (slug: string, label: string, heroImage: ImageName): PageRoute => ({
  path: `/services/${slug}`,
  file: serviceTemplateModule,
  id: `service/${slug}`,
  label,
  group: 'services',
  heroImage,
  priority: 0.8,
  changefreq: 'monthly',
})

const cityLanding = (slug: CitySlug): PageRoute => ({
  path: cityPath(slug),
  file: 'routes/city-page.tsx',
  id: `city/${slug}`,
  label: `${cityNames[slug]} Fence Company`,
  group: 'areas',
  heroImage: 'cedar-fence',
  priority: 0.8,
  changefreq: 'monthly',
})

const cityWood = (slug: string, label: string): PageRoute => ({
  path: `/${slug}-wood-fencing`,
  file: serviceTemplateModule,
  id: `wood/${slug}`,
  label,
  group: 'wood',
  heroImage: 'wood-fence-hero',
  priority: 0.7,
  changefreq: 'monthly',
})

export const pages: readonly PageRoute[] = [
  { path: '/', file: 'routes/home.tsx', label: 'Home', group: 'main', heroImage: 'hero-fence', priority: 1, changefreq: 'weekly' },
  {
    path: '/services',
    file: serviceTemplateModule,
    id: 'services',
    label: 'Services',
    group: 'main',
    heroImage: 'hero-fence',
    priority: 0.9,
    changefreq: 'monthly',
  },
  service('wood-fencing', 'Wood Fencing', 'wood-fence-hero'),
  service('vinyl-fencing', 'Vinyl Fencing', 'vinyl-gate'),
  service('chain-link', 'Chain Link Fencing', 'commercial-hero'),
  service('black-iron', 'Black Iron Fencing', 'iron-fence-hero'),
  service('commercial-fencing', 'Commercial Fencing', 'commercial-hero'),
  service('automatic-gates', 'Automatic Gates', 'gate-hero'),
  service('custom-gates', 'Custom Gates', 'gate-hero'),
  service('staining-repairs', 'Fence Staining & Repairs', 'staining-hero'),
  service('fence-staining', 'Fence Staining & Sealing', 'staining-hero'),
  service('patios-pergolas', 'Patios & Pergolas', 'pergola-hero'),
  service('property-surveying', 'Property Line Surveying', 'survey-hero'),
  service('permits-hoa', 'Permits & HOA Approval', 'survey-hero'),
  service('maintenance-programs', 'Maintenance Programs', 'staining-hero'),
  cityWood('celina', 'Celina Wood Fencing'),
  cityWood('prosper', 'Prosper Wood Fencing'),
  cityWood('mckinney', 'McKinney Wood Fencing'),
  { path: '/locations', file: 'routes/locations.tsx', label: 'Service Areas', group: 'main', heroImage: 'cedar-fence', priority: 0.9, changefreq: 'monthly' },
  ...cityLandingSlugs.map(cityLanding),
  { path: '/reviews', file: 'routes/reviews.tsx', label: 'Reviews', group: 'main', heroImage: 'vinyl-gate', priority: 0.8, changefreq: 'weekly' },
  { path: '/faqs', file: 'routes/faqs.tsx', label: 'FAQs', group: 'main', heroImage: 'hero-fence', priority: 0.7, changefreq: 'monthly' },
  { path: '/contact', file: 'routes/contact.tsx', label: 'Contact', group: 'main', heroImage: 'hero-fence', priority: 0.8, changefreq: 'yearly' },
  {
    path: '/fence-cost-estimator',
    file: 'routes/fence-cost-estimator.tsx',
    label: 'Fence Cost Estimator',
    group: 'main',
    heroImage: 'hero-fence',
    priority: 0.8,
    changefreq: 'monthly',
  },
  { path: '/financing', file: 'routes/financing.tsx', label: 'Financing', group: 'main', heroImage: 'hero-fence', priority: 0.7, changefreq: 'monthly' },
  { path: '/sitemap', file: 'routes/sitemap.tsx', label: 'Site Map', group: 'help', heroImage: 'hero-fence', priority: 0.3, changefreq: 'monthly' },
  { path: '/privacy', file: 'routes/privacy.tsx', label: 'Privacy Policy', group: 'help', heroImage: 'hero-fence', priority: 0.2, changefreq: 'yearly' },
]

/**
 * Alternate addresses seen in links. The server answers them with a real 301; for static
 * hosting each is also prerendered as a tiny page with a canonical link and an immediate
 * client redirect (routes/redirect.tsx).
 */
export const redirects: ReadonlyArray<{ from: string; to: string }> = [
  ...cityLandingSlugs.map((city) => ({ from: `/locations/${city}`, to: cityPath(city) })),
  // One reading of the spec links McKinney wood fencing under /services.
  { from: '/services/mckinney-wood-fencing', to: '/mckinney-wood-fencing' },
]

/** Prerendered at /404 and published as 404.html: what any unknown path shows. */
export const notFoundPath = '/404'

/** Plain files, generated by resource routes at build time. */
export const resourceRoutes = [
  { path: '/sitemap.xml', file: 'routes/sitemap-xml.ts' },
  { path: '/robots.txt', file: 'routes/robots-txt.ts' },
] as const

export function prerenderPaths(): string[] {
  return [...pages.map((page) => page.path), ...redirects.map((redirect) => redirect.from), ...resourceRoutes.map((resource) => resource.path), notFoundPath]
}

export function findPage(path: string): PageRoute | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path
  return pages.find((page) => page.path === normalized)
}

export function redirectTarget(path: string): string | undefined {
  return redirects.find((redirect) => redirect.from === path)?.to
}

/** Every path a visitor can land on with a 200 or a redirect: what internal links may point to. */
export function isKnownPath(path: string): boolean {
  return findPage(path) !== undefined || redirectTarget(path) !== undefined || resourceRoutes.some((r) => r.path === path)
}
