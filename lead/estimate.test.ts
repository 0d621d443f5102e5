import { describe, expect, it } from 'vitest'
import { estimateSchema } from './estimate.ts'

const valid = {
  inputs: {
    fenceType: 'wood-fencing',
    style: 'board-on-board',
    heightFeet: 6,
    sidesFeet: [60, 90],
    walkGates: 1,
    singleDriveGates: 0,
    doubleDriveGates: 1,
    removeOldFence: true,
    stain: false,
  },
  range: { low: 6_050, high: 8_150 },
}

const issuePath = (value: unknown) => {
  const result = estimateSchema.safeParse(value)
  return result.success ? 'valid' : result.error.issues[0]!.path.join('.')
}

describe('estimateSchema', () => {
  it('accepts what the estimator sends', () => {
    expect(estimateSchema.parse(valid)).toEqual(valid)
  })

  it('refuses a fence type, style or height the estimator does not offer', () => {
    expect(issuePath({ ...valid, inputs: { ...valid.inputs, fenceType: 'commercial-fencing' } })).toBe('inputs.fenceType')
    expect(issuePath({ ...valid, inputs: { ...valid.inputs, style: 'picket' } })).toBe('inputs.style')
    expect(issuePath({ ...valid, inputs: { ...valid.inputs, heightFeet: 7 } })).toBe('inputs.heightFeet')
  })

  it('refuses lengths and counts out of bounds', () => {
    expect(issuePath({ ...valid, inputs: { ...valid.inputs, sidesFeet: [] } })).toBe('inputs.sidesFeet')
    expect(issuePath({ ...valid, inputs: { ...valid.inputs, sidesFeet: [2.5] } })).toBe('inputs.sidesFeet.0')
    expect(issuePath({ ...valid, inputs: { ...valid.inputs, sidesFeet: [3_000, 3_000] } })).toBe('inputs.sidesFeet')
    expect(issuePath({ ...valid, inputs: { ...valid.inputs, walkGates: 11 } })).toBe('inputs.walkGates')
    expect(issuePath({ ...valid, inputs: { ...valid.inputs, removeOldFence: 'yes' } })).toBe('inputs.removeOldFence')
  })

  it('refuses a range that is upside down, negative or absurd', () => {
    expect(issuePath({ ...valid, range: { low: 9_000, high: 8_000 } })).toBe('range')
    expect(issuePath({ ...valid, range: { low: -1, high: 8_000 } })).toBe('range.low')
    expect(issuePath({ ...valid, range: { low: 1, high: 5_000_000 } })).toBe('range.high')
  })
})
