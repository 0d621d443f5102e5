import { useEffect, useState } from 'react'
import { site } from '../site-config.ts'

/** How long a part's code may take after a client-side navigation before another way is offered. */
export const pendingNoticeAfterMs = 3000

/**
 * Where a lazily loaded part (the quote form, an estimator, the financing page's content) goes
 * while its code loads after a client-side navigation (a prerendered page has the part itself in
 * its HTML): nothing at first, then, in case the code cannot be fetched, a way to reach the
 * business anyway. A request is never lost without a word.
 *
 * The live region is there from the start and empty, so screen readers announce the notice when
 * it fills. `className` frames the notice (width, spacing) only once it shows: until then the
 * place takes no room.
 */
export function PartPending({ part, className }: { part: string; className?: string }) {
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), pendingNoticeAfterMs)
    return () => clearTimeout(timer)
  }, [])
  return (
    <div role="status" className={slow ? className : undefined}>
      {slow && (
        <p className="rounded-lg border bg-card p-6 text-center">
          The {part} is taking longer than usual to load.{' '}
          <button type="button" className="font-semibold text-primary underline" onClick={() => window.location.reload()}>
            Reload the page
          </button>{' '}
          or call us at{' '}
          <a className="font-semibold text-primary underline" href={site.phone.href} data-place="loading-notice">
            {site.phone.display}
          </a>
          .
        </p>
      )}
    </div>
  )
}
