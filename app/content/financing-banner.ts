import type { FinancingBannerCopy } from '#app/components/sections/financing-banner.tsx'
import { formatUsd } from '#lead/format-usd.ts'
import { financingReadings } from './financing-terms.ts'

const general = financingReadings.general

/** The financing banner shown across pages: third-party financing, and checking rates does not affect credit. */
export const financingBanner = {
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
