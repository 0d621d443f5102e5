import { describe, expect, it } from 'vitest'
import { canonicalEstimatorQuery, choiceFromQuery } from './form-choice.ts'

describe('choiceFromQuery', () => {
  it('reads a fence, the commercial choice, or nothing', () => {
    expect(choiceFromQuery('?type=wood-fencing&side=60&side=90')).toMatchObject({ kind: 'fence', inputs: { fenceType: 'wood-fencing', sidesFeet: [60, 90] } })
    expect(choiceFromQuery('?type=wood-fencing&side=60')).not.toHaveProperty('inputProblem')
    expect(choiceFromQuery('?type=commercial-fencing')).toEqual({ kind: 'commercial' })
    expect(choiceFromQuery('?utm_source=newsletter')).toBeNull()
  })

  it('marks sides too long in all, keeping them as the form will show them', () => {
    expect(choiceFromQuery('?type=wood-fencing&side=3000&side=3000')).toMatchObject({ inputs: { sidesFeet: [3000, 3000] }, inputProblem: 'too-long' })
  })

  it('reads numbers the way the form will show them, so the hydrated form reads back the same choice', () => {
    // A length that is not whole feet, or over the limit alone, is left out of the fields: what is left is priced.
    expect(choiceFromQuery('?type=wood-fencing&side=12.5&side=100')).toEqual(choiceFromQuery('?type=wood-fencing&side=100'))
    expect(choiceFromQuery('?type=wood-fencing&side=3000&side=6000')).toEqual(choiceFromQuery('?type=wood-fencing&side=3000'))
    // A gate count is brought in range: the field shows 10.
    expect(choiceFromQuery('?type=wood-fencing&side=100&walk=11')).toMatchObject({ inputs: { walkGates: 10 } })
    expect(choiceFromQuery('?type=wood-fencing&side=100&walk=11')).not.toHaveProperty('inputProblem')
  })
})

describe('canonicalEstimatorQuery', () => {
  it('is its own canonical query, whatever the side buttons sent, so the collector redirects once', () => {
    for (const sent of [
      '?type=wood-fencing&side=',
      '?type=wood-fencing&side=60&side=&side=90',
      '?type=wood-fencing&side=60&side=90&remove-side=0',
      '?type=wood-fencing&side=60&side=90&remove-side=5',
      '?type=wood-fencing&remove-side=1',
      '?type=wood-fencing&side=12.5&side=100&side=',
      `?type=wood-fencing&${'side=10&'.repeat(12)}side=`,
      '?type=commercial-fencing&side=40&side=&remove-side=1',
    ]) {
      const canonical = canonicalEstimatorQuery(sent)!
      expect(canonicalEstimatorQuery(canonical), sent).toBe(canonical)
    }
  })

  it('drops the side "Remove side n" names, and keeps the empty fields "Add another side" sent', () => {
    expect(canonicalEstimatorQuery('?type=wood-fencing&side=60&side=90&remove-side=1')).toBe('?type=wood-fencing&style=side-by-side&height=6&side=90')
    expect(canonicalEstimatorQuery('?type=wood-fencing&side=60&side=90&remove-side=9')).toBe('?type=wood-fencing&style=side-by-side&height=6&side=60&side=90')
    expect(canonicalEstimatorQuery('?type=wood-fencing&side=60&side=')).toBe('?type=wood-fencing&style=side-by-side&height=6&side=60&side=')
    // One empty field is the form as it first shows.
    expect(canonicalEstimatorQuery('?type=wood-fencing&side=')).toBe('?type=wood-fencing&style=side-by-side&height=6')
    expect(canonicalEstimatorQuery('?type=commercial-fencing&side=40&side=')).toBe('?type=commercial-fencing')
  })
})
