import { CheckCircle2, type LucideIcon } from 'lucide-react'
import { cn } from '../../lib/utils.ts'

export interface CheckListProps {
  items: readonly string[]
  className?: string
  columns?: 1 | 2
  /** 'sm' suits cards and compact bands; 'md' body text. */
  size?: 'sm' | 'md'
  /** Centre the icon on one-line items instead of aligning it with the first line. */
  centered?: boolean
  icon?: LucideIcon
  itemClassName?: string
  iconClassName?: string
}

/** A list of points, each after a check icon; layout, spacing and colour come in through the class props. */
export function CheckList({
  items,
  className,
  columns = 1,
  size = 'md',
  centered = false,
  icon: Icon = CheckCircle2,
  itemClassName,
  iconClassName,
}: CheckListProps) {
  return (
    <ul className={cn('grid gap-3', columns === 2 && 'sm:grid-cols-2', className)}>
      {items.map((item) => (
        <li key={item} className={cn('flex', size === 'md' ? 'gap-3' : 'gap-2', centered && 'items-center', itemClassName)}>
          <Icon aria-hidden="true" className={cn(!centered && 'mt-0.5', size === 'md' ? 'size-5' : 'size-4', 'shrink-0 text-success', iconClassName)} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
