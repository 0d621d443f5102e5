import { defineIsland } from '../islands/define-island.ts'
import { Estimator } from './estimator.tsx'

/**
 * The full cost estimator: before hydration its form sends a native GET, and the page's route renders this island for that
 * address. Its page is there for it, so it hydrates at idle (adding a side needs it).
 */
export default defineIsland('estimator', Estimator, { atIdle: true })
