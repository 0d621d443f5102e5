import { defineIsland } from '../islands/define-island.ts'
import { Estimator } from './estimator.tsx'

/**
 * The full cost estimator: until it has hydrated, its form submits natively (GET, the inputs in
 * the address), and the page's route renders this island with that address.
 */
export default defineIsland('estimator', Estimator)
