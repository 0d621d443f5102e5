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
  const segments = path.split('/').filter(Boolean)
  const crumbs = segments.map((segment, index) => {
    const crumbPath = `/${segments.slice(0, index + 1).join('/')}`
    return { label: lookup(crumbPath) ?? labelFromSlug(segment), path: crumbPath }
  })
  return [{ label: 'Home', path: '/' }, ...crumbs]
}
