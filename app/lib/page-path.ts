import { useLocation } from 'react-router'

/** A path as the route table spells it, without the trailing slash the prerender requests pages with. */
export function pagePath(path: string): string {
  return path.replace(/\/+$/, '') || '/'
}

/** The page's path as the route table spells it. */
export function usePagePath(): string {
  return pagePath(useLocation().pathname)
}
