import { perLanguage, type Language } from '#app/lib/language.tsx'

/** The terms' words, in each language: content names them as `{financing.general.paymentsFrom}`. */
const english = {
  general: { decisionTime: 'under 5 minutes', paymentsFrom: '$99/month' },
  partnerProgram: {
    applicationTime: 'about 1 to 2 minutes',
    creditImpact: 'Checking your rate does not affect your credit score',
    approval: 'Subject to credit approval',
  },
}
export const financingWords = {
  en: english,
  es: {
    general: { decisionTime: 'menos de 5 minutos', paymentsFrom: '$99 al mes' },
    partnerProgram: {
      applicationTime: 'entre 1 y 2 minutos',
      creditImpact: 'Consultar su tasa no afecta su puntaje de crédito',
      approval: 'Sujeto a aprobación de crédito',
    },
  },
} satisfies Record<Language, typeof english>

/**
 * Financing terms in their two readings. The financing page shows the partner
 * program (`partnerProgram`); the shared financing banner and the FAQ use the general reading.
 */
const terms = {
  general: {
    loanMin: 1_000,
    loanMax: 50_000,
    termMonths: { min: 12, max: 84 },
    noMoneyDown: true,
  },
  partnerProgram: {
    projectMax: 25_000,
    calculatorRange: { min: 500, max: 25_000 },
    termMonths: { min: 3, max: 60 },
    aprPercent: { min: 0, max: 35.9 },
    /** Representative examples; the page labels them as examples. */
    examples: [
      { amount: 1_200, aprPercent: 8.9, months: 12, monthlyPayment: 104.89 },
      { amount: 1_200, aprPercent: 0, months: 3, monthlyPayment: 400 },
    ],
  },
} as const

export const financingReadingsIn = perLanguage((language) => ({
  general: { ...terms.general, ...financingWords[language].general },
  partnerProgram: { ...terms.partnerProgram, ...financingWords[language].partnerProgram },
}))
export const financingReadings = financingReadingsIn.en
