import { ChevronDown } from 'lucide-react'
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react'
import { cn } from '../../lib/utils.ts'

/** The look of the desktop navigation's links and dropdown buttons. */
export const navTriggerStyle =
  'inline-flex h-10 items-center justify-center gap-1 rounded-md px-3 text-sm font-semibold transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent data-[state=open]:bg-accent aria-[current=page]:text-primary'

/** How long the pointer rests on, or stays away from, a dropdown before it opens or closes. */
const hoverDelayMs = { open: 150, close: 250 } as const

/**
 * One dropdown of the desktop site navigation, on the WAI-ARIA disclosure pattern for site
 * navigation: a button that shows and hides a list of links right after it, so Tab moves
 * from the button into the links. Opens on click, Enter or Space, and on hover with a mouse;
 * closes on Escape (focus back on the button), on a click or focus outside, and when a link
 * in it is followed. The panel is rendered only while open.
 *
 * It replaces Radix's NavigationMenu, whose roving focus, viewport measurement and
 * collection bookkeeping cost 12 KB of JavaScript and about 140 hydrated components on
 * every page for two dropdowns of plain links (the quality-gates issue).
 *
 * Render it as a child of a positioned list: the panel is centred under the whole list.
 */
export function NavDisclosure({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  // Named, not numbered: the header hydrates in a task of its own (HydrateLater), not in the prerender's order.
  const panelId = `nav-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-panel`
  const item = useRef<HTMLLIElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const hoverTimer = useRef<number | undefined>(undefined)
  // A click right after the pointer opened the dropdown keeps it open instead of toggling it shut.
  const openedByHover = useRef(false)

  useEffect(() => {
    if (!open) return
    const closeFromOutside = (event: globalThis.PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeFromOutside)
    return () => document.removeEventListener('pointerdown', closeFromOutside)
  }, [open])
  useEffect(() => () => window.clearTimeout(hoverTimer.current), [])

  const hover = (next: boolean) => (event: PointerEvent<HTMLLIElement>) => {
    if (event.pointerType !== 'mouse') return
    window.clearTimeout(hoverTimer.current)
    hoverTimer.current = window.setTimeout(
      () => {
        openedByHover.current = next
        setOpen(next)
      },
      next ? hoverDelayMs.open : hoverDelayMs.close,
    )
  }

  const closeOnEscape = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return
    setOpen(false)
    button.current?.focus()
  }

  return (
    <li
      ref={item}
      onPointerEnter={hover(true)}
      onPointerLeave={hover(false)}
      onKeyDown={closeOnEscape}
      onBlur={(event) => {
        if (!item.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-state={open ? 'open' : 'closed'}
        className={cn(navTriggerStyle, 'group')}
        onClick={() => {
          window.clearTimeout(hoverTimer.current)
          if (open && openedByHover.current) openedByHover.current = false
          else setOpen(!open)
        }}
      >
        {label}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180" />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute left-1/2 top-full mt-2 -translate-x-1/2 rounded-xl border bg-popover p-4 text-popover-foreground shadow-xl"
          onClick={(event) => {
            if ((event.target as Element).closest('a')) setOpen(false)
          }}
        >
          {children}
        </div>
      )}
    </li>
  )
}
