import type { LucideIcon } from 'lucide-react'
import { createContext, createElement, useContext, type ReactNode } from 'react'
import { cn } from '#app/lib/utils.ts'

/** True in the browser's build of the islands (config/app-defines.ts). */
declare const __ISLANDS_BUILD__: boolean

/**
 * Turns a lucide icon into the data of one `<path>` that draws all its shapes. The prerender
 * provides it (app/entry.server.tsx with icon-drawing.ts), so no island's code carries what it takes.
 */
export type IconDrawer = (icon: LucideIcon) => string

const IconDrawerContext = /* @__PURE__ */ createContext<IconDrawer | null>(null)

export function IconDrawerProvider({ draw, children }: { draw: IconDrawer; children: ReactNode }) {
  return <IconDrawerContext value={draw}>{children}</IconDrawerContext>
}

interface IconProps {
  icon: LucideIcon
  className?: string
  filled?: boolean
}

/** Lucide's own `<svg>`. (A `fill` given as undefined would be no fill attribute at all, which SVG fills black.) */
const lucideIcon = ({ icon, className, filled }: IconProps) =>
  createElement(icon, { className, 'aria-hidden': 'true', ...(filled && { fill: 'currentColor' }) })

function DrawnIcon(props: IconProps) {
  const draw = useContext(IconDrawerContext)
  if (!draw) return lucideIcon(props)
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill={props.filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      className={cn('icon', props.className)}
      aria-hidden="true"
    >
      <path d={draw(props.icon)} />
    </svg>
  )
}

/**
 * A decorative lucide icon (`aria-hidden`), sized by its classes (24 px without) and coloured by
 * the text colour; `filled` fills it too (the stars).
 *
 * In a prerendered page it is an `<svg>` and one `<path>`: lucide's shapes joined into one, its
 * stroke settings in the stylesheet (`.icon`). Every icon shown costs the first style and layout
 * an element and a layout object per shape, so one shape instead of lucide's one to five (decision
 * 22; a `<use>` of a sprite symbol would add two more). Without a drawer, in an island (a React
 * root of its own, on the server and when it hydrates, so both render the same), in the answer
 * page the server renders for a posted form, in a unit test or in development (where the whole
 * document hydrates), it is lucide's own `<svg>`; the islands' browser build has only that.
 */
export const Icon: (props: IconProps) => ReactNode = __ISLANDS_BUILD__ ? lucideIcon : DrawnIcon
