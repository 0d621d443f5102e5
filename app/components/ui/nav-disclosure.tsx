import { ChevronDown } from 'lucide-react'
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react'
import { cn } from '../../lib/utils.ts'

/** The look of the desktop navigation's links and dropdown triggers. */
export const navTriggerStyle =
  'inline-flex h-10 items-center justify-center gap-1 rounded-md px-3 text-sm font-semibold transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent aria-[current=page]:text-primary'

/** How long the pointer rests on, or stays away from, a dropdown before it opens or closes. */
const hoverDelayMs = { open: 150, close: 250 } as const

/** The dropdowns of one navigation share this name: the browser keeps only one of them open. */
const dropdownGroup = 'main-nav-dropdown'

/**
 * One dropdown of the desktop site navigation: a `<details>` whose `<summary>` shows and hides
 * the links right after it, so it opens on a click, Enter or Space from the first paint, with
 * or without JavaScript, and Tab moves from the trigger into the links. Its open state lives in
 * the DOM, never in React, so whatever the visitor opened before hydration stays open.
 *
 * JavaScript adds: closing on Escape (focus back on the trigger), on a click or focus outside,
 * and when a link in it is followed; opening on hover with a mouse.
 *
 * Render it as a child of a positioned list: the panel is centred under the whole list.
 */
export function NavDisclosure({ label, children }: { label: string; children: ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null)
  const summary = useRef<HTMLElement>(null)
  const hoverTimer = useRef<number | undefined>(undefined)
  // A click right after the pointer opened the dropdown keeps it open instead of toggling it shut.
  const openedByHover = useRef(false)

  const setOpen = (open: boolean) => {
    if (details.current) details.current.open = open
  }

  useEffect(() => {
    const closeFromOutside = (event: globalThis.PointerEvent) => {
      if (details.current?.open && !details.current.parentElement?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeFromOutside)
    return () => {
      document.removeEventListener('pointerdown', closeFromOutside)
      window.clearTimeout(hoverTimer.current)
    }
  }, [])

  const hover = (open: boolean) => (event: PointerEvent<HTMLLIElement>) => {
    if (event.pointerType !== 'mouse') return
    window.clearTimeout(hoverTimer.current)
    hoverTimer.current = window.setTimeout(
      () => {
        openedByHover.current = open && !details.current?.open
        setOpen(open)
      },
      open ? hoverDelayMs.open : hoverDelayMs.close,
    )
  }

  const closeOnEscape = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !details.current?.open) return
    setOpen(false)
    summary.current?.focus()
  }

  const onSummaryClick = (event: MouseEvent<HTMLElement>) => {
    window.clearTimeout(hoverTimer.current)
    if (!openedByHover.current) return
    openedByHover.current = false
    event.preventDefault()
  }

  return (
    <li
      onPointerEnter={hover(true)}
      onPointerLeave={hover(false)}
      onKeyDown={closeOnEscape}
      onBlur={(event) => {
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) setOpen(false)
      }}
    >
      <details ref={details} name={dropdownGroup} className="group">
        <summary
          ref={summary}
          className={cn(navTriggerStyle, 'cursor-pointer list-none group-open:bg-accent [&::-webkit-details-marker]:hidden')}
          onClick={onSummaryClick}
        >
          {label}
          <ChevronDown aria-hidden="true" className="size-4 transition-transform duration-200 group-open:rotate-180" />
        </summary>
        <div
          className="absolute left-1/2 top-full z-10 mt-2 -translate-x-1/2 rounded-xl border bg-popover p-4 text-popover-foreground shadow-xl"
          onClick={(event) => {
            if ((event.target as Element).closest('a')) setOpen(false)
          }}
        >
          {children}
        </div>
      </details>
    </li>
  )
}
