import { lazyBoundary } from './lazy-boundary.tsx'
import { PartPending } from './part-pending.tsx'

/**
 * The parts of pages that hydrate when their own code has loaded, after the page's (see
 * lazyBoundary): their prerendered HTML works meanwhile. The site layout and its links import this
 * module, to fetch a part's code before a page needs it (decision 9).
 */

/** The quote form: until its code is there, it posts natively. */
export const QuoteForm = lazyBoundary(() => import('../quote/quote-form.tsx').then((module) => module.QuoteForm), <PartPending part="quote form" />)

/** The compact cost estimator: until its code is there, its form opens the full estimator. */
export const CompactEstimator = lazyBoundary(
  () => import('../estimator/compact-estimator.tsx').then((module) => module.CompactEstimator),
  <PartPending part="cost estimator" className="mx-auto max-w-7xl px-4 py-12" />,
)

/** The full cost estimator: until its code is there, its form submits natively (GET, inputs in the address). */
export const Estimator = lazyBoundary(() => import('../estimator/estimator.tsx').then((module) => module.Estimator), <PartPending part="cost estimator" />)

/** The financing page's content: text, links and the partner's calculator, which loads when scrolled near. Nothing a first tap needs (decision 9). */
export const FinancingContent = lazyBoundary(
  () => import('../routes/-financing/financing-content.tsx').then((module) => module.FinancingContent),
  <PartPending part="financing page" />,
)

/**
 * The pages whose content waits for a lazy part's code on a client-side navigation (their route's
 * clientLoader): a link's hover or focus starts fetching it, as React Router's prefetch does for
 * the route's own module.
 */
export const pagePartPreloads: Readonly<Record<string, () => Promise<void>>> = {
  '/fence-cost-estimator': Estimator.preload,
  '/financing': FinancingContent.preload,
}

/** The clientLoader of a page listed above: its data, with its lazy part's code fetched beside it, so the page appears whole. */
export async function dataWithPagePart<Data>(path: string, serverLoader: () => Promise<Data>): Promise<Data> {
  const [data] = await Promise.all([serverLoader(), pagePartPreloads[path]?.()])
  return data
}
