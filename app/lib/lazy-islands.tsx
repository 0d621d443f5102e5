import { lazyBoundary } from './lazy-boundary.tsx'
import { PartPending } from './part-pending.tsx'

/**
 * The parts of a page that hydrate when their own code has loaded, after the page's (see
 * lazyBoundary): their prerendered HTML works meanwhile. Together in one small module, so a page
 * that shows two of them fetches one file for them.
 */

/** The quote form: until its code is there, it posts natively. */
export const QuoteForm = lazyBoundary(() => import('../quote/quote-form.tsx').then((module) => module.QuoteForm), <PartPending part="quote form" />)

/** The compact cost estimator: until its code is there, its form opens the full estimator. */
export const CompactEstimator = lazyBoundary(
  () => import('../estimator/compact-estimator.tsx').then((module) => module.CompactEstimator),
  <div className="mx-auto max-w-7xl px-4 py-12">
    <PartPending part="cost estimator" />
  </div>,
)

/** The full cost estimator: until its code is there, its form submits natively (GET, inputs in the address). */
export const Estimator = lazyBoundary(() => import('../estimator/estimator.tsx').then((module) => module.Estimator), <PartPending part="cost estimator" />)
