import type { FaqCategory } from '#app/content/types.ts'

/**
 * The FAQ search: the trimmed query appears in the question or the answer, ignoring case; an empty query keeps everything.
 * The categories left hold only their matching questions; `query` is the trimmed query, `count` the questions matched.
 */
export function filterFaqCategories(categories: readonly FaqCategory[], query: string) {
  const trimmed = query.trim()
  const needle = trimmed.toLocaleLowerCase('en-US')
  const matching = categories
    .map((category) => ({
      category: category.category,
      faqs: needle
        ? category.faqs.filter((faq) => faq.question.toLocaleLowerCase('en-US').includes(needle) || faq.answer.toLocaleLowerCase('en-US').includes(needle))
        : category.faqs,
    }))
    .filter((category) => category.faqs.length > 0)
  return { query: trimmed, categories: matching, count: matching.reduce((total, category) => total + category.faqs.length, 0) }
}

/** 'N results found', singular for one. */
export function resultCountText(count: number): string {
  return `${count} ${count === 1 ? 'result' : 'results'} found`
}
