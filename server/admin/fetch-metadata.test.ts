import { describe, expect, it } from 'vitest'
import { fetchMetadataOf, fetchMetadataVerdict, type FetchMetadata, type InboxResource } from './fetch-metadata.ts'

const navigate = (site: string): FetchMetadata => ({ site, mode: 'navigate', dest: 'document' })
const allowed = (resource: InboxResource, method: string, metadata: FetchMetadata) => fetchMetadataVerdict(resource, method, metadata).allowed

describe('Fetch Metadata for the inbox', () => {
  it('reads the three headers, lower-cased, and nothing when they are absent', () => {
    expect(fetchMetadataOf({ 'sec-fetch-site': 'Same-Origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' })).toEqual(navigate('same-origin'))
    expect(fetchMetadataOf({})).toEqual({ site: undefined, mode: undefined, dest: undefined })
  })

  it('lets a request without Fetch Metadata through, whatever it asks for', () => {
    for (const resource of ['page', 'file', 'json'] as const) for (const method of ['GET', 'POST']) expect(allowed(resource, method, {})).toBe(true)
  })

  it('refuses every cross-site request, and tells a followed link apart', () => {
    for (const resource of ['page', 'file', 'json'] as const) {
      expect(allowed(resource, 'GET', navigate('cross-site'))).toBe(false)
      expect(allowed(resource, 'POST', { site: 'cross-site', mode: 'cors', dest: 'empty' })).toBe(false)
    }
    expect(fetchMetadataVerdict('page', 'GET', navigate('cross-site'))).toMatchObject({ allowed: false, crossSiteNavigation: true })
    expect(fetchMetadataVerdict('page', 'POST', navigate('cross-site'))).toMatchObject({ allowed: false, crossSiteNavigation: false })
    expect(fetchMetadataVerdict('page', 'GET', { site: 'cross-site', mode: 'no-cors', dest: 'iframe' })).toMatchObject({ crossSiteNavigation: false })
    expect(fetchMetadataVerdict('page', 'GET', { site: 'cross-site' })).toMatchObject({ crossSiteNavigation: false })
  })

  it('answers inbox pages, the export and form posts only for navigations', () => {
    for (const site of ['same-origin', 'same-site', 'none']) expect(allowed('page', 'GET', navigate(site))).toBe(true)
    expect(allowed('page', 'POST', navigate('same-origin'))).toBe(true)
    expect(allowed('page', 'POST', navigate('none'))).toBe(true)
    // Script of the public site: fetch(), an <iframe>, <img>, <script>, <object>.
    expect(allowed('page', 'GET', { site: 'same-origin', mode: 'cors', dest: 'empty' })).toBe(false)
    expect(allowed('page', 'GET', { site: 'same-origin', mode: 'same-origin', dest: 'empty' })).toBe(false)
    expect(allowed('page', 'GET', { site: 'same-origin', mode: 'navigate', dest: 'iframe' })).toBe(false)
    expect(allowed('page', 'GET', { site: 'same-origin', mode: 'no-cors', dest: 'image' })).toBe(false)
    expect(allowed('page', 'GET', { site: 'same-origin', mode: 'no-cors', dest: 'script' })).toBe(false)
    expect(allowed('page', 'GET', { site: 'same-origin', mode: 'navigate', dest: 'object' })).toBe(false)
    expect(allowed('page', 'POST', { site: 'same-origin', mode: 'cors', dest: 'empty' })).toBe(false)
    // A form post from a sibling host of the same site (another subdomain) is not the inbox's own.
    expect(allowed('page', 'POST', navigate('same-site'))).toBe(false)
  })

  it('holds a browser that sends only some of the headers to those it sends', () => {
    expect(allowed('page', 'GET', { site: 'same-origin', mode: 'navigate' })).toBe(true)
    expect(allowed('page', 'GET', { site: 'same-origin', mode: 'cors' })).toBe(false)
    expect(allowed('page', 'GET', { dest: 'image' })).toBe(false)
  })

  it('lets the inbox’s files through for what they are fetched as, from this origin or this site', () => {
    expect(allowed('file', 'GET', { site: 'same-origin', mode: 'same-origin', dest: 'serviceworker' })).toBe(true)
    expect(allowed('file', 'GET', { site: 'same-origin', mode: 'cors', dest: 'manifest' })).toBe(true)
    expect(allowed('file', 'GET', { site: 'same-origin', mode: 'no-cors', dest: 'script' })).toBe(true)
    expect(allowed('file', 'GET', { site: 'same-origin', mode: 'no-cors', dest: 'image' })).toBe(true)
  })

  it('takes the alerts script’s JSON posts from the same origin only', () => {
    expect(allowed('json', 'POST', { site: 'same-origin', mode: 'cors', dest: 'empty' })).toBe(true)
    expect(allowed('json', 'POST', { site: 'same-site', mode: 'cors', dest: 'empty' })).toBe(false)
    expect(allowed('json', 'POST', { site: 'none', mode: 'cors', dest: 'empty' })).toBe(false)
  })
})
