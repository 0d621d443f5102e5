import { describe, expect, it } from 'vitest'
import type { EstimateInputs } from '#lead/estimate-options.ts'
import { defaultInputs } from '#lead/fence-estimate.ts'
import { estimateQuery, readEstimateQuery } from './estimate-query.ts'

const full: EstimateInputs = {
  fenceType: 'wood-fencing',
  style: 'board-on-board',
  heightFeet: 8,
  sidesFeet: [60, 120, 60],
  walkGates: 2,
  singleDriveGates: 1,
  doubleDriveGates: 1,
  removeOldFence: true,
  stain: true,
}

describe('the estimate in the URL query', () => {
  it('round-trips every input', () => {
    expect(readEstimateQuery(estimateQuery(full))).toEqual(full)
    const plain = { ...defaultInputs('chain-link'), sidesFeet: [150] }
    expect(readEstimateQuery(`?${estimateQuery(plain)}`)).toEqual(plain)
  })

  it('reads like the form it comes from', () => {
    expect(estimateQuery(full)).toBe('type=wood-fencing&style=board-on-board&height=8&side=60&side=120&side=60&walk=2&single=1&double=1&removal=yes&stain=yes')
    expect(estimateQuery({ ...defaultInputs('vinyl-fencing'), sidesFeet: [90] })).toBe('type=vinyl-fencing&style=standard&height=6&side=90')
  })

  it('reads what a native GET submission sends, empty fields included', () => {
    const submitted = 'type=chain-link&style=privacy-slats&height=4&side=80&side=&side=+40+&walk=1&single=0&double='
    expect(readEstimateQuery(submitted)).toEqual({
      ...defaultInputs('chain-link'),
      style: 'privacy-slats',
      heightFeet: 4,
      sidesFeet: [80, 40],
      walkGates: 1,
    })
  })

  it('repairs what a hand-edited link gets wrong', () => {
    expect(readEstimateQuery('type=black-iron&style=board-on-board&height=8&side=abc&side=50&walk=-2&stain=yes')).toEqual({
      ...defaultInputs('black-iron'),
      sidesFeet: [50],
    })
  })

  it('holds no estimate without a known fence type', () => {
    expect(readEstimateQuery('')).toBeNull()
    expect(readEstimateQuery('type=commercial-fencing&side=100')).toBeNull()
  })
})
