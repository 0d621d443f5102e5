import type { MouseEvent, ReactNode } from 'react'
import { Link } from 'react-router'

/** The anchor every page's main quote form carries. */
export const quoteAnchorId = 'quote'

/**
 * Brings the visitor to a quote form: the one on this page when there is one (scrolls to it
 * and focuses its first field), otherwise the contact page's. Works as a plain link without
 * JavaScript.
 */
export function QuoteLink({ children, className, onNavigate }: { children: ReactNode; className?: string; onNavigate?: () => void }) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onNavigate?.()
    const form = document.getElementById(quoteAnchorId)
    if (!form) return
    event.preventDefault()
    form.scrollIntoView({ behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' })
    form.querySelector<HTMLElement>('input:not([tabindex="-1"]), button')?.focus({ preventScroll: true })
  }
  return (
    <Link to={`/contact#${quoteAnchorId}`} className={className} onClick={handleClick}>
      {children}
    </Link>
  )
}
