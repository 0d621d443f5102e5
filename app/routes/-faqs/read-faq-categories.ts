import type { FaqCategory } from '#app/content/types.ts'

/** Marks each topic's section in the FAQ list, so the browser can read the questions back. */
export const faqTopicAttribute = 'data-faq-topic'

/**
 * The questions of the FAQ list as its prerendered markup shows them: each topic's heading, and
 * each accordion item's trigger and content text. The search island reads them from the page
 * rather than carrying a second copy in its code (decision 20); the markup is React's own
 * rendering of the same data, so the text comes back exactly.
 */
export function readFaqCategories(root: ParentNode): FaqCategory[] {
  return [...root.querySelectorAll(`[${faqTopicAttribute}]`)].map((topic) => ({
    category: topic.querySelector('h3')?.textContent ?? '',
    faqs: [...topic.querySelectorAll('[data-slot="accordion-item"]')].map((item) => ({
      question: item.querySelector('[data-slot="accordion-trigger"]')?.textContent ?? '',
      answer: item.querySelector('[data-slot="accordion-content"]')?.textContent ?? '',
    })),
  }))
}
