import { cityFiles, cityPath, serviceFiles, woodCityFiles, woodCityPath } from './content/collections.ts'
import type { ImageName } from './lib/images.ts'
import { pagePath } from './lib/page-path.ts'

// Every page is one row; the React Router routes, the prerender list and both site maps derive from it.

export type PageGroup = 'main' | 'services' | 'wood' | 'areas' | 'help'

export interface PageRoute {
  /** Canonical path, no trailing slash. */
  path: string
  /** Route module, relative to app/. */
  file: string
  /** One id per row for the families that share a module; their loader finds the page by path. */
  id?: string
  /** Link text in menus, breadcrumbs and the /sitemap page. */
  label: string
  group: PageGroup
  /** Preloaded on navigation and on link hover. */
  heroImage: ImageName
  priority: number
  changefreq: 'weekly' | 'monthly' | 'yearly'
}

const serviceTemplateModule = 'routes/service-page.tsx'

/** A page of a content family: its file's page entry gives the hero image and priority. */
const familyRow = (row: Pick<PageRoute, 'path' | 'file' | 'id' | 'label' | 'group'>, page: Pick<PageRoute, 'heroImage' | 'priority'>): PageRoute => ({
  ...row,
  heroImage: page.heroImage,
  priority: page.priority,
  changefreq: 'monthly',
})

const services = serviceFiles.en.map(({ path, name, page }) =>
  // The overview is a family of its own; the services share theirs.
  familyRow(
    { path, file: serviceTemplateModule, id: page.group === 'main' ? 'services' : `service/${name}`, label: page.label, group: page.group ?? 'services' },
    page,
  ),
)

const woodCities = woodCityFiles.en.map((city) =>
  familyRow(
    { path: woodCityPath(city), file: serviceTemplateModule, id: `wood/${city.slug}`, label: city.page.label ?? `${city.city} Wood Fencing`, group: 'wood' },
    city.page,
  ),
)

const cities = cityFiles.en.map((city) =>
  familyRow(
    { path: cityPath(city), file: 'routes/city-page.tsx', id: `city/${city.slug}`, label: city.page.label ?? `${city.city} Fence Company`, group: 'areas' },
    city.page,
  ),
)

const page = (
  path: string,
  file: string,
  label: string,
  group: PageGroup,
  priority: number,
  changefreq: PageRoute['changefreq'],
  heroImage: ImageName = 'hero-fence',
): PageRoute => ({ path, file, label, group, heroImage, priority, changefreq })

export const pages: readonly PageRoute[] = [
  page('/', 'routes/home.tsx', 'Home', 'main', 1, 'weekly'),
  ...services,
  ...woodCities,
  page('/locations', 'routes/locations.tsx', 'Service Areas', 'main', 0.9, 'monthly', 'cedar-fence'),
  ...cities,
  page('/reviews', 'routes/reviews.tsx', 'Reviews', 'main', 0.8, 'weekly', 'vinyl-gate'),
  page('/faqs', 'routes/faqs.tsx', 'FAQs', 'main', 0.7, 'monthly'),
  page('/contact', 'routes/contact.tsx', 'Contact', 'main', 0.8, 'yearly'),
  page('/fence-cost-estimator', 'routes/fence-cost-estimator.tsx', 'Fence Cost Estimator', 'main', 0.8, 'monthly'),
  page('/financing', 'routes/financing.tsx', 'Financing', 'main', 0.7, 'monthly'),
  page('/sitemap', 'routes/sitemap.tsx', 'Site Map', 'help', 0.3, 'monthly'),
  page('/privacy', 'routes/privacy.tsx', 'Privacy Policy', 'help', 0.2, 'yearly'),
]

/** Alternate addresses seen in links: a 301 from the server, a prerendered redirect page for static hosts. */
export const redirects: ReadonlyArray<{ from: string; to: string }> = [
  ...cityFiles.en.map((city) => ({ from: `/locations/${city.slug}`, to: cityPath(city) })),
  ...[...serviceFiles.en.map((file) => ({ file, to: file.path })), ...woodCityFiles.en.map((file) => ({ file, to: woodCityPath(file) }))].flatMap(
    ({ file, to }) => (file.page.redirectsFrom ?? []).map((from) => ({ from, to })),
  ),
]

/** Prerendered at /404 and published as 404.html. */
export const notFoundPath = '/404'

export const resourceRoutes = [
  { path: '/sitemap.xml', file: 'routes/sitemap-xml.ts' },
  { path: '/robots.txt', file: 'routes/robots-txt.ts' },
] as const

export function prerenderPaths(): string[] {
  return [...pages.map((page) => page.path), ...redirects.map((redirect) => redirect.from), ...resourceRoutes.map((resource) => resource.path), notFoundPath]
}

export function findPage(path: string): PageRoute | undefined {
  return pages.find((page) => page.path === pagePath(path))
}

export function redirectTarget(path: string): string | undefined {
  return redirects.find((redirect) => redirect.from === path)?.to
}

/** Every path a visitor can land on with a 200 or a redirect: what internal links may point to. */
export function isKnownPath(path: string): boolean {
  return findPage(path) !== undefined || redirectTarget(path) !== undefined || resourceRoutes.some((r) => r.path === path)
}
