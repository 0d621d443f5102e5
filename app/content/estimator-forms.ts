import { estimateLimits } from '#lead/estimate-options.ts'
import { permitAboveFeet } from '#lead/fence-prices.ts'
import { groupThousands } from '#lead/format-usd.ts'

const lengthLimit = groupThousands(estimateLimits.lengthMaxFeet)
/** What the full estimator adds to the compact one; staining is offered for wood only. */
const addExtras = (stain: boolean) => (stain ? 'Add gates, removal and staining' : 'Add gates and removal')

/** Copy of the estimator's two forms (the full one and the compact one on service and city pages) and of their answer. */

export const compactEstimator = {
  title: 'What Will My Fence Cost?',
  intro: (stain: boolean) => `Enter the length of your fence for an installed price range. ${addExtras(stain)} in the full estimator.`,
}

export const estimatorLabels = {
  fenceType: 'Fence type',
  commercial: 'Commercial fencing',
  style: 'Style',
  height: 'Height',
  length: 'Fence length (feet)',
  side: (number: number) => `Side ${number} (feet)`,
  addSide: 'Add another side',
  removeSide: (number: number) => `Remove side ${number}`,
  totalLength: 'Total length',
  compactSubmit: 'See my estimate',
}

/** The answer of both forms. */
export const estimatorAnswer = {
  empty: 'Enter the length of your fence to see an installed price range.',
  /** Why the typed numbers are not priced (form-choice.ts `InputProblem`). */
  inputProblem: {
    'whole-feet': 'Enter each length as a whole number of feet, such as 150.',
    'too-long': `We price up to ${lengthLimit} feet of fence online. For a longer fence, ask for a quote and we will measure it with you.`,
    gates: `Enter each number of gates as a whole number, from 0 to ${estimateLimits.gatesMax}.`,
  },
  resultTitle: 'Your estimate',
  rangeLabel: 'Estimated installed price',
  payment: (low: string, high: string, months: number, apr: number) =>
    `About ${low === high ? low : `${low}-${high}`} a month with financing (example: ${months} months at ${apr}% APR, subject to credit approval).`,
  paymentAbove: (max: string) => `Financing covers projects up to ${max}; we will show you the options that fit.`,
  financingLink: 'How financing works',
  permitNote: `Fences over ${permitAboveFeet} feet need a city permit; we file it for you.`,
  quoteButton: 'Get my exact quote',
  fullEstimatorLink: addExtras,
  announcement: (range: string) => `Estimated installed price: ${range}`,
}
