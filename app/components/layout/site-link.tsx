import type { ComponentProps } from 'react'
import { usePagePath } from '#app/lib/page-path.ts'

type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string }

/**
 * A link to a page of the site: a plain anchor. The browser navigates; the page's speculation
 * rules (app/seo/speculation-rules.ts) have it prerendered by the time a hover or press turns
 * into a click.
 */
export function SiteLink({ to, ...props }: SiteLinkProps) {
  return <a href={to} {...props} />
}

/** SiteLink that marks the current page (aria-current) in menus. Prerendered only: it reads the page's address from the router. */
export function SiteNavLink(props: SiteLinkProps) {
  return <SiteLink aria-current={usePagePath() === props.to ? 'page' : undefined} {...props} />
}
