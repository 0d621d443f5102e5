/** The financing banner shown across pages (spec section 1: third-party financing, checking rates does not affect credit). */
export const financingBanner = {
  eyebrow: 'Flexible Financing',
  headline: 'Your New Fence Today, Easy Monthly Payments',
  text: 'Finance your fence, gate or patio through our consumer financing partner. Payments from $99/month, no-money-down options, and checking your rate does not affect your credit.',
  highlights: ['Payments from $99/month', 'Decision in under 5 minutes', 'No-money-down options'],
  primaryLabel: 'Get Pre-Qualified',
  secondaryLabel: 'Financing Details',
} as const
