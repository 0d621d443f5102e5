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

  it('stops on a brace that is not a placeholder, so a misspelt one is never shown', () => {
    expect(() => fillPlaceholders({ text: 'Call {businessName}' })).toThrow('{businessName}')
    expect(() => fillPlaceholders({ text: 'Call { site.phone.display }' })).toThrow('{ site.phone.display }')
    expect(() => fillPlaceholders({ text: 'Call site.phone.display}' })).toThrow('brace')
  })

  it('stops on a name that is not a value, naming it', () => {
    expect(() => fillPlaceholders({ text: 'Call {site.phone.dial}' })).toThrow('{site.phone.dial}')
    expect(() => fillPlaceholders({ text: '{claim.fenceCounts.frisco} fences' })).toThrow('{claim.fenceCounts.frisco}')
    expect(() => fillPlaceholders({ text: 'Rated {claims.rating}' })).toThrow('{claims.rating}')
  })
})
