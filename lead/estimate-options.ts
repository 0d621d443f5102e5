import type { ServiceValue } from './service-options.ts'

/**
 * What a fence cost estimate is made of: the choices a homeowner makes in the estimator and
 * the range it answered. Shared by the site (estimator, quote prefill) and the collector
 * (validation in `estimate.ts`, storage, e-mail, export). No zod here, so the estimator can
 * use it without loading the schema. Prices live in lead/fence-prices.ts, the calculation in lead/fence-estimate.ts.
 */

/** The fence types with per-foot prices; each is also the quote form's service value. */
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
  /** Feet per side, and in all. */
  lengthMaxFeet: 5_000,
  sidesMax: 8,
  /** Per kind of gate. */
  gatesMax: 10,
  /** The collector refuses ranges beyond any fence we would price from the web. */
  rangeMax: 1_000_000,
} as const

export interface EstimateInputs {
  fenceType: FenceType
  style: FenceStyle
  heightFeet: FenceHeight
  /** One entry per side measured; a single typed length is one side. */
  sidesFeet: number[]
  walkGates: number
  /** Single swing driveway gates, up to 16 ft wide. */
  singleDriveGates: number
  doubleDriveGates: number
  removeOldFence: boolean
  /** Wood only; ignored for other types. */
  stain: boolean
}

/** Dollars, installed, whole numbers. */
export interface PriceRange {
  low: number
  high: number
}

/** What the quote form sends with a lead that started in the estimator. */
export interface Estimate {
  inputs: EstimateInputs
  range: PriceRange
}

export function totalLengthFeet(inputs: Pick<EstimateInputs, 'sidesFeet'>): number {
  return inputs.sidesFeet.reduce((sum, side) => sum + side, 0)
}
