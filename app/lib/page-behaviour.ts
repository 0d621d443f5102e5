/** Behaviour the whole document shares, outside React: one listener or observer for every element it concerns. */
import { goToQuoteForm } from '../components/sections/quote-link.tsx'

/** Cards reveal when 15% of them is in view (spec: threshold 0.1-0.2). */
export const revealThreshold = 0.15

/**
 * Reveals `.reveal` cards as they scroll into view. The observer's first report says which
 * cards are already on screen; those are marked visible before the document is switched to
 * reveal mode, so nothing that is showing blinks. (No layout is read here: sections far down
 * the page stay unrendered until scrolled near.) Returns `scan`, to call after a navigation
 * renders new cards, and `stop`.
 */
export function startRevealOnScroll(root: Document = document): { scan: () => void; stop: () => void } {
  if (typeof IntersectionObserver === 'undefined') return { scan: () => {}, stop: () => {} }
  let firstReport = true
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        ;(entry.target as HTMLElement).dataset.visible = 'true'
        observer.unobserve(entry.target)
      }
      if (firstReport) {
        firstReport = false
        root.documentElement.classList.add('reveal-on')
      }
    },
    { threshold: revealThreshold },
  )
  const scan = () => {
    for (const card of root.querySelectorAll<HTMLElement>('.reveal:not([data-visible])')) observer.observe(card)
  }
  scan()
  return { scan, stop: () => observer.disconnect() }
}

/** Quote links React does not handle (those it renders handle the click themselves and mark the event handled). */
export function handleQuoteLinks(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = (event.target as Element | null)?.closest?.('a[data-quote-link]')
    if (link && goToQuoteForm()) event.preventDefault()
  }
  root.addEventListener('click', onClick)
  return () => root.removeEventListener('click', onClick)
}

/**
 * Same-site links that no component handles (plain anchors, such as quote links on a page
 * without the form) go through the router like a `<Link>`:
 * no document reload, no second hydration. Left to the browser: modified clicks, other
 * windows, downloads, other origins, files (`/sitemap.xml`), links that opt out with
 * `data-reload-document`, and anchors within the current page.
 */
export function handleSiteLinks(navigate: (to: string) => void, target: Window = window): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]')
    if (!link) return
    if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.hasAttribute('data-reload-document')) return
    const url = new URL(link.href)
    const here = target.location
    if (url.origin !== here.origin || /\.[a-z0-9]+$/i.test(url.pathname)) return
    if (url.pathname === here.pathname && url.search === here.search && url.hash) return
    event.preventDefault()
    navigate(`${url.pathname}${url.search}${url.hash}`)
  }
  // On the window, so the components' own handlers (on the elements) have already run.
  target.addEventListener('click', onClick)
  return () => target.removeEventListener('click', onClick)
}
