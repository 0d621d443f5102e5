import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../../lib/utils.ts'

export interface IconTextProps {
  icon: LucideIcon
  children: ReactNode
  /** inline-flex instead of flex, for a line that sits in running content. */
  inline?: boolean
  className?: string
  iconClassName?: string
}

/** A line of text led by a decorative icon, hidden from screen readers. */
export function IconText({ icon: Icon, children, inline, className, iconClassName = 'size-5' }: IconTextProps) {
  return (
    <p className={cn(inline ? 'inline-flex' : 'flex', 'items-center gap-2', className)}>
      <Icon aria-hidden="true" className={iconClassName} />
      {children}
    </p>
  )
}
