const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', trailingZeroDisplay: 'stripIfInteger' })
const count = new Intl.NumberFormat('en-US')

/** A dollar amount as copy reads it: "$25,000", "$104.89", "$0.50" (cents only when there are any). */
export const formatUsd = (value: number): string => usd.format(value)

export const groupThousands = (value: number): string => count.format(value)
