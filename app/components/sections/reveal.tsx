import type { ComponentPropsWithoutRef, CSSProperties, ElementType } from 'react'
import { cn } from '#app/lib/utils.ts'

type RevealProps<T extends ElementType> = {
  as?: T
  /** Position among siblings; each step adds the stagger delay. */
  index?: number
} & ComponentPropsWithoutRef<T>

/**
 * A card that fades and slides in as it scrolls into view: only markup and CSS (a scroll-driven
 * animation in app.css), so it needs no script. Each sibling starts its fade a little further into
 * the scroll than the one before (the spec's stagger). Reduced-motion users see it without motion.
 */
export function Reveal<T extends ElementType = 'div'>({ as, index = 0, className, style, ...props }: RevealProps<T>) {
  const Component: ElementType = as ?? 'div'
  const stagger = { '--reveal-index': index } as CSSProperties
  return <Component className={cn('reveal', className)} style={{ ...stagger, ...style }} {...props} />
}
