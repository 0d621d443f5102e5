import type { IconNode } from 'lucide'
import { createElement } from 'react'
import { cn } from '#app/lib/utils.ts'

interface IconProps {
  /** Lucide's drawing of the icon: `import { Clock } from 'lucide'`. */
  icon: IconNode
  className?: string
  filled?: boolean
}

/** A decorative lucide icon, sized by its classes (24 px without) and coloured by the text; `filled` fills it too (the stars). */
export function Icon({ icon, className, filled }: IconProps) {
  return (
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
}
