import { describe, expect, it } from 'vitest'
import { readUtm } from './utm.ts'

describe('readUtm', () => {
  it('reads source, medium and campaign from the query string', () => {
    expect(readUtm('?utm_source=google&utm_medium=cpc&utm_campaign=spring%20fences&gclid=x')).toEqual({
      source: 'google',
      medium: 'cpc',
      campaign: 'spring fences',
    })
  })

  it('gives null for absent or empty parameters', () => {
    expect(readUtm('')).toEqual({ source: null, medium: null, campaign: null })
    expect(readUtm('?utm_source=nextdoor&utm_medium=')).toEqual({ source: 'nextdoor', medium: null, campaign: null })
  })

  it('accepts a query string without the question mark', () => {
    expect(readUtm('utm_campaign=storm').campaign).toBe('storm')
  })
})
