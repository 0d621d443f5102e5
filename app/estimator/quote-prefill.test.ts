import { describe, expect, it } from 'vitest'
import { defaultInputs, estimateFence } from '#lead/fence-estimate.ts'
import { quoteUrl, readQuotePrefill } from './quote-prefill.ts'

const estimate = estimateFence({ ...defaultInputs('wood-fencing'), style: 'board-on-board', sidesFeet: [60, 90], walkGates: 1, removeOldFence: true })!

describe('quoteUrl', () => {
  it("opens the contact page's quote form with the service and the estimate's inputs", () => {
    const url = quoteUrl('wood-fencing', estimate)
    expect(url).toBe(
      '/contact?service=wood-fencing&estimate=type%3Dwood-fencing%26style%3Dboard-on-board%26height%3D6%26side%3D60%26side%3D90%26walk%3D1%26removal%3Dyes#quote',
    )
  })

  it('sends a service alone where there is nothing to estimate', () => {
    expect(quoteUrl('commercial-fencing')).toBe('/contact?service=commercial-fencing#quote')
  })
})

describe('readQuotePrefill', () => {
  it('chooses the fence type as the service and writes the estimate into the project details', () => {
    const search = new URL(quoteUrl('wood-fencing', estimate), 'https://example.test').search
    expect(readQuotePrefill(search)).toEqual({
      services: ['wood-fencing'],
      projectDetails: [
        'Online estimate: $6,050-$8,150',
        'Wood Fencing, board-on-board, 6 ft tall, 150 ft (60 + 90)',
        'Gates: 1 walk gate',
        'Remove and haul away the old fence',
      ].join('\n'),
      estimate: { inputs: estimate.inputs, range: { low: 6_050, high: 8_150 } },
    })
  })

  it("writes the project details in the page's language", () => {
    const search = new URL(quoteUrl('wood-fencing', estimate, '/es/contacto'), 'https://example.test').search
    expect(readQuotePrefill(search, 'es')?.projectDetails).toBe(
      [
        'Presupuesto en línea: $6,050-$8,150',
        'Cercas de madera, tabla sobre tabla, 6 pies de alto, 150 pies (60 + 90)',
        'Portones: 1 portón peatonal',
        'Quitar y llevarse la cerca vieja',
      ].join('\n'),
    )
  })

  it('prices the inputs again rather than trusting a range in the link', () => {
    const prefill = readQuotePrefill('?service=vinyl-fencing&estimate=type%3Dvinyl-fencing%26side%3D100%26low%3D1')
    expect(prefill?.estimate?.range).toEqual({ low: 4_000, high: 5_000 })
    expect(prefill?.services).toEqual(['vinyl-fencing'])
  })

  it('chooses a known service without an estimate', () => {
    expect(readQuotePrefill('?service=commercial-fencing')).toEqual({ services: ['commercial-fencing'], projectDetails: '' })
    expect(readQuotePrefill('?service=wood-fencing&estimate=type%3Dwood-fencing')).toEqual({ services: ['wood-fencing'], projectDetails: '' })
  })

  it('fills in nothing for an address without a usable service or estimate', () => {
    expect(readQuotePrefill('')).toBeNull()
    expect(readQuotePrefill('?service=spaceships&utm_source=mail')).toBeNull()
  })
})
