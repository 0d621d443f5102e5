import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import type { IconName } from '../../content/icons.ts'
import { cn } from '../../lib/utils.ts'
import { ContentIcon } from './content-icon.tsx'

export interface IconTextProps {
  /** A lucide component, or the name of an icon in the sprite (no script) for a line below the fold. */
  icon: LucideIcon | IconName
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
      {typeof Icon === 'string' ? <ContentIcon name={Icon} className={iconClassName} /> : <Icon aria-hidden="true" className={iconClassName} />}
      {children}
    </p>
  )
}
