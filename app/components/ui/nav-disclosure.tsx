import { ChevronDown } from 'lucide'
import { Icon } from './icon.tsx'
import type { ReactNode } from 'react'
import { cn } from '#app/lib/utils.ts'
import { navDisclosureAttribute } from './nav-disclosure-behaviour.ts'

/** The look of the desktop navigation's links and dropdown triggers. */
export const navTriggerStyle =
  'inline-flex h-10 items-center justify-center gap-1 rounded-md px-2 text-sm font-semibold transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent aria-[current=page]:text-primary'

/** The dropdowns of one navigation share this name: the browser keeps only one of them open. */
const dropdownGroup = 'main-nav-dropdown'

/**
 * One dropdown of the desktop site navigation: a `<details>` whose `<summary>` shows and hides
 * the links right after it, so it opens on a click, Enter or Space from the first paint, with
 * or without JavaScript, and Tab moves from the trigger into the links. Its open state lives in
 * the DOM. What the page script adds (Escape, hover, closing from outside) is in
 * nav-disclosure-behaviour.ts.
 *
 * Render it as a child of a positioned list: the panel is centred under the whole list.
 */
export function NavDisclosure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li {...{ [navDisclosureAttribute]: '' }}>
      <details name={dropdownGroup} className="group">
        <summary className={cn(navTriggerStyle, 'cursor-pointer list-none group-open:bg-accent [&::-webkit-details-marker]:hidden')}>
          {label}
          <Icon icon={ChevronDown} className="size-4 transition-transform duration-200 group-open:rotate-180" />
        </summary>
        <div className="absolute left-1/2 top-full z-10 mt-2 box-content w-[min(92vw,46rem)] -translate-x-1/2 rounded-xl border bg-popover p-4 text-popover-foreground shadow-xl">
          {children}
        </div>
      </details>
    </li>
  )
}
