/**
 * A dollar amount as copy reads it: "$25,000", "$104.89", "$0.50" (cents only when there are any).
 *
 * Deliberately not `toLocaleString`/`Intl.NumberFormat`: content modules format their figures
 * when they are first imported, on the phone too, and the first Intl call loads ICU's number
 * data (about 20 ms of main thread on a mid-range phone, a long task during hydration). The
 * site's figures are US dollars only, so grouping by three is all that is needed.
 */
export function formatUsd(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`formatUsd: ${value} is not a finite amount`)
  const cents = Math.round(Math.abs(value) * 100)
  const dollars = groupThousands(Math.floor(cents / 100))
  const rest = cents % 100
  return `${value < 0 ? '-' : ''}$${dollars}${rest === 0 ? '' : `.${rest.toString().padStart(2, '0')}`}`
}

/** A whole number as US English writes it, "2,000", without Intl (see formatUsd). */
export function groupThousands(value: number): string {
  return Math.trunc(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}
