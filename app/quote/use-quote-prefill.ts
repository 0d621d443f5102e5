import { useEffect, useEffectEvent } from 'react'
import type { QuotePrefill } from '../estimator/quote-prefill.ts'

/** A visitor who comes from the estimator finds its service and summary filled in (`apply` keeps what they chose themselves). */
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
