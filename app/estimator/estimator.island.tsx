import { defineIsland } from '../islands/define-island.ts'
import { Estimator } from './estimator.tsx'

export { estimatorPath } from './use-estimator-form.ts'

/**
 * The full cost estimator: until it has hydrated, its form submits natively (GET, the inputs in
 * the address), and the collector renders this island with that address (server/routes/estimator-answer.ts).
 */
export default defineIsland('estimator', Estimator)
