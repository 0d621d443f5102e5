import { describe, expect, it } from 'vitest'
import { phoneForPayload } from '#lead/lead-payload.ts'
import { formatPhoneDisplay } from './phone-format.ts'

describe('formatPhoneDisplay', () => {
  it.each([
    ['4695550142', '(469) 555-0142'],
    ['469-555-0142', '(469) 555-0142'],
    ['469.555.0142', '(469) 555-0142'],
    [' (469)5550142 ', '(469) 555-0142'],
    ['+1 469 555 0142', '(469) 555-0142'],
    ['1-469-555-0142', '(469) 555-0142'],
  ])('shows %j as (XXX) XXX-XXXX', (typed, shown) => {
    expect(formatPhoneDisplay(typed)).toBe(shown)
  })

  it('keeps digits only and caps the display at ten digits', () => {
    expect(formatPhoneDisplay('469555014299')).toBe('(469) 555-0142')
    expect(formatPhoneDisplay('call 469 555 0142 now')).toBe('(469) 555-0142')
  })

  it('formats partial numbers as far as they go', () => {
    expect(formatPhoneDisplay('')).toBe('')
    expect(formatPhoneDisplay('46')).toBe('46')
    expect(formatPhoneDisplay('469')).toBe('469')
    expect(formatPhoneDisplay('4695')).toBe('(469) 5')
    expect(formatPhoneDisplay('469555')).toBe('(469) 555')
    expect(formatPhoneDisplay('4695550')).toBe('(469) 555-0')
  })

  it('is stable when applied twice', () => {
    expect(formatPhoneDisplay(formatPhoneDisplay('4695550142'))).toBe('(469) 555-0142')
  })
})

describe('phoneForPayload', () => {
  it('sends digits only, at most fifteen', () => {
    expect(phoneForPayload('(469) 555-0142')).toBe('4695550142')
    expect(phoneForPayload('+44 20 7946 0958')).toBe('442079460958')
    expect(phoneForPayload('1234567890123456789')).toBe('123456789012345')
  })
})
