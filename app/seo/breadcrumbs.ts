import { languageOfPath } from '../lib/language.tsx'
import { sitePaths } from '../lib/site-paths.ts'

export type Crumb = { label: string; path: string }

/** 'some-town-fence-company' -> 'Some Town Fence Company'. */
export function labelFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/**
 * Home plus one crumb per path segment. Labels come from the lookup (the route table),
 * otherwise the slug words capitalized.
 */
export function breadcrumbTrail(path: string, lookup: (path: string) => string | undefined): Crumb[] {
  // A Spanish page's trail starts at the Spanish home page.
  const home = sitePaths.home[languageOfPath(path)]
  const root = home === '/' ? '' : home
  const segments = path.slice(root.length).split('/').filter(Boolean)
  const crumbs = segments.map((segment, index) => {
    const crumbPath = `${root}/${segments.slice(0, index + 1).join('/')}`
    return { label: lookup(crumbPath) ?? labelFromSlug(segment), path: crumbPath }
  })
  return [{ label: lookup(home) ?? 'Home', path: home }, ...crumbs]
}
