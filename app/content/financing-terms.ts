/**
 * Financing terms in their two readings. The financing page shows the partner
 * program (`partnerProgram`); the shared financing banner and the FAQ use the general reading.
 */
export const financingReadings = {
  general: {
    loanMin: 1_000,
    loanMax: 50_000,
    termMonths: { min: 12, max: 84 },
    decisionTime: 'under 5 minutes',
    noMoneyDown: true,
    paymentsFrom: '$99/month',
  },
  partnerProgram: {
    projectMax: 25_000,
    calculatorRange: { min: 500, max: 25_000 },
    termMonths: { min: 3, max: 60 },
    aprPercent: { min: 0, max: 35.9 },
    applicationTime: 'about 1 to 2 minutes',
    creditImpact: 'Checking your rate does not affect your credit score',
    approval: 'Subject to credit approval',
    /** Representative examples; the page labels them as examples. */
    examples: [
      { amount: 1_200, aprPercent: 8.9, months: 12, monthlyPayment: 104.89 },
      { amount: 1_200, aprPercent: 0, months: 3, monthlyPayment: 400 },
    ],
  },
} as const
