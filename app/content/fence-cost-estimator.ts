import { estimateLimits } from '#lead/estimate-options.ts'
import { formatUsd } from '#lead/format-usd.ts'
import { minimumProject, permitAboveFeet } from '#lead/fence-prices.ts'
import type { PageHead } from './types.ts'

/**
 * Copy of the fence cost estimator's page and what only its full form says. What the compact form
 * on service and city pages says too is in estimator-forms.ts, apart so the compact form's code
 * carries none of this.
 */

export const estimatorHead: PageHead = {
  title: 'Fence Cost Estimator: Price Your New Fence | Celina, TX',
  description:
    'Estimate the installed cost of a wood, vinyl, chain link or black iron fence in Celina and North Texas by length, height and gates, with monthly payments.',
  keywords: ['fence cost estimator', 'fence cost calculator', 'cost per linear foot fence', 'fence price Celina TX', 'wood fence cost'],
}

export const estimatorPage = {
  title: 'Fence Cost Estimator',
  intro:
    'Tell us the fence you have in mind and get an installed price range in under a minute. Share the link with your family, then send it to us for an exact written quote.',
  formTitle: 'Your fence',
  priceTableTitle: 'Installed Prices per Linear Foot',
  priceTableIntro: 'What we charge per foot of fence, installed with posts set in concrete, by fence type, style and height.',
  extrasTableTitle: 'Gates and Extras',
}

/** What only the full estimator asks. */
export const fullEstimatorLabels = {
  gates: 'Gates',
  walkGates: 'Walk gates',
  singleDriveGates: 'Single driveway gates (up to 16 ft)',
  doubleDriveGates: 'Double driveway gates',
  extras: 'Extras',
  removeOldFence: 'Remove and haul away my old fence',
  stain: 'Stain the new fence',
  submit: 'Show my estimate',
}

/** What only the full estimator answers: without JavaScript, and for a commercial project (the compact form has no commercial choice). */
export const fullEstimatorAnswer = {
  noScript: 'Your browser is not running JavaScript: press "Show my estimate" after each change. The price tables below have every price per foot.',
  commercial:
    'Commercial fences are priced per site: security, gates and access control vary too much for a per-foot estimate. Tell us about the project and we will quote it.',
  commercialButton: 'Request a commercial quote',
}

export const estimatorAssumptions = {
  title: 'What the Estimate Assumes',
  includedTitle: 'Included',
  included: [
    'Materials, labor and posts set in concrete',
    'A level, open yard with normal soil',
    'Cleanup and haul-away of job debris',
    `A minimum project of ${formatUsd(minimumProject)}`,
  ],
  changesTitle: 'What changes the price',
  changes: [
    'Slopes and grade changes that need stepped or racked panels',
    'Rock, roots or utilities at post depth',
    'HOA rules on style, height, stain color or caps',
    `Permits for fences over ${permitAboveFeet} feet or in front yards`,
    'Gate hardware, automation and access control',
  ],
  footnote: `An estimate, not a quote: your written quote after a free on-site visit is the price. Lengths up to ${estimateLimits.lengthMaxFeet} feet.`,
}
