import { describe, expect, it } from 'vitest'
import { claims, trustClaims } from './business-claims.ts'

describe('the trust banner', () => {
  it('has the 20 claims of the loop', () => {
    expect(trustClaims).toHaveLength(20)
  })

  it('states the experience of most pages in the banner’s title case', () => {
    expect(claims.experience.standard).toBe('20+ years')
    expect(trustClaims).toContain('20+ Years of Experience')
  })

  it('writes every claim in title case, as a visitor reads the loop', () => {
    const minor = new Set(['a', 'an', 'and', 'in', 'of', 'from', 'to'])
    for (const claim of trustClaims) {
      const lowerWords = claim.split(/[\s-]+/).filter((word) => /^[a-z]/.test(word) && !minor.has(word))
      expect(lowerWords, claim).toEqual([])
    }
  })
})
