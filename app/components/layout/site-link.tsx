import type { ComponentProps, FocusEvent, MouseEvent } from 'react'
import { Link, NavLink } from 'react-router'
import { findPage } from '../../route-table.ts'
import { preloadImage } from '../ui/responsive-image.tsx'

/** Starts fetching the target page's hero image (the next LCP element) as soon as the visitor shows intent. */
export function preloadHeroFor(path: string) {
  const page = findPage(path)
  if (page) preloadImage(page.heroImage)
}

interface IntentHandlers {
  onMouseEnter?: (event: MouseEvent<HTMLAnchorElement>) => void
  onFocus?: (event: FocusEvent<HTMLAnchorElement>) => void
}

function withHeroPreload(to: string, { onMouseEnter, onFocus }: IntentHandlers): Required<IntentHandlers> {
  return {
    onMouseEnter: (event) => {
      preloadHeroFor(to)
      onMouseEnter?.(event)
    },
    onFocus: (event) => {
      preloadHeroFor(to)
      onFocus?.(event)
    },
  }
}

/** An internal link that prefetches the route's code and its hero image on hover or focus. */
export function SiteLink({ to, onMouseEnter, onFocus, ...props }: ComponentProps<typeof Link> & { to: string }) {
  return <Link to={to} prefetch="intent" {...withHeroPreload(to, { onMouseEnter, onFocus })} {...props} />
}

/** SiteLink that marks the current page (aria-current) in menus. */
export function SiteNavLink({ to, onMouseEnter, onFocus, ...props }: ComponentProps<typeof NavLink> & { to: string }) {
  return <NavLink to={to} prefetch="intent" end {...withHeroPreload(to, { onMouseEnter, onFocus })} {...props} />
}
