import { ChevronDown } from 'lucide-react'
import { NavigationMenu as NavigationMenuPrimitive } from 'radix-ui'
import type * as React from 'react'
import { cn } from '../../lib/utils.ts'

export function NavigationMenu({ className, children, ...props }: React.ComponentProps<typeof NavigationMenuPrimitive.Root>) {
  return (
    <NavigationMenuPrimitive.Root data-slot="navigation-menu" className={cn('relative z-10 flex items-center', className)} {...props}>
      {children}
      <div className="absolute left-0 top-full flex w-full justify-center">
        <NavigationMenuPrimitive.Viewport
          data-slot="navigation-menu-viewport"
          className="relative mt-2 h-[var(--radix-navigation-menu-viewport-height)] w-[var(--radix-navigation-menu-viewport-width)] overflow-hidden rounded-xl border bg-popover text-popover-foreground shadow-xl"
        />
      </div>
    </NavigationMenuPrimitive.Root>
  )
}

export function NavigationMenuList({ className, ...props }: React.ComponentProps<typeof NavigationMenuPrimitive.List>) {
  return <NavigationMenuPrimitive.List data-slot="navigation-menu-list" className={cn('flex list-none items-center gap-1', className)} {...props} />
}

export const NavigationMenuItem = NavigationMenuPrimitive.Item

export const navigationMenuTriggerStyle =
  'inline-flex h-10 items-center justify-center gap-1 rounded-md px-3 text-sm font-semibold transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent data-[state=open]:bg-accent aria-[current=page]:text-primary'

export function NavigationMenuTrigger({ className, children, ...props }: React.ComponentProps<typeof NavigationMenuPrimitive.Trigger>) {
  return (
    <NavigationMenuPrimitive.Trigger data-slot="navigation-menu-trigger" className={cn(navigationMenuTriggerStyle, 'group', className)} {...props}>
      {children}
      <ChevronDown aria-hidden="true" className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180" />
    </NavigationMenuPrimitive.Trigger>
  )
}

export function NavigationMenuContent({ className, ...props }: React.ComponentProps<typeof NavigationMenuPrimitive.Content>) {
  return (
    <NavigationMenuPrimitive.Content
      data-slot="navigation-menu-content"
      className={cn('left-0 top-0 w-full p-4 md:absolute md:w-auto', className)}
      {...props}
    />
  )
}

export const NavigationMenuLink = NavigationMenuPrimitive.Link
