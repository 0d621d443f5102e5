/** What the page script adds to every page, outside React: one listener or observer for every element it concerns. */
import { goToQuoteForm } from '../components/sections/quote-anchor.ts'
import { loadEmbedsNearView } from '../components/ui/embed-near-view-behaviour.ts'
import { enhanceNavDisclosures } from '../components/ui/nav-disclosure-behaviour.ts'
import { enhanceSheets } from '../components/ui/sheet-behaviour.ts'

/** Quote links scroll to this page's quote form and focus it when there is one (otherwise they go to the contact page's). */
export function handleQuoteLinks(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = (event.target as Element | null)?.closest?.('a[data-quote-link]')
    if (!link || !goToQuoteForm()) return
    event.preventDefault()
    // From the menu panel: close it over the form it brings into view.
    link.closest<HTMLElement>('[popover]:popover-open')?.hidePopover()
  }
  root.addEventListener('click', onClick)
  return () => root.removeEventListener('click', onClick)
}

/** The footer shows the year it was built; the visitor's own year replaces it (a page built in December stays right in January). */
export function showCurrentYear(root: Document = document, now = new Date()): void {
  for (const year of root.querySelectorAll('[data-current-year]')) year.textContent = String(now.getFullYear())
}

export function startPageBehaviour(root: Document = document): void {
  handleQuoteLinks(root)
  enhanceNavDisclosures(root)
  enhanceSheets(root)
  loadEmbedsNearView(root)
  showCurrentYear(root)
  // The spec asks for the attempted address of an unknown page in the console.
  if (root.querySelector('[data-not-found]')) console.error('404 Error: User attempted to access non-existent route:', location.pathname)
}
