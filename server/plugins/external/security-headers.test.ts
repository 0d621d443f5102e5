import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { loadServerConfig } from '#server/config.ts'
import { contentSecurityPolicy, securityHeaders } from './security-headers.ts'

const tagDirectives = ['script-src', 'img-src', 'connect-src', 'frame-src'] as const
const pixelAndAds = ['https://connect.facebook.net', 'https://www.facebook.com', 'https://www.googleadservices.com', 'https://*.doubleclick.net']

describe('the Content-Security-Policy', () => {
  const { site } = loadServerConfig({})

  it('lets the configured tag hosts load scripts, images, beacons and frames', () => {
    const policy = contentSecurityPolicy(site, pixelAndAds)
    for (const directive of tagDirectives) expect(policy[directive], directive).toEqual(expect.arrayContaining(pixelAndAds))
  })

  it('allows no ad host unless configured', () => {
    const policy = contentSecurityPolicy(site)
    for (const directive of tagDirectives) expect(policy[directive]?.join(' '), directive).not.toMatch(/facebook|googleadservices|doubleclick/)
  })

  it('lets the maps script fetch address suggestions and place details from the Places API (New)', () => {
    expect(contentSecurityPolicy(site)['connect-src']).toContain('https://places.googleapis.com')
  })

  it('names each host once in a directive', () => {
    const policy = contentSecurityPolicy(site, ['https://www.googletagmanager.com', 'https://www.google.com'])
    for (const directive of tagDirectives) expect(new Set(policy[directive]).size, directive).toBe(policy[directive]?.length)
  })

  it('is sent with every response, with the hosts from CSP_TAG_HOSTS', async () => {
    const config = loadServerConfig({ CSP_TAG_HOSTS: 'https://connect.facebook.net, https://www.facebook.com' })
    const app = Fastify()
    await app.register(securityHeaders, { site: config.site, tagHosts: config.tagHosts })
    app.get('/', async () => 'page')
    const csp = String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'])
    await app.close()
    expect(csp).toMatch(/script-src 'self' 'unsafe-inline' [^;]*https:\/\/connect\.facebook\.net https:\/\/www\.facebook\.com;/)
    expect(csp).toMatch(/connect-src [^;]*https:\/\/connect\.facebook\.net https:\/\/www\.facebook\.com;/)
    expect(csp).toMatch(/img-src [^;]*https:\/\/www\.facebook\.com/)
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.facebook\.com/)
  })
})
