import { useEffect, useEffectEvent } from 'react'
import type { QuotePrefill } from '../estimator/quote-prefill.ts'

/**
 * A visitor who comes from the estimator finds its service chosen and its summary in the
 * project details; what they already chose or typed themselves is kept (`apply` decides). The
 * reader loads only when the address has a query.
 */
export function useQuotePrefill(apply: (prefill: QuotePrefill) => void) {
  const onPrefill = useEffectEvent(apply)
  useEffect(() => {
    if (!window.location.search) return
    void import('../estimator/quote-prefill.ts').then(({ readQuotePrefill }) => {
      const prefill = readQuotePrefill(window.location.search)
      if (prefill) onPrefill(prefill)
    })
  }, [])
}
