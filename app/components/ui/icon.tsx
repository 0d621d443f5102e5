import type { LucideIcon } from 'lucide-react'
import { createContext, createElement, useContext, type ReactNode } from 'react'
import { cn } from '../../lib/utils.ts'

/**
 * Turns a lucide icon into the data of one `<path>` that draws all its shapes. The prerender
 * provides it (app/entry.server.tsx with icon-drawing.ts), so no island's code carries what it takes.
 */
export type IconDrawer = (icon: LucideIcon) => string

const IconDrawerContext = createContext<IconDrawer | null>(null)

export function IconDrawerProvider({ draw, children }: { draw: IconDrawer; children: ReactNode }) {
  return <IconDrawerContext value={draw}>{children}</IconDrawerContext>
}

/**
 * A decorative lucide icon (`aria-hidden`), sized by its classes (24 px without) and coloured by
 * the text colour; `filled` fills it too (the stars).
 *
 * In a prerendered page it is an `<svg>` and one `<path>`: lucide's shapes joined into one, its
 * stroke settings in the stylesheet (`.icon`). Every icon shown costs the first style and layout
 * an element and a layout object per shape, so one shape instead of lucide's one to four (decision
 * 22; a `<use>` of a sprite symbol would add two more). Without a drawer, in an island (a React
 * root of its own, on the server and when it hydrates, so both render the same), in the answer
 * page the server renders for a posted form, in a unit test or in development (where the whole
 * document hydrates), it is lucide's own `<svg>`.
 */
export function Icon({ icon, className, filled }: { icon: LucideIcon; className?: string; filled?: boolean }) {
  const draw = useContext(IconDrawerContext)
  // lucide reads a `fill` given as undefined as no fill attribute at all, which SVG fills black.
  if (!draw) return createElement(icon, { className, 'aria-hidden': 'true', ...(filled && { fill: 'currentColor' }) })
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      className={cn('icon', className)}
      aria-hidden="true"
    >
      <path d={draw(icon)} />
    </svg>
  )
}
