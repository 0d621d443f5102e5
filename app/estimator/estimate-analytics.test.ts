import { describe, expect, it } from 'vitest'
import { defaultInputs, estimateFence } from '#lead/fence-estimate.ts'
import { createEstimateReporter, estimateCompleteEvent, lengthBand } from './estimate-analytics.ts'

const estimate = (sidesFeet: number[]) => estimateFence({ ...defaultInputs('wood-fencing'), heightFeet: 8, sidesFeet })!

describe('estimate_complete', () => {
  it('carries type, height, length band and range', () => {
    expect(estimateCompleteEvent(estimate([100, 80]))).toEqual({
      event: 'estimate_complete',
      fence_type: 'wood-fencing',
      fence_style: 'side-by-side',
      height_ft: 8,
      length_band: '100-199 ft',
      range_low: 6_300,
      range_high: 8_100,
    })
  })

  it('puts lengths in bands', () => {
    expect([1, 99, 100, 250, 300, 499, 500, 4_000].map(lengthBand)).toEqual([
      'under 100 ft',
      'under 100 ft',
      '100-199 ft',
      '200-299 ft',
      '300-499 ft',
      '300-499 ft',
      '500 ft or more',
      '500 ft or more',
    ])
  })

  it('reports each distinct estimate once', () => {
    const page: { dataLayer?: Array<Record<string, unknown>> } = {}
    const report = createEstimateReporter(page)
    report(estimate([100]))
    report(estimate([120]))
    report(estimate([100]))
    expect(page.dataLayer?.map((entry) => entry.range_low)).toEqual([3_500, 4_200])
  })
})
