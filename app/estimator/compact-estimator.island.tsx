import { defineIsland } from '../islands/define-island.ts'
import { CompactEstimator } from './compact-estimator.tsx'

export default defineIsland('compact-estimator', CompactEstimator)
