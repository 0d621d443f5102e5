import type { ReactNode } from 'react'
import { useLanguage } from '#app/lib/language.tsx'
import { sitePaths } from '#app/lib/site-paths.ts'
import { quoteAnchorId } from './quote-anchor.ts'

export { quoteAnchorId }

/**
 * Brings the visitor to a quote form: a plain link to the contact page's, in the page's language, which the page script
 * (app/lib/page-behaviour.ts) turns into a scroll to this page's form when it has one.
 */
export function QuoteLink({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <a href={`${sitePaths.contact[useLanguage()]}#${quoteAnchorId}`} data-quote-link="" className={className}>
      {children}
    </a>
  )
}
