import { describe, expect, it } from 'vitest'
import { subsetCharacters, unicodeRange } from './font-subsets.ts'

describe('unicodeRange', () => {
  it('merges consecutive code points and lists the rest', () => {
    expect(unicodeRange('cabé-')).toBe('U+002D,U+0061-0063,U+00E9')
  })
  it('covers printable ASCII in one range', () => {
    expect(unicodeRange(subsetCharacters)).toMatch(/^U\+0020-007E,/)
  })
})
