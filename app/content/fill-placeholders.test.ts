import { describe, expect, it } from 'vitest'
import { site } from '../site-config.ts'
import { claims } from './business-claims.ts'
import celina from './cities/celina.json'
import { fillPlaceholders, parseContent } from './fill-placeholders.ts'
import { financingReadings } from './financing-terms.ts'
import { cityPageSource } from './page-schemas.server.ts'

describe('fillPlaceholders', () => {
  it('puts the named values into every string of nested content, numbers as text', () => {
    const filled = fillPlaceholders({
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

describe('parseContent', () => {
  it('fills a page file and checks it, stopping the build on a file that does not fit, with its name and field', () => {
    expect(parseContent('cities/celina.json', cityPageSource, celina).cta.buttons[1]?.label).toContain(site.phone.display)
    expect(() => parseContent('cities/celina.json', cityPageSource, { ...celina, highlights: [{ value: '', label: 'Fences' }] })).toThrow(
      /cities\/celina\.json[\s\S]*highlights/,
    )
    expect(() => parseContent('cities/celina.json', cityPageSource, { ...celina, heroImage: 'cedar-fence' })).toThrow('heroImage')
  })
})
