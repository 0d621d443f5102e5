import type { MouseEvent, ReactNode } from 'react'

/** The anchor every page's main quote form carries. */
export const quoteAnchorId = 'quote'

/**
 * Brings the visitor to a quote form: the one on this page when there is one (scrolls to it
 * and focuses its first field), otherwise the contact page's. A plain link underneath, so it
 * works before hydration and inside static content, where page-behaviour.ts does the same
 * for every `[data-quote-link]`.
 */
export function QuoteLink({ children, className, onNavigate }: { children: ReactNode; className?: string; onNavigate?: () => void }) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onNavigate?.()
    if (goToQuoteForm()) event.preventDefault()
  }
  return (
    <a href={`/contact#${quoteAnchorId}`} data-quote-link="" className={className} onClick={handleClick}>
      {children}
    </a>
  )
}

/** Scrolls to this page's quote form and focuses its first field; false when the page has none. */
export function goToQuoteForm(): boolean {
  const form = document.getElementById(quoteAnchorId)
  if (!form) return false
  form.scrollIntoView({ behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' })
  form.querySelector<HTMLElement>('input:not([tabindex="-1"]), button')?.focus({ preventScroll: true })
  return true
}
