import { totalLengthFeet, type Estimate } from '#lead/estimate-options.ts'
import { estimateQuery } from './estimate-query.ts'

/** Length bands the owner reads in reports, in feet: upper bounds, exclusive. */
const lengthBands = [
  [100, 'under 100 ft'],
  [200, '100-199 ft'],
  [300, '200-299 ft'],
  [500, '300-499 ft'],
] as const

export function lengthBand(feet: number): string {
  return lengthBands.find(([below]) => feet < below)?.[1] ?? '500 ft or more'
}

/** What the tag manager receives when a visitor completes an estimate, before any lead. */
export function estimateCompleteEvent(estimate: Estimate) {
  const { inputs, range } = estimate
  return {
    event: 'estimate_complete' as const,
    fence_type: inputs.fenceType,
    fence_style: inputs.style,
    height_ft: inputs.heightFeet,
    length_band: lengthBand(totalLengthFeet(inputs)),
    range_low: range.low,
    range_high: range.high,
  }
}

/** Reports each distinct estimate once per page view. Never throws: analytics must not break the estimator. */
export function createEstimateReporter(target?: Pick<Window, 'dataLayer'>): (estimate: Estimate) => void {
  const reported = new Set<string>()
  return (estimate) => {
    const key = estimateQuery(estimate.inputs)
    if (reported.has(key)) return
    reported.add(key)
    try {
      // Read at report time: the reporter is also created in the prerender, where there is no window.
      const page = target ?? window
      page.dataLayer ??= []
      page.dataLayer.push(estimateCompleteEvent(estimate))
    } catch {
      // The estimate is shown whether or not analytics took it.
    }
  }
}
