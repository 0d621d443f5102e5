import { readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressFiles } from '#scripts/build-steps/precompress.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { pageDocument, pageText } from '../testing/page-text.ts'

describe('serving the prerendered site', () => {
  let t: TestApp
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it("answers the estimator's address with its estimate rendered in the page, and any other query with the file", async () => {
    const answer = await get('/fence-cost-estimator?type=wood-fencing&style=board-on-board&height=6&side=150&walk=1&removal=yes')
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
    // Rendered by the page's route, not read from the file.
    expect(pageDocument(answer.body).querySelector('h1')?.textContent).toBe('Fence Cost Estimator')
    expect(pageText(answer.body).paragraphs).toContain('$6,050-$8,150')
    // The island's props carry the address, so the page's script hydrates what was rendered.
    expect(answer.body).toContain('data-props="{&quot;search&quot;:&quot;?type=wood-fencing&amp;style=board-on-board')

    const hostile = await get(`/fence-cost-estimator?type=wood-fencing&side=100&x=${encodeURIComponent('"><script>alert(1)</script>')}`)
    expect(hostile.body).not.toContain('<script>alert(1)</script>')

    for (const url of ['/fence-cost-estimator?utm_source=newsletter', '/fence-cost-estimator']) {
      const page = await get(url)
      expect(page.headers.etag, url).toBeDefined()
      expect(page.body, url).toContain('<div data-island="estimator" data-island-id="_R_1_" data-props="{}" style="display:contents"><form></form></div>')
    }
  })

  it('serves pages as HTML that browsers revalidate', async () => {
    for (const [url, title] of [
      ['/', 'Home'],
      ['/services', 'Services'],
      ['/services/wood-fencing', 'Wood Fencing'],
      ['/celina-fence-company', 'Celina Fence Company'],
    ]) {
      const response = await get(url!)
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.headers.etag).toBeDefined()
      expect(response.headers['last-modified']).toBeDefined()
      expect(response.body).toContain(`<h1>${title}</h1>`)
    }
  })

  it('answers a revalidation with 304', async () => {
    const first = await get('/services/wood-fencing')
    const again = await get('/services/wood-fencing', { 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('caches hashed assets for a year, immutable, and images long but not forever', async () => {
    const script = await get('/assets/entry-Ab12Cd34.js')
    expect(script.statusCode).toBe(200)
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(script.headers['content-type']).toMatch(/javascript/)

    const font = await get('/assets/inter-latin-wght-normal-Xy98.woff2')
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable')

    const image = await get('/img/hero-fence-640.avif')
    expect(image.statusCode).toBe(200)
    expect(image.headers['cache-control']).toBe('public, max-age=2592000')
  })

  it('compresses pages for clients that accept it', async () => {
    const brotli = await get('/', { 'accept-encoding': 'br, gzip' })
    expect(brotli.headers['content-encoding']).toBe('br')
    const gzip = await get('/services', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.headers.vary).toMatch(/accept-encoding/i)
  })

  it('serves route data, sitemap.xml and robots.txt as files', async () => {
    const data = await get('/services/wood-fencing.data')
    expect(data.statusCode).toBe(200)
    expect(data.headers['cache-control']).toBe('no-cache')

    const sitemap = await get('/sitemap.xml')
    expect(sitemap.statusCode).toBe(200)
    expect(sitemap.headers['content-type']).toMatch(/xml/)
    expect(sitemap.body).toContain('<urlset')

    const robots = await get('/robots.txt')
    expect(robots.statusCode).toBe(200)
    expect(robots.headers['content-type']).toMatch(/^text\/plain/)
  })

  it('redirects the alternate addresses the site publishes in _redirects with a real 301, and does not serve the list', async () => {
    expect((await get('/locations/celina')).headers.location).toBe('/celina-fence-company')
    const withQuery = await get('/locations/celina/?utm_source=flyer')
    expect(withQuery.statusCode).toBe(301)
    expect(withQuery.headers.location).toBe('/celina-fence-company?utm_source=flyer')
    expect((await get('/services/mckinney-wood-fencing')).headers.location).toBe('/mckinney-wood-fencing')
    expect((await get('/_redirects')).statusCode).toBe(404)
  })

  it('redirects a trailing slash to the canonical path', async () => {
    const response = await get('/services/?a=1')
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe('/services?a=1')
  })

  it('answers unknown paths with the not-found page and status 404', async () => {
    for (const url of ['/no-such-page', '/services/no-such-service', '/assets/missing.js', '/404']) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.body).toContain('Oops! Page not found')
    }
    const api = await get('/api/unknown')
    expect(api.statusCode).toBe(404)
    expect(api.json()).toEqual({ ok: false, reason: 'Not found' })
  })

  it('never serves files outside the site or redirects off-site', async () => {
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json', '/%00', '//evil.example/']) {
      const response = await get(url)
      expect([400, 403, 404], url).toContain(response.statusCode)
      expect(response.headers.location, url).toBeUndefined()
    }
  })

  it('refuses backslashes and encoded slashes in page paths, and redirects only to paths of its own', async () => {
    // Raw requests over a socket: the test client would resolve `/\\host` itself before sending it.
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' })
    for (const url of [
      '/\\evil.example/',
      '/%5Cevil.example/',
      '/%5cevil.example',
      '/%2F%2Fevil.example/',
      '/%2f%2fevil.example',
      '//evil.example/',
      '/assets%2Fentry-Ab12Cd34.js',
    ]) {
      const response = await rawGet(origin, url)
      expect(response.status, url).toBe(404)
      expect(response.location, url).toBeUndefined()
      expect(response.body, url).toContain('Oops! Page not found')
    }
    // Still redirected: the site's own shape, with the query kept as it came.
    expect(await rawGet(origin, '/services/?a=\\b')).toMatchObject({ status: 301, location: '/services?a=\\b' })
  })

  it("does not follow a redirect table entry that leaves the site's own paths", async () => {
    const odd = await createTestApp({
      redirects: [
        { from: '/to-host', to: '//evil.example' },
        { from: '/to-backslash', to: '/\\evil.example' },
        { from: '/to-url', to: 'https://evil.example/' },
        { from: '/fine', to: '/services' },
      ],
    })
    try {
      for (const url of ['/to-host', '/to-backslash', '/to-url']) {
        const response = await odd.app.inject({ method: 'GET', url })
        expect(response.statusCode, url).toBe(404)
        expect(response.headers.location, url).toBeUndefined()
      }
      expect((await odd.app.inject({ method: 'GET', url: '/fine' })).headers.location).toBe('/services')
    } finally {
      await odd.close()
    }
  })

  it('sends security headers with pages, including a CSP that lets the site work', async () => {
    const response = await get('/')
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toMatch(/script-src 'self' 'unsafe-inline' https:\/\/www\.googletagmanager\.com/)
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com[^;]*https:\/\/financing\.partner\.example/)
    expect(csp).toMatch(/img-src 'self' data:/)
    expect(csp).toContain("frame-ancestors 'self'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin')

    const missing = await get('/nowhere')
    expect(missing.headers['content-security-policy']).toBeDefined()
  })
})

