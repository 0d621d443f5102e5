import { defineIsland } from '../islands/define-island.ts'
import { Estimator } from './estimator.tsx'

/** The full cost estimator: until it has hydrated, its form submits natively (GET, the inputs in the address). */
export default defineIsland('estimator', Estimator)
