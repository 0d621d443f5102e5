// Apart from QuoteLink, so the page script (app/lib/page-behaviour.ts) scrolls to the form without bringing React in.

/** The anchor every page's main quote form carries. */
export const quoteAnchorId = 'quote'

/** Scrolls to this page's quote form and focuses its first field; false when the page has none. */
export function goToQuoteForm(): boolean {
  const form = document.getElementById(quoteAnchorId)
  if (!form) return false
  form.scrollIntoView({ behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' })
  form.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), button')?.focus({ preventScroll: true })
  return true
}
