import { cityFiles, cityPath, serviceFiles, woodCityFiles, woodCityPath } from './content/collections.ts'
import type { ImageName } from './lib/images.ts'
import { languages, perLanguage, type Language } from './lib/language.tsx'
import { pagePath } from './lib/page-path.ts'
import { sitePaths } from './lib/site-paths.ts'

// Every page is one row per language; the React Router routes, the prerender list and both site maps derive from it.

export type PageGroup = 'main' | 'services' | 'wood' | 'areas' | 'help'

export interface PageRoute {
  /** Canonical path, no trailing slash. */
  path: string
  /** Route module, relative to app/. */
  file: string
  /** One id per row for the rows that share a module; their loader finds the page by path. */
  id?: string
  /** Link text in menus, breadcrumbs and the /sitemap page, in the page's language. */
  label: string
  group: PageGroup
  language: Language
  /** The same page in each language: its hreflang links, the language switcher and the sitemap's alternates. */
  twins: Record<Language, string>
  /** Preloaded on navigation and on link hover. */
  heroImage: ImageName
  priority: number
  changefreq: 'weekly' | 'monthly' | 'yearly'
}

type Row = Omit<PageRoute, 'language' | 'twins' | 'path' | 'label' | 'id'> & { id?: string; paths: Record<Language, string>; labels: Record<Language, string> }

const serviceTemplateModule = 'routes/service-page.tsx'

/** A page of a content family in both languages: its files' page entries give the labels, the hero image and priority. */
const familyRows = <Entry extends { page: { label?: string; heroImage: ImageName; priority: number } }>(
  files: Record<Language, Entry[]>,
  row: (entry: Entry, language: Language) => { path: string; label: string; id: string; file: string; group: PageGroup },
): Row[] =>
  files.en.map((english, index) => {
    const rows = perLanguage((language) => row(files[language][index]!, language))
    return {
      ...rows.en,
      paths: perLanguage((language) => rows[language].path),
      labels: perLanguage((language) => rows[language].label),
      heroImage: english.page.heroImage,
      priority: english.page.priority,
      changefreq: 'monthly',
    }
  })

const services = familyRows(serviceFiles, ({ path, name, page }) => ({
  path,
  // The overview is a family of its own; the services share theirs.
  id: page.group === 'main' ? 'services' : `service/${name}`,
  file: serviceTemplateModule,
  label: page.label,
  group: page.group ?? 'services',
}))

const woodCities = familyRows(woodCityFiles, (city, language) => ({
  path: woodCityPath(city, language),
  id: `wood/${city.slug}`,
  file: serviceTemplateModule,
  label: city.page.label ?? (language === 'es' ? `Cercas de madera en ${city.city}` : `${city.city} Wood Fencing`),
  group: 'wood',
}))

const cities = familyRows(cityFiles, (city, language) => ({
  path: cityPath(city, language),
  id: `city/${city.slug}`,
  file: 'routes/city-page.tsx',
  label: city.page.label ?? (language === 'es' ? `Compañía de cercas en ${city.city}` : `${city.city} Fence Company`),
  group: 'areas',
}))

const page = (
  name: keyof typeof sitePaths,
  file: string,
  labels: Record<Language, string>,
  group: PageGroup,
  priority: number,
  changefreq: PageRoute['changefreq'],
  heroImage: ImageName = 'hero-fence',
): Row => ({ paths: sitePaths[name], file, labels, group, heroImage, priority, changefreq })

const rows: Row[] = [
  page('home', 'routes/home.tsx', { en: 'Home', es: 'Inicio' }, 'main', 1, 'weekly'),
  ...services,
  ...woodCities,
  page('locations', 'routes/locations.tsx', { en: 'Service Areas', es: 'Áreas de servicio' }, 'main', 0.9, 'monthly', 'cedar-fence'),
  ...cities,
  page('reviews', 'routes/reviews.tsx', { en: 'Reviews', es: 'Reseñas' }, 'main', 0.8, 'weekly', 'vinyl-gate'),
  page('faqs', 'routes/faqs.tsx', { en: 'FAQs', es: 'Preguntas frecuentes' }, 'main', 0.7, 'monthly'),
  page('contact', 'routes/contact.tsx', { en: 'Contact', es: 'Contacto' }, 'main', 0.8, 'yearly'),
  page('estimator', 'routes/fence-cost-estimator.tsx', { en: 'Fence Cost Estimator', es: 'Calculadora de costos de cercas' }, 'main', 0.8, 'monthly'),
  page('financing', 'routes/financing.tsx', { en: 'Financing', es: 'Financiamiento' }, 'main', 0.7, 'monthly'),
  page('sitemap', 'routes/sitemap.tsx', { en: 'Site Map', es: 'Mapa del sitio' }, 'help', 0.3, 'monthly'),
  page('privacy', 'routes/privacy.tsx', { en: 'Privacy Policy', es: 'Política de privacidad' }, 'help', 0.2, 'yearly'),
]

/** Every page, English first, then its Spanish twins in the same order. */
export const pages: readonly PageRoute[] = languages.flatMap((language) =>
  rows.map(({ paths, labels, id, ...row }) => ({
    ...row,
    path: paths[language],
    label: labels[language],
    language,
    twins: paths,
    // English rows keep the ids they had; a Spanish row shares its module, so it needs one of its own.
    id: language === 'en' ? id : `${language}/${id ?? row.file}`,
  })),
)

/** The pages of one language, in menu order. */
export const pagesIn = (language: Language) => pages.filter((page) => page.language === language)

/** An English address (`/services/wood-fencing#gates`) as the page in the language writes it; any other address as it is. */
export function localizedPath(path: string, language: Language): string {
  const [, base = path, rest = ''] = /^([^#?]*)(.*)$/.exec(path) ?? []
  const twin = pages.find((candidate) => candidate.language === 'en' && candidate.path === pagePath(base))?.twins[language]
  return twin ? twin + rest : path
}

/** Alternate addresses seen in links: a 301 from the server, a prerendered redirect page for static hosts. */
export const redirects: ReadonlyArray<{ from: string; to: string }> = [
  ...cityFiles.en.map((city) => ({ from: `/locations/${city.slug}`, to: cityPath(city) })),
  ...[...serviceFiles.en.map((file) => ({ file, to: file.path })), ...woodCityFiles.en.map((file) => ({ file, to: woodCityPath(file) }))].flatMap(
    ({ file, to }) => (file.page.redirectsFrom ?? []).map((from) => ({ from, to })),
  ),
]

/** Prerendered at /404 and published as 404.html. */
export const notFoundPath = sitePaths.notFound.en

export const resourceRoutes = [
  { path: '/sitemap.xml', file: 'routes/sitemap-xml.ts' },
  { path: '/robots.txt', file: 'routes/robots-txt.ts' },
] as const

export function prerenderPaths(): string[] {
  return [
    ...pages.map((page) => page.path),
    ...redirects.map((redirect) => redirect.from),
    ...resourceRoutes.map((resource) => resource.path),
    ...languages.map((language) => sitePaths.notFound[language]),
  ]
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
