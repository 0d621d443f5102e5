import type { ReactNode } from 'react'

/** The anchor every page's main quote form carries. */
export const quoteAnchorId = 'quote'

/**
 * Brings the visitor to a quote form: a plain link to the contact page's, which the page script
 * (app/lib/page-behaviour.ts) turns into a scroll to this page's form when it has one.
 */
export function QuoteLink({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <a href={`/contact#${quoteAnchorId}`} data-quote-link="" className={className}>
      {children}
    </a>
  )
}

/** Scrolls to this page's quote form and focuses its first field; false when the page has none. */
export function goToQuoteForm(): boolean {
  const form = document.getElementById(quoteAnchorId)
  if (!form) return false
  form.scrollIntoView({ behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' })
  form.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), button')?.focus({ preventScroll: true })
  return true
}
