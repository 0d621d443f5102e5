import { describe, expect, it } from 'vitest'
import { formatUsd, groupThousands } from './format-usd.ts'

describe('formatUsd', () => {
  it('reads like the en-US currency format, with cents only when there are any', () => {
    for (const value of [0, 5, 99, 400, 500, 1_000, 1_200, 25_000, 50_000, 1_234_567, 104.89, 0.5, 12.3, 999.99, 1_000_000.1]) {
      const expected = `$${value.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 })}`
      expect(formatUsd(value), String(value)).toBe(expected)
    }
  })

  it('rounds to the cent and keeps the sign', () => {
    expect(formatUsd(104.886)).toBe('$104.89')
    expect(formatUsd(-1_250.5)).toBe('-$1,250.50')
  })

  it('refuses what is not an amount', () => {
    expect(() => formatUsd(Number.NaN)).toThrow(/not a finite amount/)
  })
})

describe('groupThousands', () => {
  it('writes whole numbers as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 2000, 12345, 1234567]) expect(groupThousands(value)).toBe(value.toLocaleString('en-US'))
  })
})
