import { defineIsland } from '../islands/define-island.ts'
import { Estimator } from './estimator.tsx'

/**
 * The full cost estimator: before hydration its form, side buttons included, sends a native GET, and the page's route renders
 * this island for that address.
 */
export default defineIsland('estimator', Estimator)
