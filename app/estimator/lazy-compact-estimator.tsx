import { lazyBoundary } from '../lib/lazy-boundary.tsx'

/** The compact estimator, hydrated when its code has loaded after the page's (see lazyBoundary). */
export const CompactEstimator = lazyBoundary(() => import('./compact-estimator.tsx').then((module) => module.CompactEstimator))
