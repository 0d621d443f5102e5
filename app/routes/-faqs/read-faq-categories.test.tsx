// @vitest-environment jsdom
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { faqCategories, faqSearchCopy } from '#app/content/faqs.ts'
import { FaqSearchSection } from './faq-search-section.tsx'
import { readFaqCategories } from './read-faq-categories.ts'

describe('readFaqCategories', () => {
  it('reads back from the prerendered list exactly the questions it was rendered from', () => {
    const element = document.createElement('div')
    element.innerHTML = renderToString(<FaqSearchSection categories={faqCategories} copy={faqSearchCopy} />)
    expect(readFaqCategories(element)).toEqual(faqCategories)
  })
})
