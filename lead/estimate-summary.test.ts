import { describe, expect, it } from 'vitest'
import { describeEstimate, formatRange } from './estimate-summary.ts'

const plainIron = {
  fenceType: 'black-iron',
  style: 'standard',
  heightFeet: 6,
  sidesFeet: [100],
  walkGates: 0,
  singleDriveGates: 0,
  doubleDriveGates: 0,
  removeOldFence: false,
  stain: false,
} as const

describe('describeEstimate', () => {
  it('reads every input back in plain words', () => {
    expect(
      describeEstimate({
        inputs: {
          fenceType: 'chain-link',
          style: 'privacy-slats',
          heightFeet: 8,
          sidesFeet: [40, 80, 40],
          walkGates: 2,
          singleDriveGates: 1,
          doubleDriveGates: 0,
          removeOldFence: false,
          stain: false,
        },
        range: { low: 6_000, high: 8_450 },
      }),
    ).toEqual([
      'Online estimate: $6,000-$8,450',
      'Chain Link Fencing, with privacy slats, 8 ft tall, 160 ft (40 + 80 + 40)',
      'Gates: 2 walk gates, 1 single driveway gate',
    ])
  })

  it('writes long lengths with thousands separators', () => {
    const [, fence] = describeEstimate({
      inputs: {
        fenceType: 'wood-fencing',
        style: 'side-by-side',
        heightFeet: 6,
        sidesFeet: [2_600, 1_200],
        walkGates: 0,
        singleDriveGates: 0,
        doubleDriveGates: 0,
        removeOldFence: false,
        stain: false,
      },
      range: { low: 95_000, high: 133_000 },
    })
    expect(fence).toBe('Wood Fencing, side-by-side, 6 ft tall, 3,800 ft (2,600 + 1,200)')
  })

  it('leaves out a standard style and says when there are no gates', () => {
    const lines = describeEstimate({
      inputs: {
        fenceType: 'black-iron',
        style: 'standard',
        heightFeet: 4,
        sidesFeet: [30],
        walkGates: 0,
        singleDriveGates: 0,
        doubleDriveGates: 0,
        removeOldFence: true,
        stain: false,
      },
      range: { low: 1_500, high: 1_500 },
    })
    expect(lines).toEqual([
      'Online estimate: $1,500',
      'Black Iron Fencing, 4 ft tall, 30 ft',
      'Gates: none in this estimate',
      'Remove and haul away the old fence',
    ])
  })

  it('reads every input back in Spanish for a Spanish lead, prices and lengths in the US format', () => {
    expect(
      describeEstimate(
        {
          inputs: {
            fenceType: 'wood-fencing',
            style: 'board-on-board',
            heightFeet: 8,
            sidesFeet: [2_600, 1_200],
            walkGates: 1,
            singleDriveGates: 2,
            doubleDriveGates: 0,
            removeOldFence: true,
            stain: true,
          },
          range: { low: 95_000, high: 133_000 },
        },
        'es',
      ),
    ).toEqual([
      'Presupuesto en línea: $95,000-$133,000',
      'Cercas de madera, tabla sobre tabla, 8 pies de alto, 3,800 pies (2,600 + 1,200)',
      'Portones: 1 portón peatonal, 2 portones de entrada sencillos',
      'Quitar y llevarse la cerca vieja',
      'Teñir la cerca nueva',
    ])
    const [, fence, gates] = describeEstimate(
      {
        inputs: { ...plainIron, heightFeet: 4, sidesFeet: [30] },
        range: { low: 1_500, high: 1_500 },
      },
      'es',
    )
    expect([fence, gates]).toEqual(['Cercas de hierro negro, 4 pies de alto, 30 pies', 'Portones: ninguno en este presupuesto'])
  })

  it('writes a range as low-high', () => {
    expect(formatRange({ low: 2_500, high: 3_500 })).toBe('$2,500-$3,500')
  })
})
