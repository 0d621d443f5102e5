import { describe, expect, it } from 'vitest'
import { choiceFromQuery } from './form-choice.ts'

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
