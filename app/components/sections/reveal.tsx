import type { ComponentPropsWithoutRef, CSSProperties, ElementType } from 'react'
import { cn } from '../../lib/utils.ts'

/** Delay between siblings in a grid (spec: 150 ms stagger). */
export const revealStaggerMs = 150

type RevealProps<T extends ElementType> = {
  as?: T
  /** Position among siblings; each step adds the stagger delay. */
  index?: number
} & ComponentPropsWithoutRef<T>

/**
 * A card that fades and slides in when it scrolls into view. Only markup: the observer that
 * reveals it is one for the whole document (app/lib/page-behaviour.ts), so it works in static
 * content too. Content is visible without JavaScript; reduced-motion users see it without motion.
 *
 * The stagger is a custom property that only the reveal's own transition reads (app.css): as a
 * `transition-delay` on the card it also delayed the card's switch to hidden, which made the
 * browser run a zero-length transition on every card below the screen.
 */
export function Reveal<T extends ElementType = 'div'>({ as, index = 0, className, style, ...props }: RevealProps<T>) {
  const Component: ElementType = as ?? 'div'
  const stagger = { '--reveal-delay': `${index * revealStaggerMs}ms` } as CSSProperties
  return <Component className={cn('reveal', className)} style={{ ...stagger, ...style }} {...props} />
}
