import type { FenceHeight, FenceStyle, FenceType } from './estimate-options.ts'
import { financingReadings } from '../app/content/financing-terms.ts'

// The price book the owner edits: installed dollars per foot as [low, high], or per gate. Where the
// site's pages disagree the general FAQ rules; chain link has no figure and is priced below wood.

export type PerFoot = readonly [low: number, high: number]
export type PerGate = readonly [low: number, high: number]

export interface FencePricing {
  // The first style is the default.
  styles: Partial<Record<FenceStyle, Partial<Record<FenceHeight, PerFoot>>>>
  gates: { walk: PerGate; singleDrive: PerGate; doubleDrive: PerGate }
  stainPerFoot?: Partial<Record<FenceHeight, PerFoot>>
}

export const fencePrices: Record<FenceType, FencePricing> = {
  'wood-fencing': {
    styles: {
      'side-by-side': { 4: [20, 30], 6: [25, 35], 8: [35, 45] },
      'board-on-board': { 4: [25, 35], 6: [35, 45], 8: [45, 55] },
      horizontal: { 4: [30, 40], 6: [35, 45], 8: [45, 55] },
    },
    gates: { walk: [350, 650], singleDrive: [900, 1_800], doubleDrive: [1_400, 2_600] },
    stainPerFoot: { 4: [2, 3], 6: [3, 5], 8: [4, 6] },
  },
  'vinyl-fencing': {
    styles: { standard: { 4: [30, 40], 6: [40, 50], 8: [50, 60] } },
    gates: { walk: [450, 800], singleDrive: [1_200, 2_200], doubleDrive: [1_800, 3_200] },
  },
  'chain-link': {
    styles: {
      standard: { 4: [12, 18], 6: [15, 22], 8: [20, 28] },
      'privacy-slats': { 4: [17, 25], 6: [21, 30], 8: [27, 38] },
    },
    gates: { walk: [250, 450], singleDrive: [600, 1_200], doubleDrive: [900, 1_800] },
  },
  'black-iron': {
    styles: { standard: { 4: [30, 45], 6: [45, 60] } },
    gates: { walk: [600, 1_100], singleDrive: [1_800, 3_500], doubleDrive: [2_500, 4_500] },
  },
}

export const removalPerFoot: PerFoot = [3, 5]

export const minimumProject = 1_500

export const roundingStep = 50

export const defaultHeight: FenceHeight = 6

const partner = financingReadings.partnerProgram
export const paymentExample = {
  aprPercent: partner.examples[0].aprPercent,
  months: partner.termMonths.max,
  maxAmount: partner.projectMax,
} as const

export const permitAboveFeet = 6
