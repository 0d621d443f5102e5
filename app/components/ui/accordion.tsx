import { ChevronDown } from 'lucide'
import { Icon } from './icon.tsx'
import type { ReactNode } from 'react'
import { cn } from '#app/lib/utils.ts'

/**
 * One item of a single-open, collapsible accordion, on the platform's disclosure widget: the
 * items of one accordion share a `group` name, so the browser closes the open one when another
 * opens. Keyboard, screen-reader semantics and find-in-page (which opens the item it finds) come
 * with the element, and it works from the first paint, with or without JavaScript. React never
 * sets `open`: an item the visitor opened before hydration stays open.
 */
export function AccordionItem({
  group,
  title,
  headingLevel = 3,
  className,
  children,
}: {
  /** Unique per accordion on the page. */
  group: string
  title: ReactNode
  headingLevel?: 2 | 3 | 4
  className?: string
  children: ReactNode
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <details name={group} data-slot="accordion-item" className="group border-b last:border-b-0">
      <summary
        data-slot="accordion-trigger"
        className={cn(
          'flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-4 text-left transition-colors hover:text-primary focus-visible:outline-2 [&::-webkit-details-marker]:hidden',
          className,
        )}
      >
        <Heading className="font-sans text-base font-semibold tracking-normal">{title}</Heading>
        <Icon icon={ChevronDown} className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180" />
      </summary>
      {children}
    </details>
  )
}
