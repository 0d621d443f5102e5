import { X } from 'lucide'
import { Icon } from './icon.tsx'
import type { ReactNode } from 'react'
import { useLanguage, type Language } from '#app/lib/language.tsx'

const english = { close: 'Close menu' }

/** The close button's name: the one text the panel says itself. */
export const sheetText = { en: english, es: { close: 'Cerrar menú' } } satisfies Record<Language, typeof english>

/**
 * A panel that slides in from the right, on the `popover` attribute: a button with
 * `popoverTarget={id}` opens it from the first paint, with or without JavaScript; the browser
 * puts it in the top layer, closes it on Escape or a tap outside, moves focus to its close
 * button (`autoFocus`, first in the panel so Tab goes on into it) and returns focus to the button that opened it.
 *
 * The page script adds closing it when keyboard focus leaves it (sheet-behaviour.ts). Scrolling
 * inside it does not scroll the page behind (`overscroll-contain`); a tap outside closes it.
 */
export function Sheet({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <div
      id={id}
      popover="auto"
      role="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      // Over the browser's popover defaults (centred box, border, padding): full height at the right edge.
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[88%] max-w-sm flex-col overflow-y-auto overscroll-contain border-0 bg-background p-0 text-foreground shadow-2xl backdrop:bg-black/50 open:flex open:animate-[slide-in-right_300ms_ease-out]"
    >
      <button
        type="button"
        popoverTarget={id}
        popoverTargetAction="hide"
        autoFocus
        className="absolute right-3 top-3 inline-flex size-11 items-center justify-center rounded-md hover:bg-accent focus-visible:outline-2"
      >
        <Icon icon={X} className="size-5" />
        <span className="sr-only">{sheetText[useLanguage()].close}</span>
      </button>
      <div className="border-b p-4 pr-16">
        <h2 id={`${id}-title`} className="font-display text-lg font-bold">
          {title}
        </h2>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      {children}
    </div>
  )
}
