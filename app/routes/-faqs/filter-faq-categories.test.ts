import { describe, expect, it } from 'vitest'
import { faqsPage } from '#app/content/faqs.ts'
import type { FaqCategory } from '#app/content/types.ts'
import { filterFaqCategories, resultCountText } from './filter-faq-categories.ts'

const categories: FaqCategory[] = [
  {
    category: 'Pricing',
    faqs: [
      { question: 'How much does a cedar fence cost?', answer: 'Wood runs $25-45 per linear foot.' },
      { question: 'Are estimates free?', answer: 'Yes, always.' },
    ],
  },
  {
    category: 'Permits',
    faqs: [{ question: 'Do I need a permit?', answer: 'For fences over 6 feet or in front yards.' }],
  },
  {
    category: 'Materials',
    faqs: [{ question: 'Which lasts longest?', answer: 'Iron lasts 50+ years; Cedar 25+.' }],
  },
]

describe('filterFaqCategories', () => {
  it('keeps every category and question for an empty or blank query', () => {
    for (const query of ['', '   ', '\t']) {
      const result = filterFaqCategories(categories, query)
      expect(result.query).toBe('')
      expect(result.categories).toEqual(categories)
      expect(result.count).toBe(4)
    }
  })

  it('matches the question, ignoring case', () => {
    const result = filterFaqCategories(categories, 'PERMIT')
    expect(result.categories.map((c) => c.category)).toEqual(['Permits'])
    expect(result.count).toBe(1)
  })

  it('matches the answer text too', () => {
    const result = filterFaqCategories(categories, 'front yards')
    expect(result.categories).toEqual([categories[1]])
  })

  it('trims the query before matching', () => {
    const result = filterFaqCategories(categories, '  cedar  ')
    expect(result.query).toBe('cedar')
    expect(result.count).toBe(2)
    expect(result.categories.map((c) => c.category)).toEqual(['Pricing', 'Materials'])
  })

  it('keeps only the matching questions of a category and hides categories without matches', () => {
    const result = filterFaqCategories(categories, 'estimates')
    expect(result.categories).toEqual([{ category: 'Pricing', faqs: [categories[0]!.faqs[1]] }])
  })

  it('returns nothing when no question or answer matches', () => {
    const result = filterFaqCategories(categories, 'swimming lessons')
    expect(result.categories).toEqual([])
    expect(result.count).toBe(0)
  })

  it('treats the query as plain text, not a pattern', () => {
    expect(filterFaqCategories(categories, '$25-45').count).toBe(1)
    expect(filterFaqCategories(categories, '.*').count).toBe(0)
  })

  it('does not change the categories it is given', () => {
    const before = structuredClone(categories)
    filterFaqCategories(categories, 'cedar')
    expect(categories).toEqual(before)
  })

  it('finds the real FAQ answers visitors search for', () => {
    const { faqCategories } = faqsPage.en
    expect(filterFaqCategories(faqCategories, 'hoa').count).toBeGreaterThan(0)
    expect(filterFaqCategories(faqCategories, 'stain').categories.map((c) => c.category)).toContain('Warranty & Maintenance')
    expect(filterFaqCategories(faqCategories, 'xylophone').count).toBe(0)
  })
})

describe('resultCountText', () => {
  it('says result for one and results otherwise', () => {
    expect(resultCountText(1)).toBe('1 result found')
    expect(resultCountText(0)).toBe('0 results found')
    expect(resultCountText(7)).toBe('7 results found')
  })
})
