import { useEffect, useMemo, useState } from 'react'
import type { Estimate } from '#lead/estimate-options.ts'
import { estimateFence } from '#lead/fence-estimate.ts'
import { estimateQuery, readEstimateQuery } from './estimate-query.ts'

/** How long the inputs must rest before an estimate counts as complete (announced, reported). */
const settleMs = 1_000

/** The reporter's code is fetched with the first settled estimate: nothing the visitor sees waits for it. Never throws. */
function lazyEstimateReporter(): (estimate: Estimate) => void {
  let reporter: Promise<(estimate: Estimate) => void> | undefined
  return (estimate) => {
    reporter ??= import('./estimate-analytics.ts').then((analytics) => analytics.createEstimateReporter())
    reporter.then(
      (report) => report(estimate),
      () => {},
    )
  }
}

/** The estimate once the inputs rest, announced and reported: typing "150" is one estimate, not three. */
export function useSettledEstimate(estimate: Estimate | null): Estimate | null {
  const key = estimate ? estimateQuery(estimate.inputs) : ''
  const [settledKey, setSettledKey] = useState('')
  const [report] = useState(lazyEstimateReporter)

  useEffect(() => {
    const timer = window.setTimeout(() => setSettledKey(key), settleMs)
    return () => window.clearTimeout(timer)
  }, [key])

  const settled = useMemo(() => {
    const inputs = settledKey ? readEstimateQuery(settledKey) : null
    return inputs ? estimateFence(inputs) : null
  }, [settledKey])

  useEffect(() => {
    if (settled) report(settled)
  }, [settled, report])

  return key === settledKey ? settled : null
}
