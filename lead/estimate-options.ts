import type * as z from 'zod/mini'
import type { estimateSchema } from './estimate.ts'
import type { ServiceValue } from './service-options.ts'

// Shared by the estimator and the collector; no zod here, so the estimator need not load the schema.

export const fenceTypes = ['wood-fencing', 'vinyl-fencing', 'chain-link', 'black-iron'] as const satisfies readonly ServiceValue[]
export type FenceType = (typeof fenceTypes)[number]

/** The estimator's commercial choice: priced per site, it leads to the quote form. */
export const commercialService = 'commercial-fencing' satisfies ServiceValue

export const fenceStyleLabels = {
  'side-by-side': 'Side-by-side',
  'board-on-board': 'Board-on-board',
  horizontal: 'Horizontal',
  standard: 'Standard',
  'privacy-slats': 'With privacy slats',
} as const
export type FenceStyle = keyof typeof fenceStyleLabels
export const fenceStyles = Object.keys(fenceStyleLabels) as [FenceStyle, ...FenceStyle[]]

export const fenceHeights = [4, 6, 8] as const
export type FenceHeight = (typeof fenceHeights)[number]

export const estimateLimits = {
  lengthMaxFeet: 5_000,
  sidesMax: 8,
  gatesMax: 10,
  // Beyond any fence we would price from the web.
  rangeMax: 1_000_000,
} as const

// Written once, as the schema the collector checks an estimate with (a type import: no zod at run time).
export type Estimate = z.output<typeof estimateSchema>
export type EstimateInputs = Estimate['inputs']
export type PriceRange = Estimate['range']

export function totalLengthFeet(inputs: { sidesFeet: readonly number[] }): number {
  return inputs.sidesFeet.reduce((sum, side) => sum + side, 0)
}
