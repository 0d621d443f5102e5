import {
  estimateLimits,
  fenceHeights,
  fenceTypes,
  totalLengthFeet,
  type Estimate,
  type EstimateInputs,
  type FenceHeight,
  type FenceStyle,
  type FenceType,
  type PriceRange,
} from './estimate-options.ts'
import { defaultHeight, fencePrices, minimumProject, paymentExample, removalPerFoot, roundingStep, type PerFoot } from './fence-prices.ts'
import { monthlyPayment } from './monthly-payment.ts'

export function styleOptions(fenceType: FenceType): FenceStyle[] {
  return Object.keys(fencePrices[fenceType].styles) as FenceStyle[]
}

export function heightOptions(fenceType: FenceType, style: FenceStyle): FenceHeight[] {
  const perHeight = fencePrices[fenceType].styles[style] ?? {}
  return fenceHeights.filter((height) => perHeight[height] !== undefined)
}

export function offersStaining(fenceType: FenceType): boolean {
  return fencePrices[fenceType].stainPerFoot !== undefined
}

export function isFenceType(value: unknown): value is FenceType {
  return fenceTypes.includes(value as FenceType)
}

export function normalizeInputs(inputs: EstimateInputs): EstimateInputs {
  const styles = styleOptions(inputs.fenceType)
  const style = styles.includes(inputs.style) ? inputs.style : styles[0]!
  const heights = heightOptions(inputs.fenceType, style)
  const heightFeet = heights.includes(inputs.heightFeet) ? inputs.heightFeet : heights.includes(defaultHeight) ? defaultHeight : heights[0]!
  const gates = (count: number) => Math.min(Math.max(Math.trunc(count) || 0, 0), estimateLimits.gatesMax)
  return {
    fenceType: inputs.fenceType,
    style,
    heightFeet,
    sidesFeet: inputs.sidesFeet.filter((side) => Number.isInteger(side) && side > 0 && side <= estimateLimits.lengthMaxFeet).slice(0, estimateLimits.sidesMax),
    walkGates: gates(inputs.walkGates),
    singleDriveGates: gates(inputs.singleDriveGates),
    doubleDriveGates: gates(inputs.doubleDriveGates),
    removeOldFence: inputs.removeOldFence,
    stain: inputs.stain && offersStaining(inputs.fenceType),
  }
}

export function defaultInputs(fenceType: FenceType = 'wood-fencing'): EstimateInputs {
  return normalizeInputs({
    fenceType,
    style: styleOptions(fenceType)[0]!,
    heightFeet: defaultHeight,
    sidesFeet: [],
    walkGates: 0,
    singleDriveGates: 0,
    doubleDriveGates: 0,
    removeOldFence: false,
    stain: false,
  })
}

// The parts that cost something: a gate not asked for, or an extra not chosen, is left out.
export function costParts(inputs: EstimateInputs) {
  const length = totalLengthFeet(inputs)
  const pricing = fencePrices[inputs.fenceType]
  const times = (count: number, [low, high]: PerFoot) => ({ low: count * low, high: count * high })
  const perFoot = pricing.styles[inputs.style]?.[inputs.heightFeet]
  if (!perFoot) throw new Error(`No price for ${inputs.fenceType} ${inputs.style} at ${inputs.heightFeet} ft`)
  const stainPerFoot = inputs.stain ? pricing.stainPerFoot?.[inputs.heightFeet] : undefined
  const parts = [
    { part: 'fence', range: times(length, perFoot) },
    { part: 'walkGates', range: times(inputs.walkGates, pricing.gates.walk) },
    { part: 'singleDriveGates', range: times(inputs.singleDriveGates, pricing.gates.singleDrive) },
    { part: 'doubleDriveGates', range: times(inputs.doubleDriveGates, pricing.gates.doubleDrive) },
    { part: 'removal', range: times(inputs.removeOldFence ? length : 0, removalPerFoot) },
    { part: 'stain', range: times(stainPerFoot ? length : 0, stainPerFoot ?? [0, 0]) },
  ] as const
  return parts.filter((entry) => entry.range.high > 0)
}

// Null until there is a length, and beyond what the collector would accept with a lead.
export function estimateFence(given: EstimateInputs): Estimate | null {
  const inputs = normalizeInputs(given)
  if (inputs.sidesFeet.length === 0 || totalLengthFeet(inputs) > estimateLimits.lengthMaxFeet) return null
  const sum = costParts(inputs).reduce((total, { range }) => ({ low: total.low + range.low, high: total.high + range.high }), { low: 0, high: 0 })
  const low = Math.floor(Math.max(sum.low, minimumProject) / roundingStep) * roundingStep
  const high = Math.ceil(Math.max(sum.high, minimumProject) / roundingStep) * roundingStep
  return { inputs, range: { low, high } }
}

export function monthlyPaymentRange(range: PriceRange) {
  if (range.high > paymentExample.maxAmount) return null
  const { aprPercent, months } = paymentExample
  const perMonth = (amount: number) => Math.round(monthlyPayment({ amount, aprPercent, months }))
  return { low: perMonth(range.low), high: perMonth(range.high), months, aprPercent }
}
