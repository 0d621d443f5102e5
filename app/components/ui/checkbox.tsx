import type * as React from 'react'
import { cn } from '#app/lib/utils.ts'

/**
 * A native checkbox in the theme colour. Native keeps it a real form control (keyboard,
 * screen readers, autofill) with no script to load.
 */
export function Checkbox({ className, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      className={cn(
        'peer size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:outline-2 aria-invalid:outline-offset-1 aria-invalid:outline-destructive',
        className,
      )}
      {...props}
    />
  )
}
