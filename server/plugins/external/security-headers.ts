import helmet from '@fastify/helmet'
import type { FastifyPluginAsync } from 'fastify'
import fastifyPlugin from 'fastify-plugin'
import type { SiteConfig } from '#config/site-config.ts'

const originOf = (url: string | undefined) => (url && URL.canParse(url) ? new URL(url).origin : undefined)
const unique = (values: Array<string | undefined>) => [...new Set(values.filter((value): value is string => !!value))]

const googleTagManager = 'https://www.googletagmanager.com'
const googleAnalytics = ['https://*.google-analytics.com', 'https://*.analytics.google.com']
const googleMaps = ['https://maps.googleapis.com', 'https://maps.gstatic.com']
const googlePlaces = 'https://places.googleapis.com'

// 'unsafe-inline' scripts: prerendered pages hydrate through inline scripts that change every build.
export function contentSecurityPolicy(site: SiteConfig, tagHosts: readonly string[] = []): Record<string, string[]> {
  const mapsScript = originOf(site.maps.scriptUrl)
  const leadEndpoint = originOf(site.lead.endpoint)
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    // The quote form posts natively to the lead endpoint when its script has not run.
    'form-action': unique(["'self'", leadEndpoint]),
    'script-src': unique(["'self'", "'unsafe-inline'", googleTagManager, ...googleMaps, mapsScript, ...tagHosts]),
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // The fonts are self-hosted (scripts/fonts/build-fonts.ts): no font host.
    'font-src': ["'self'", 'data:'],
    'img-src': unique([
      "'self'",
      'data:',
      'blob:',
      ...googleMaps,
      'https://*.googleapis.com',
      'https://*.gstatic.com',
      'https://*.google.com',
      googleTagManager,
      ...googleAnalytics,
      ...tagHosts,
    ]),
    'connect-src': unique(["'self'", ...googleMaps, googlePlaces, googleTagManager, ...googleAnalytics, leadEndpoint, mapsScript, ...tagHosts]),
    'frame-src': unique(['https://www.google.com', originOf(site.mapEmbedUrl), originOf(site.financing.calculatorUrl), googleTagManager, ...tagHosts]),
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  }
}

const securityHeadersPlugin: FastifyPluginAsync<{ site: SiteConfig; tagHosts: readonly string[] }> = async (app, { site, tagHosts }) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(site, tagHosts) },
    // Maps keys restricted by referrer need the origin; full URLs still stay on this site.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Cross-Origin-Opener-Policy: same-origin (helmet's default): a page that opened ours keeps no handle on it.
  })
}

export const securityHeaders = fastifyPlugin(securityHeadersPlugin, { name: 'security-headers' })
