import type { IconNode } from 'lucide'
import { createContext, createElement, useContext, type ReactNode } from 'react'
import { cn } from '#app/lib/utils.ts'

/** True in the browser's build of the islands (config/app-defines.ts). */
declare const __ISLANDS_BUILD__: boolean

/**
 * Turns a lucide icon into the data of one `<path>` that draws all its shapes. The prerender
 * provides it (app/entry.server.tsx with icon-drawing.ts), so no island's code carries what it takes.
 */
export type IconDrawer = (icon: IconNode) => string

const IconDrawerContext = /* @__PURE__ */ createContext<IconDrawer | null>(null)

export function IconDrawerProvider({ draw, children }: { draw: IconDrawer; children: ReactNode }) {
  return <IconDrawerContext value={draw}>{children}</IconDrawerContext>
}

interface IconProps {
  /** Lucide's drawing of the icon: `import { Clock } from 'lucide'`. */
  icon: IconNode
  className?: string
  filled?: boolean
}

/** Lucide's `<svg>` (class `lucide`: a build check keeps it inside islands) made from its shapes, the same on the server and in the browser. */
const lucideIcon = ({ icon, className, filled }: IconProps) => (
  <svg
    xmlns="http://www.w3.org/2000/svg"
    width={24}
    height={24}
    viewBox="0 0 24 24"
    fill={filled ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    className={cn('lucide', className)}
    aria-hidden="true"
  >
    {icon.map(([tag, attributes], index) => createElement(tag, { ...attributes, key: index }))}
  </svg>
)

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
 * document hydrates), it is lucide's own `<svg>` with one element per shape; the islands' browser
 * build has only that.
 */
export const Icon: (props: IconProps) => ReactNode = __ISLANDS_BUILD__ ? lucideIcon : DrawnIcon
