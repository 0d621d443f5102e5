import { useEffect, useRef, type ComponentPropsWithoutRef, type ElementType } from 'react'
import { cn } from '../../lib/utils.ts'

/** Cards fade and slide in when 15% of them is in view (spec: threshold 0.1-0.2). */
const revealThreshold = 0.15
/** Delay between siblings in a grid (spec: 150 ms stagger). */
export const revealStaggerMs = 150

type RevealProps<T extends ElementType> = {
  as?: T
  /** Position among siblings; each step adds the stagger delay. */
  index?: number
} & ComponentPropsWithoutRef<T>

/**
 * Content is in the prerendered HTML and visible without JavaScript; the `.js .reveal`
 * styles hide it only once scripts run, and reduced-motion users see it without motion.
 */
export function Reveal<T extends ElementType = 'div'>({ as, index = 0, className, style, ...props }: RevealProps<T>) {
  const Component: ElementType = as ?? 'div'
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (typeof IntersectionObserver === 'undefined') {
      element.dataset.visible = 'true'
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            ;(entry.target as HTMLElement).dataset.visible = 'true'
            observer.unobserve(entry.target)
          }
        }
      },
      { threshold: revealThreshold },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <Component
      ref={ref}
      className={cn('reveal', className)}
      style={{ transitionDelay: `${index * revealStaggerMs}ms`, ...style }}
      {...props}
    />
  )
}
