import type { FenceHeight, FenceStyle, FenceType } from './estimate-options.ts'
import { financingReadings } from '../app/content/financing-terms.ts'

/**
 * The fence cost estimator's price book: every price and rule it uses, in one place for the
 * owner to edit. Prices are installed dollars per linear foot as [low, high], or per gate.
 *
 * Where the site's figures differ (spec section 9), the general ones rule:
 * - wood: the general FAQ's $25-45 per foot for a 6 ft privacy fence (side-by-side at the low
 *   end, board-on-board at the high end); 8 ft and board-on-board reach the wood page's $55.
 *   Prosper's premium $40-65 is a city page's own reading and is not used here.
 * - vinyl: the general FAQ's $30-60 per foot across 4 to 8 ft (not the structured data's $30-50).
 * - black iron: from the Celina FAQ's starting price of about $30 per foot for 4 ft.
 * - chain link: the site gives no figure; priced below wood ("lowest cost per foot", tier $).
 */

export type PerFoot = readonly [low: number, high: number]
export type PerGate = readonly [low: number, high: number]

export interface FencePricing {
  /** Styles in the order the estimator offers them; the first is the default. */
  styles: Partial<Record<FenceStyle, Partial<Record<FenceHeight, PerFoot>>>>
  gates: { walk: PerGate; singleDrive: PerGate; doubleDrive: PerGate }
  /** Staining the new fence, by height; only wood offers it. */
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

/** Tearing out and hauling away the old fence, any type. */
export const removalPerFoot: PerFoot = [3, 5]

/** No installation is priced below this, however short the fence. */
export const minimumProject = 1_500

/** Ranges are widened to whole steps of this many dollars: an estimate, not a quote. */
export const roundingStep = 50

/** The default height where a type offers it; the most common privacy height. */
export const defaultHeight: FenceHeight = 6

/**
 * The monthly payment shown with an estimate: the financing page's partner program, at its
 * example APR over its longest term. Amounts above what the program finances are not shown.
 */
const partner = financingReadings.partnerProgram
export const paymentExample = {
  aprPercent: partner.examples[0].aprPercent,
  months: partner.termMonths.max,
  maxAmount: partner.projectMax,
} as const

/** Fences over this height need a city permit (spec section 9). */
export const permitAboveFeet = 6
