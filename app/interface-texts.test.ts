import { describe, expect, it } from 'vitest'
import { leadMessages } from '#lead/lead-rules.ts'
import { visitMessages } from '#lead/visit-rules.ts'
import { estimateSummaryText, fenceStyleNames } from '#lead/estimate-summary.ts'
import { compactEstimator, estimatorAnswer, estimatorLabels } from './content/estimator-forms.ts'
import {
  estimatorAssumptions,
  estimatorHead,
  estimatorPage,
  fullEstimatorAnswer,
  fullEstimatorLabels,
  priceTableLabels,
} from './content/fence-cost-estimator.ts'
import { translationProblems } from './content/translation-problems.ts'

// Every text the site's code says itself, in both languages: a dictionary's Spanish may not be its English unchanged.
const dictionaries: Record<string, { en: unknown; es: unknown }> = {
  leadMessages,
  visitMessages,
  fenceStyleNames,
  estimateSummaryText,
  compactEstimator,
  estimatorLabels,
  estimatorAnswer,
  estimatorHead,
  estimatorPage,
  fullEstimatorLabels,
  fullEstimatorAnswer,
  priceTableLabels,
  estimatorAssumptions,
}

describe('the interface texts in Spanish', () => {
  it.each(Object.entries(dictionaries))('%s has every text in Spanish', (_, dictionary) => {
    expect(translationProblems(dictionary.en, dictionary.es)).toEqual([])
  })
})
