import { describe, expect, it } from 'vitest'
import { estimateLimits, fenceTypes, type EstimateInputs } from './estimate-options.ts'
import { estimateSchema } from './estimate.ts'
import { fencePrices, minimumProject, paymentExample, removalPerFoot } from './fence-prices.ts'
import { monthlyPayment } from './monthly-payment.ts'
import { costParts, defaultInputs, estimateFence, heightOptions, monthlyPaymentRange, normalizeInputs, styleOptions } from './fence-estimate.ts'

const wood = (changes: Partial<EstimateInputs>): EstimateInputs => ({ ...defaultInputs('wood-fencing'), ...changes })

describe('the choices each fence type offers', () => {
  it('offers styles where prices differ, and heights where the type is built', () => {
    expect(styleOptions('wood-fencing')).toEqual(['side-by-side', 'board-on-board', 'horizontal'])
    expect(styleOptions('chain-link')).toEqual(['standard', 'privacy-slats'])
    expect(styleOptions('vinyl-fencing')).toEqual(['standard'])
    expect(heightOptions('wood-fencing', 'side-by-side')).toEqual([4, 6, 8])
    expect(heightOptions('black-iron', 'standard')).toEqual([4, 6])
  })

  it('starts at 6 ft with the first style and no length', () => {
    expect(defaultInputs('chain-link')).toMatchObject({ fenceType: 'chain-link', style: 'standard', heightFeet: 6, sidesFeet: [] })
  })

  it("falls back to the type's own choices when a choice is not offered", () => {
    const iron = normalizeInputs({ ...wood({ heightFeet: 8, style: 'board-on-board', stain: true }), fenceType: 'black-iron' })
    expect(iron).toMatchObject({ style: 'standard', heightFeet: 6, stain: false })
  })

  it('keeps sides that are whole feet within the limits, and gate counts within 0-10', () => {
    const inputs = normalizeInputs(wood({ sidesFeet: [40, 0, -5, 2.5, 80, 6_000], walkGates: 12, singleDriveGates: -1 }))
    expect(inputs).toMatchObject({ sidesFeet: [40, 80], walkGates: 10, singleDriveGates: 0 })
  })
})