describe('serving a build with precompressed copies', () => {
  let t: TestApp
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

  beforeAll(async () => {
    t = await createTestApp()
    precompressFiles(t.staticDir)
  })
  afterAll(() => t.close())

  it('sends the Brotli and gzip files the build wrote instead of compressing per request', async () => {
    const page = path.join(t.staticDir, 'services', 'wood-fencing', 'index.html')
    const brotli = await get('/services/wood-fencing', { 'accept-encoding': 'br, gzip' })
    expect(brotli.statusCode).toBe(200)
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(brotli.headers['cache-control']).toBe('no-cache')
    expect(brotli.headers.vary).toMatch(/accept-encoding/i)
    expect(brotli.rawPayload.equals(readFileSync(`${page}.br`))).toBe(true)
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(readFileSync(page, 'utf8'))

    const script = path.join(t.staticDir, 'assets', 'entry-Ab12Cd34.js')
    const gzip = await get('/assets/entry-Ab12Cd34.js', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(gzip.rawPayload.equals(readFileSync(`${script}.gz`))).toBe(true)
  })

  it('still sends plain files to clients that accept no compression', async () => {
    const plain = await get('/services/wood-fencing', { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toContain('<h1>Wood Fencing</h1>')
  })
})

/** A GET sent with its path exactly as given. */
function rawGet(origin: string, requestPath: string) {
  return new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
    http
      .get(origin, { path: requestPath }, (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }))
      })
      .on('error', reject)
  })
}
