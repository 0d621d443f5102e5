import { describe, expect, it } from 'vitest'
import { isKnownPath, localizedPath } from '#app/route-table.ts'
import { serviceAreas } from './service-areas.ts'

describe('service areas', () => {
  it('lists the eight landing-page cities as primary, each linking to its page', () => {
    const primary = serviceAreas.en.filter((area) => area.primary)
    expect(primary.map((area) => area.city)).toEqual(['Celina', 'Prosper', 'Frisco', 'McKinney', 'Allen', 'Aubrey', 'Gunter', 'Pilot Point'])
    for (const area of primary) {
      expect(area.link).toBe(`/${area.city.toLowerCase().replace(/ /g, '-')}-fence-company`)
      expect(isKnownPath(area.link!)).toBe(true)
    }
  })

  it('adds the secondary towns without landing pages', () => {
    const secondary = serviceAreas.en.filter((area) => !area.primary)
    expect(secondary.map((area) => area.city).sort()).toEqual(['Anna', 'Little Elm', 'North Dallas', 'Plano', 'The Colony'])
    for (const area of secondary) expect(area.link).toBeUndefined()
  })

  it('lists the same areas in Spanish, each primary one linking to its Spanish twin page', () => {
    expect(serviceAreas.es.map((area) => [area.city, area.primary])).toEqual(serviceAreas.en.map((area) => [area.city, area.primary]))
    serviceAreas.es.forEach((area, index) => {
      const english = serviceAreas.en[index]!
      expect(area.link, area.city).toBe(english.link && localizedPath(english.link, 'es'))
      if (area.link) expect(area.link).toMatch(/^\/es\//)
    })
  })

  it('promises 2-3 days in the outer areas and same or next day elsewhere', () => {
    const outer = new Set(['Gunter', 'Pilot Point', 'Little Elm', 'Plano', 'North Dallas'])
    for (const area of serviceAreas.en) {
      if (outer.has(area.city)) expect(area.distance, area.city).toMatch(/2-3 days/)
      else expect(area.distance, area.city).toMatch(/^(Same|Next)-day/)
    }
  })
})
