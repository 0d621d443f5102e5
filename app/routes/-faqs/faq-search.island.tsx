import { defineIsland } from '#app/islands/define-island.ts'
import { FaqSearchSection } from './faq-search-section.tsx'
import { readFaqCategories } from './read-faq-categories.ts'

/**
 * The FAQ page's questions with their search box. The page carries only the search's own words as
 * props; the questions and answers are read back from the prerendered list, so they come once,
 * in the HTML, and not again in the island's code.
 */
export default defineIsland('faq-search', FaqSearchSection, {
  carry: ({ copy }) => ({ copy }),
  read: (element, { copy }) => ({ copy, categories: readFaqCategories(element) }),
})
