import { describe, expect, it } from 'vitest'
import { monthlyPayment } from './monthly-payment.ts'

describe('monthlyPayment', () => {
  it('gives the payments the financing page quotes', () => {
    expect(monthlyPayment({ amount: 1_200, aprPercent: 8.9, months: 12 })).toBe(104.89)
    expect(monthlyPayment({ amount: 1_200, aprPercent: 0, months: 3 })).toBe(400)
  })

  it('spreads a larger amount over a longer term', () => {
    expect(monthlyPayment({ amount: 10_000, aprPercent: 8.9, months: 60 })).toBe(207.1)
  })

  it('refuses terms that have no payment', () => {
    expect(() => monthlyPayment({ amount: 1_000, aprPercent: 5, months: 0 })).toThrow(/no payment/)
    expect(() => monthlyPayment({ amount: Number.NaN, aprPercent: 5, months: 12 })).toThrow(/no payment/)
  })
})
