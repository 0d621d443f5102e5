import type { FinancingBannerCopy } from '#app/components/sections/financing-banner.tsx'
import { formatUsd } from '#lead/format-usd.ts'
import type { Language } from '#app/lib/language.tsx'
import { financingReadingsIn } from './financing-terms.ts'

const general = financingReadingsIn.en.general

const english = {
  eyebrow: 'Flexible Financing',
  headline: 'Your New Fence Today, Easy Monthly Payments',
  text: `Finance your fence, gate or patio through our consumer financing partner. Payments from ${general.paymentsFrom}, no-money-down options, and checking your rate does not affect your credit.`,
  highlights: [
    `Loans of ${formatUsd(general.loanMin)} to ${formatUsd(general.loanMax)}`,
    `Terms of ${general.termMonths.min} to ${general.termMonths.max} months`,
    `Payments from ${general.paymentsFrom}`,
    `Decision in ${general.decisionTime}`,
  ],
  primaryLabel: 'Get Pre-Qualified',
  secondaryLabel: 'Financing Details',
} satisfies FinancingBannerCopy

const spanish = financingReadingsIn.es.general

/** The financing banner shown across pages, in each language: third-party financing, and checking rates does not affect credit. */
export const financingBanner = {
  en: english,
  es: {
    eyebrow: 'Financiamiento flexible',
    headline: 'Su cerca nueva hoy, con pagos mensuales cómodos',
    text: `Financie su cerca, portón o patio con nuestro socio de financiamiento al consumidor. Pagos desde ${spanish.paymentsFrom}, opciones sin enganche, y consultar su tasa no afecta su crédito.`,
    highlights: [
      `Préstamos de ${formatUsd(spanish.loanMin)} a ${formatUsd(spanish.loanMax)}`,
      `Plazos de ${spanish.termMonths.min} a ${spanish.termMonths.max} meses`,
      `Pagos desde ${spanish.paymentsFrom}`,
      `Decisión en ${spanish.decisionTime}`,
    ],
    primaryLabel: 'Precalifique',
    secondaryLabel: 'Detalles del financiamiento',
  },
} satisfies Record<Language, FinancingBannerCopy>
