import { describe, expect, it } from 'vitest'
import { formatUsd, groupThousands } from './format-usd.ts'

describe('formatUsd', () => {
  it('writes US dollars with cents only when there are any, rounded to the cent, with the sign', () => {
    expect([25_000, 104.89, 0.5, 104.886, -1_250.5].map(formatUsd)).toEqual(['$25,000', '$104.89', '$0.50', '$104.89', '-$1,250.50'])
  })
})

describe('groupThousands', () => {
  it('groups whole numbers by three', () => {
    expect([7, 2000, 1234567].map(groupThousands)).toEqual(['7', '2,000', '1,234,567'])
  })
})
