import type { ComponentProps, FocusEvent, MouseEvent } from 'react'
import { Link, NavLink } from 'react-router'
import { pagePartPreloads } from '../../lib/lazy-islands.tsx'
import { findPage } from '../../route-table.ts'
import { preloadImage } from '../ui/responsive-image.tsx'

/**
 * Starts fetching what the target page needs beyond its route module as soon as the visitor shows
 * intent: its hero image (the next LCP element) and, for a page whose content is a lazy part, that
 * part's code.
 */
export function preloadPageFor(path: string) {
  const page = findPage(path)
  if (page) preloadImage(page.heroImage)
  void pagePartPreloads[path]?.()
}

interface IntentHandlers {
  onMouseEnter?: (event: MouseEvent<HTMLAnchorElement>) => void
  onFocus?: (event: FocusEvent<HTMLAnchorElement>) => void
}

function withPagePreload(to: string, { onMouseEnter, onFocus }: IntentHandlers): Required<IntentHandlers> {
  return {
    onMouseEnter: (event) => {
      preloadPageFor(to)
      onMouseEnter?.(event)
    },
    onFocus: (event) => {
      preloadPageFor(to)
      onFocus?.(event)
    },
  }
}

/** An internal link that prefetches the route's code, its hero image and its lazy content on hover or focus. */
export function SiteLink({ to, onMouseEnter, onFocus, ...props }: ComponentProps<typeof Link> & { to: string }) {
  return <Link to={to} prefetch="intent" {...withPagePreload(to, { onMouseEnter, onFocus })} {...props} />
}

/** SiteLink that marks the current page (aria-current) in menus. */
export function SiteNavLink({ to, onMouseEnter, onFocus, ...props }: ComponentProps<typeof NavLink> & { to: string }) {
  return <NavLink to={to} prefetch="intent" end {...withPagePreload(to, { onMouseEnter, onFocus })} {...props} />
}
