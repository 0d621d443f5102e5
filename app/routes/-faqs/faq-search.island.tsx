import { defineIsland } from '#app/islands/define-island.ts'
import { FaqSearchSection } from './faq-search-section.tsx'

export default defineIsland('faq-search', FaqSearchSection)
