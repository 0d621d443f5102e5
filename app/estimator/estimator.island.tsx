import { defineIsland } from '../islands/define-island.ts'
import { Estimator } from './estimator.tsx'

/** What the collector needs to answer the estimator's address (server/routes/estimator-answer.ts). */
export { estimatorPath } from './use-estimator-form.ts'
export { choiceFromQuery, queryForChoice } from './form-choice.ts'

/**
 * The full cost estimator: until it has hydrated, its form submits natively (GET, the inputs in
 * the address), and the collector renders this island with that address (server/routes/estimator-answer.ts).
 */
export default defineIsland('estimator', Estimator)
