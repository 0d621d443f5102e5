import type * as React from 'react'
import { cn } from '#app/lib/utils.ts'

/** A native label: it needs no script to focus its field, so it costs nothing on first load. */
export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return (
    <label
      data-slot="label"
      className={cn(
        'flex select-none items-center gap-2 text-sm font-semibold leading-none text-foreground peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
        className,
      )}
      {...props}
    />
  )
}