describe('estimateFence', () => {
  it('has no answer until there is a length', () => {
    expect(estimateFence(wood({ sidesFeet: [] }))).toBeNull()
  })

  it('prices the fence by the foot for its type, style and height', () => {
    expect(estimateFence(wood({ sidesFeet: [100] }))?.range).toEqual({ low: 2_500, high: 3_500 })
    expect(estimateFence(wood({ sidesFeet: [100], style: 'board-on-board' }))?.range).toEqual({ low: 3_500, high: 4_500 })
    expect(estimateFence(wood({ sidesFeet: [100], style: 'board-on-board', heightFeet: 8 }))?.range).toEqual({ low: 4_500, high: 5_500 })
    expect(estimateFence({ ...defaultInputs('chain-link'), style: 'privacy-slats', sidesFeet: [100] })?.range).toEqual({ low: 2_100, high: 3_000 })
    expect(estimateFence({ ...defaultInputs('vinyl-fencing'), sidesFeet: [100] })?.range).toEqual({ low: 4_000, high: 5_000 })
    expect(estimateFence({ ...defaultInputs('black-iron'), heightFeet: 4, sidesFeet: [100] })?.range).toEqual({ low: 3_000, high: 4_500 })
  })

  it('has no answer for sides longer in all than the estimator prices', () => {
    expect(estimateFence(wood({ sidesFeet: [3_000, 3_000] }))).toBeNull()
    expect(estimateFence(wood({ sidesFeet: [2_500, 2_500] }))?.range.low).toBeGreaterThan(0)
  })

  it('answers only with estimates the collector accepts with a lead, up to the longest fence and every gate', () => {
    const { lengthMaxFeet, gatesMax } = estimateLimits
    for (const fenceType of fenceTypes)
      for (const style of styleOptions(fenceType))
        for (const heightFeet of heightOptions(fenceType, style)) {
          const most = { fenceType, style, heightFeet, sidesFeet: [lengthMaxFeet / 2, lengthMaxFeet / 2], removeOldFence: true, stain: true }
          const estimate = estimateFence({ ...most, walkGates: gatesMax, singleDriveGates: gatesMax, doubleDriveGates: gatesMax })
          expect(estimateSchema.safeParse(estimate).success, `${fenceType} ${style} ${heightFeet} ft`).toBe(true)
        }
  })

  it('adds up the sides', () => {
    const estimate = estimateFence(wood({ sidesFeet: [40, 80, 40] }))
    expect(estimate?.inputs.sidesFeet).toEqual([40, 80, 40])
    expect(estimate?.range).toEqual({ low: 160 * 25, high: 160 * 35 })
  })

  it('adds each gate at its price for the fence type', () => {
    const gates = fencePrices['wood-fencing'].gates
    const range = estimateFence(wood({ sidesFeet: [100], walkGates: 2, singleDriveGates: 1, doubleDriveGates: 1 }))?.range
    expect(range).toEqual({
      low: 2_500 + 2 * gates.walk[0] + gates.singleDrive[0] + gates.doubleDrive[0],
      high: 3_500 + 2 * gates.walk[1] + gates.singleDrive[1] + gates.doubleDrive[1],
    })
  })

  it('adds removal of the old fence by the foot', () => {
    expect(estimateFence(wood({ sidesFeet: [100], removeOldFence: true }))?.range).toEqual({
      low: 2_500 + 100 * removalPerFoot[0],
      high: 3_500 + 100 * removalPerFoot[1],
    })
  })

  it('adds staining by the foot at the fence height, for wood only', () => {
    const stain = fencePrices['wood-fencing'].stainPerFoot![6]!
    expect(estimateFence(wood({ sidesFeet: [100], stain: true }))?.range).toEqual({ low: 2_500 + 100 * stain[0], high: 3_500 + 100 * stain[1] })
    expect(estimateFence({ ...defaultInputs('vinyl-fencing'), sidesFeet: [100], stain: true })?.range).toEqual({ low: 4_000, high: 5_000 })
  })

  it('never goes below the minimum project', () => {
    expect(estimateFence({ ...defaultInputs('chain-link'), sidesFeet: [20] })?.range).toEqual({ low: minimumProject, high: minimumProject })
  })

  it('widens the range to whole $50 steps', () => {
    // 43 ft of 6 ft vinyl: $1,720-$2,150; of 6 ft side-by-side wood: $1,075 (below the minimum)-$1,505.
    expect(estimateFence({ ...defaultInputs('vinyl-fencing'), sidesFeet: [43] })?.range).toEqual({ low: 1_700, high: 2_150 })
    expect(estimateFence(wood({ sidesFeet: [43] }))?.range).toEqual({ low: 1_500, high: 1_550 })
  })

  it('lists what makes up the price', () => {
    expect(costParts(normalizeInputs(wood({ sidesFeet: [100], walkGates: 1, removeOldFence: true }))).map(({ part }) => part)).toEqual([
      'fence',
      'walkGates',
      'removal',
    ])
  })
})

describe('monthlyPaymentRange', () => {
  it("uses the financing page's example APR over its longest term", () => {
    const { aprPercent, months } = paymentExample
    expect(monthlyPaymentRange({ low: 2_500, high: 3_500 })).toEqual({
      low: Math.round(monthlyPayment({ amount: 2_500, aprPercent, months })),
      high: Math.round(monthlyPayment({ amount: 3_500, aprPercent, months })),
      aprPercent: 8.9,
      months: 60,
    })
    expect(monthlyPaymentRange({ low: 2_500, high: 3_500 })).toMatchObject({ low: 52, high: 72 })
  })

  it('shows no payment above what the financing program covers', () => {
    expect(monthlyPaymentRange({ low: 20_000, high: paymentExample.maxAmount + 50 })).toBeNull()
  })
})
