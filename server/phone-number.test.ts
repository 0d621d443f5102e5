import { describe, expect, it } from 'vitest'
import { formatPhone } from './phone-number.ts'

describe('formatPhone', () => {
  it('writes ten digits, with or without the US country code, as people write them', () => {
    expect(formatPhone('4695550142')).toBe('(469) 555-0142')
    expect(formatPhone('14695550142')).toBe('(469) 555-0142')
  })

  it('shows any other number exactly as stored', () => {
    expect(formatPhone('5550142')).toBe('5550142')
    expect(formatPhone('442071838750')).toBe('442071838750')
    expect(formatPhone('24695550142')).toBe('24695550142')
  })
})
