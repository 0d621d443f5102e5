import { faqCategories } from '../../content/faqs.ts'
import { defineIsland } from '../../islands/define-island.ts'
import { FaqSearchSection } from './faq-search-section.tsx'

/** The FAQ page's questions with their search box: the questions come with the island's code, not as props, so the page carries them once. */
function FaqSearch() {
  return <FaqSearchSection categories={faqCategories} />
}

export default defineIsland('faq-search', FaqSearch)
