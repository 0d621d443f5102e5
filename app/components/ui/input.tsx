import type * as React from 'react'
import { cn } from '#app/lib/utils.ts'

/** Shared look of the fields (inputs are 44 px tall): 16 px text (no zoom on phones), a visible focus ring. */
export const fieldClassName = cn(
  'flex w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs transition-[color,box-shadow]',
  'placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50',
  'focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/35',
  'aria-invalid:border-destructive aria-invalid:ring-destructive/20 aria-invalid:focus-visible:ring-destructive/30',
)

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return <input type={type} data-slot="input" className={cn(fieldClassName, 'h-11', className)} {...props} />
}
