import { defineIsland } from '../islands/define-island.ts'
import { CompactEstimator } from './compact-estimator.tsx'

/** The compact cost estimator of service and city pages: until it has hydrated, its form opens the full estimator. */
export default defineIsland('compact-estimator', CompactEstimator)
