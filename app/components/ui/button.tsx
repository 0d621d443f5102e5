import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        outline: 'border border-input bg-background hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
        hero: 'border-2 border-white bg-white/10 text-white backdrop-blur-sm hover:bg-white hover:text-primary',
        cta: 'bg-cta text-cta-foreground shadow-md hover:bg-cta/90',
        success: 'bg-success text-success-foreground hover:bg-success/90',
      },
      size: {
        default: 'h-11 px-5 py-2 text-sm',
        sm: 'h-9 px-3 text-sm',
        lg: 'h-12 px-8 text-base',
        icon: 'size-11 text-sm',
        /** A link-styled action in running content: no padding, so its text lines up with what is above. */
        inline: 'h-11 text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

export type ButtonProps = React.ComponentProps<'button'> & VariantProps<typeof buttonVariants>

/** A button. A link that should look like one takes `className={buttonVariants(...)}` instead. */
export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button data-slot="button" className={buttonVariants({ variant, size, className })} {...props} />
}
