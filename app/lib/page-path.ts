import { useLocation } from 'react-router'

/**
 * A path as the route table spells it, without a trailing slash: the router's location keeps the
 * slash of the address the page was requested at, and the prerender requests each page with one.
 */
export function pagePath(path: string): string {
  return path.replace(/\/+$/, '') || '/'
}

/** The page's path as the route table spells it. */
export function usePagePath(): string {
  return pagePath(useLocation().pathname)
}
