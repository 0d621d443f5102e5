import { describe, expect, it } from 'vitest'
import { statusWords } from '#server/status/status-words.ts'
import { simplePageText } from '#server/routes/simple-page-text.ts'
import { leadMessages } from '#lead/lead-rules.ts'
import { photoMessagesIn } from '#lead/photo-messages.ts'
import { notSentText } from '#lead/quote-form-post.ts'
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
import { visitTimeText } from '#lead/visit-time-text.ts'
import { translationProblems } from './content/translation-problems.ts'
import { addressSuggestionsText } from './quote/address-suggestions-text.ts'
import { photoFieldText, servicesPickerText } from './quote/quote-field-text.ts'
import { quoteFormText } from './quote/quote-form-text.ts'
import { requestStatusText } from './request-status/request-status-text.ts'
import { languageSwitchText } from './components/layout/language-switch.tsx'
import { menuText } from './components/layout/menu-text.ts'
import { mobileMenuText } from './components/layout/mobile-menu.tsx'
import { siteFooterText } from './components/layout/site-footer.tsx'
import { siteHeaderText } from './components/layout/site-header.tsx'
import { siteLayoutText } from './components/layout/site-layout.tsx'
import { trustBannerText } from './components/layout/trust-banner.tsx'
import { actionText } from './components/sections/action-text.ts'
import { ctaButtonText } from './components/sections/cta-buttons.tsx'
import { openingHoursText } from './components/sections/opening-hours.ts'
import { processStepsText } from './components/sections/process-steps.tsx'
import { serviceAreaListText } from './components/sections/service-area-list-text.ts'
import { serviceCardText } from './components/sections/service-card-grid.tsx'
import { starsText } from './components/sections/stars.tsx'
import { testimonialCardsText } from './components/sections/testimonial-cards.tsx'
import { sheetText } from './components/ui/sheet.tsx'
import { notFoundText } from './routes/not-found.tsx'
import { redirectText } from './routes/redirect.tsx'
import { homeText } from './routes/home.tsx'
import { hoursText } from './routes/-contact/hours-text.ts'
import { cityPageWords } from './routes/-city-page/city-page-words.ts'
import { seasonNames } from './routes/-service-page/list-sections.tsx'
import { cityFormWords } from './content/cities/city-page.ts'
import { financingPage } from './content/financing.ts'
import { financingBanner } from './content/financing-banner.ts'
import { financingWords } from './content/financing-terms.ts'
import { servicePageDefaults } from './content/services/service-pages.server.ts'
import { woodCityWords } from './content/wood-cities/wood-city-words.ts'

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
  notSentText,
  simplePageText,
  photoMessagesIn,
  quoteFormText,
  photoFieldText,
  servicesPickerText,
  addressSuggestionsText,
  visitTimeText,
  requestStatusText,
  statusWords,
  languageSwitchText,
  menuText,
  mobileMenuText,
  siteFooterText,
  siteHeaderText,
  siteLayoutText,
  trustBannerText,
  actionText,
  ctaButtonText,
  openingHoursText,
  processStepsText,
  serviceAreaListText,
  serviceCardText,
  starsText,
  testimonialCardsText,
  sheetText,
  notFoundText,
  redirectText,
  homeText,
  hoursText,
  cityPageWords,
  seasonNames,
  cityFormWords,
  financingPage,
  financingBanner,
  financingWords,
  servicePageDefaults,
  woodCityWords,
}

describe('the interface texts in Spanish', () => {
  it.each(Object.entries(dictionaries))('%s has every text in Spanish', (_, dictionary) => {
    expect(translationProblems(dictionary.en, dictionary.es)).toEqual([])
  })
})

// A text made around a name is a function in both languages: each says the name, in words of its own.
const aroundAName = { cityFormWords, cityPageWords }

describe('the texts made around a city name', () => {
  it.each(Object.entries(aroundAName))('%s says the city in Spanish words of its own', (_, dictionary) => {
    const texts = (words: object) =>
      Object.entries(words).flatMap(([key, text]) => (typeof text === 'function' ? [[key, (text as (city: string) => string)('Celina')] as const] : []))
    const spanish = Object.fromEntries(texts(dictionary.es))
    expect(texts(dictionary.en).length).toBeGreaterThan(0)
    for (const [key, english] of texts(dictionary.en)) {
      expect(spanish[key], key).toContain('Celina')
      expect(spanish[key], key).not.toBe(english)
    }
  })
})
