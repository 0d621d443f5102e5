import type * as React from 'react'
import { cn } from '#app/lib/utils.ts'
import { fieldClassName } from './input.tsx'

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(fieldClassName, 'field-sizing-content min-h-24 resize-y', className)} {...props} />
}
