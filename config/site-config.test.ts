import { describe, expect, it } from 'vitest'
import { loadSiteConfig, SiteConfigError } from './site-config.ts'

describe('site configuration', () => {
  it('has fictional, well-formed defaults', () => {
    const site = loadSiteConfig({})
    expect(site.phone.display).toMatch(/^\(\d{3}\) 555-01\d{2}$/)
    expect(site.email).toMatch(/\.example$/)
    expect(site.siteUrl).toMatch(/^https:\/\/.+\.example$/)
    expect(site.address).toEqual({ street: expect.any(String), city: 'Celina', state: 'TX', zip: '75009' })
    expect(site.serviceRadiusMiles).toBe(25)
    expect(site.hours.map((entry) => entry.note)).toEqual(['7:00 AM - 6:00 PM', '8:00 AM - 4:00 PM', 'By appointment'])
  })

  it('reads overrides from the environment', () => {
    const site = loadSiteConfig({ SITE_PHONE: '972-555-0199', SITE_URL: 'https://fence.example/', SITE_SERVICE_RADIUS_MILES: '30' })
    expect(site.phone).toMatchObject({ display: '(972) 555-0199', href: 'tel:+19725550199' })
    expect(site.siteUrl).toBe('https://fence.example')
    expect(site.serviceRadiusMiles).toBe(30)
  })

  it('stops with a message naming every bad value', () => {
    expect(() => loadSiteConfig({ SITE_PHONE: '12', SITE_EMAIL: 'nope', SITE_ZIP: 'ABCDE', GTM_CONTAINER_ID: 'UA-1' })).toThrow(SiteConfigError)
    try {
      loadSiteConfig({ SITE_PHONE: '12', SITE_EMAIL: 'nope', SITE_ZIP: 'ABCDE' })
    } catch (error) {
      const message = String(error)
      expect(message).toContain('SITE_PHONE: must be a 10-digit US phone number')
      expect(message).toContain('SITE_EMAIL')
      expect(message).toContain('SITE_ZIP: must be a five-digit ZIP code')
    }
  })
})
