import { describe, expect, it } from 'vitest'
import { site } from '../site-config.ts'
import { claims } from './business-claims.ts'
import { fillPlaceholders } from './fill-placeholders.ts'
import { financingReadings } from './financing-terms.ts'

describe('fillPlaceholders', () => {
  it('puts the named values into every string of nested content, numbers as text', () => {
    const filled = fillPlaceholders<{ cta: { label: string }; lines: string[]; year: number }>({
      cta: { label: 'Call {site.phone.display}' },
      lines: ['Since {claims.founded.mckinney}', '{claims.projectCounts.pilot-point} projects, {financing.general.paymentsFrom}'],
      year: 2005,
    })
    expect(filled).toEqual({
      cta: { label: `Call ${site.phone.display}` },
      lines: [`Since ${claims.founded.mckinney}`, `${claims.projectCounts['pilot-point']} projects, ${financingReadings.general.paymentsFrom}`],
      year: 2005,
    })
  })

  it('leaves braces that hold no dotted name alone', () => {
    expect(fillPlaceholders({ text: 'Sizes {4 ft} and {6ft}' })).toEqual({ text: 'Sizes {4 ft} and {6ft}' })
  })

  it('stops on a name that is not a value, naming it', () => {
    expect(() => fillPlaceholders({ text: 'Call {site.phone.dial}' })).toThrow('{site.phone.dial}')
    expect(() => fillPlaceholders({ text: '{claim.fenceCounts.frisco} fences' })).toThrow('{claim.fenceCounts.frisco}')
    expect(() => fillPlaceholders({ text: 'Rated {claims.rating}' })).toThrow('{claims.rating}')
  })
})
