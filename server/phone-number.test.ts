import { describe, expect, it } from 'vitest'
import { formatPhone } from './phone-number.ts'

describe('formatPhone', () => {
  it.each(['4695550142', '14695550142'])('writes %j, with or without the US country code, as people write it', (stored) => {
    expect(formatPhone(stored)).toBe('(469) 555-0142')
  })

  it.each(['5550142', '442071838750', '24695550142'])('shows any other number, such as %j, exactly as stored', (stored) => {
    expect(formatPhone(stored)).toBe(stored)
  })
})
