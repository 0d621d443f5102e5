import { defineIsland } from '#app/islands/define-island.ts'
import { ServiceAreaList } from './service-area-list.tsx'

/** The service areas with "Show More": until it has hydrated, the button opens the rest of the list at once. */
export default defineIsland('service-area-list', ServiceAreaList)
