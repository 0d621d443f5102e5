import { useEffect, useState } from 'react'
import { site } from '../site-config.ts'

/** How long a part's code may take after a client-side navigation before another way is offered. */
export const pendingNoticeAfterMs = 3000

/**
 * Where a lazily loaded part (the quote form, the estimator) goes while its code loads after a
 * client-side navigation (a prerendered page has the part itself in its HTML): nothing at first,
 * then, in case the code cannot be fetched, a way to reach the business anyway. A request is
 * never lost without a word.
 */
export function PartPending({ part }: { part: string }) {
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), pendingNoticeAfterMs)
    return () => clearTimeout(timer)
  }, [])
  if (!slow) return null
  return (
    <p role="status" className="rounded-lg border bg-card p-6 text-center">
      The {part} is taking longer than usual to load.{' '}
      <button type="button" className="font-semibold text-primary underline" onClick={() => window.location.reload()}>
        Reload the page
      </button>{' '}
      or call us at{' '}
      <a className="font-semibold text-primary underline" href={site.phone.href}>
        {site.phone.display}
      </a>
      .
    </p>
  )
}
