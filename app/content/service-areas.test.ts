import { describe, expect, it } from 'vitest'
import { isKnownPath } from '#app/route-table.ts'
import { serviceAreas } from './service-areas.ts'

describe('service areas', () => {
  it('lists the eight landing-page cities as primary, each linking to its page', () => {
    const primary = serviceAreas.filter((area) => area.primary)
    expect(primary.map((area) => area.city)).toEqual(['Celina', 'Prosper', 'Frisco', 'McKinney', 'Allen', 'Aubrey', 'Gunter', 'Pilot Point'])
    for (const area of primary) {
      expect(area.link).toBe(`/${area.city.toLowerCase().replace(/ /g, '-')}-fence-company`)
      expect(isKnownPath(area.link!)).toBe(true)
    }
  })

  it('adds the secondary towns without landing pages', () => {
    const secondary = serviceAreas.filter((area) => !area.primary)
    expect(secondary.map((area) => area.city).sort()).toEqual(['Anna', 'Little Elm', 'North Dallas', 'Plano', 'The Colony'])
    for (const area of secondary) expect(area.link).toBeUndefined()
  })

  it('promises 2-3 days in the outer areas and same or next day elsewhere', () => {
    const outer = new Set(['Gunter', 'Pilot Point', 'Little Elm', 'Plano', 'North Dallas'])
    for (const area of serviceAreas) {
      if (outer.has(area.city)) expect(area.distance, area.city).toMatch(/2-3 days/)
      else expect(area.distance, area.city).toMatch(/^(Same|Next)-day/)
    }
  })
})
