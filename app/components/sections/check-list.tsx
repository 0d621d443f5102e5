import type { IconNode } from 'lucide'
import { CheckCircle2 } from 'lucide'
import { Icon } from '../ui/icon.tsx'
import { cn } from '#app/lib/utils.ts'

export interface CheckListProps {
  items: readonly string[]
  /** Margins, text size and the like; the list's display and gap come from `layout`. */
  className?: string
  /** The list's display and gap classes. */
  layout?: string
  columns?: 1 | 2
  /** 'sm' suits cards and compact bands; 'md' body text. */
  size?: 'sm' | 'md'
  /** Centre the icon on one-line items instead of aligning it with the first line. */
  centered?: boolean
  /** The gap between icon and text, when the size's default does not fit. */
  itemGap?: string
  /** Extra classes for each item, e.g. to draw it as a tile. */
  itemClassName?: string
  icon?: IconNode
  iconColor?: string
}

/** A list of points, each after a check (or another) icon. The text needs no element of its own: it is the item's second flex item. */
export function CheckList({
  items,
  className,
  layout = 'grid gap-3',
  columns = 1,
  size = 'md',
  centered = false,
  itemGap,
  itemClassName,
  icon = CheckCircle2,
  iconColor = 'text-success',
}: CheckListProps) {
  return (
    <ul className={cn(layout, columns === 2 && 'sm:grid-cols-2', className)}>
      {items.map((item) => (
        <li key={item} className={cn('flex', itemGap ?? (size === 'md' ? 'gap-3' : 'gap-2'), centered && 'items-center', itemClassName)}>
          <Icon icon={icon} className={cn(!centered && 'mt-0.5', size === 'md' ? 'size-5' : 'size-4', 'shrink-0', iconColor)} />
          {item}
        </li>
      ))}
    </ul>
  )
}
