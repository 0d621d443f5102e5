import { defineIsland } from '#app/islands/define-island.ts'
import { FaqSearchSection, queryParam } from './faq-search-section.tsx'

export default defineIsland('faq-search', FaqSearchSection, { query: [queryParam] })
