import type { ReactNode } from 'react'
import { cn } from '#app/lib/utils.ts'

/**
 * A line of text led by a decorative icon (`aria-hidden` on it): an Icon or a ContentIcon. The
 * icon comes made, so this file imports none and the collector can render the quote form with it
 * outside the site's build.
 */
export function IconText({ icon, children, inline, className }: { icon: ReactNode; children: ReactNode; inline?: boolean; className?: string }) {
  return (
    <p className={cn(inline ? 'inline-flex' : 'flex', 'items-center gap-2', className)}>
      {icon}
      {children}
    </p>
  )
}
