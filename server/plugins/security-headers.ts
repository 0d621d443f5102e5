import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import type { SiteConfig } from '../../config/site-config.ts'

const originOf = (url: string | undefined) => (url && URL.canParse(url) ? new URL(url).origin : undefined)
const unique = (values: Array<string | undefined>) => [...new Set(values.filter((value): value is string => !!value))]

const googleTagManager = 'https://www.googletagmanager.com'
const googleAnalytics = ['https://*.google-analytics.com', 'https://*.analytics.google.com']
const googleMaps = ['https://maps.googleapis.com', 'https://maps.gstatic.com']

/**
 * The Content-Security-Policy of every page. React Router's prerendered pages hydrate
 * through inline module scripts whose content changes with every build, so scripts are
 * 'self' plus 'unsafe-inline' (no third-party script host beyond Tag Manager and Maps,
 * and no eval). Frames: the footer map and the financing calculator.
 */
export function contentSecurityPolicy(site: SiteConfig): Record<string, string[]> {
  const mapsScript = originOf(site.maps.scriptUrl)
  const leadEndpoint = originOf(site.lead.endpoint)
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    // The quote form posts natively to the lead endpoint when its script has not run.
    'form-action': unique(["'self'", leadEndpoint]),
    'script-src': unique(["'self'", "'unsafe-inline'", googleTagManager, ...googleMaps, mapsScript]),
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
    'font-src': ["'self'", 'data:', 'https://fonts.gstatic.com'],
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
    ]),
    'connect-src': unique(["'self'", ...googleMaps, googleTagManager, ...googleAnalytics, leadEndpoint, mapsScript]),
    'frame-src': unique(['https://www.google.com', originOf(site.mapEmbedUrl), originOf(site.financing.calculatorUrl), googleTagManager]),
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  }
}

/** Security headers on every response, pages, files, API replies and errors alike. */
export async function registerSecurityHeaders(app: FastifyInstance, site: SiteConfig): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(site) },
    // Maps keys restricted by referrer need the origin; full URLs still stay on this site.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // No Cross-Origin-Opener-Policy. With `same-origin` (helmet's default) every arrival from
    // another page, Lighthouse's about:blank included, moves the page to a new browsing context
    // group and so a renderer process of its own, and the navigation's commit, before anything
    // is parsed, took 25.5 ms on average instead of 14.2 (12 Lighthouse runs each, interleaved,
    // on /contact and /celina-wood-fencing): about 45 ms of a phone's blocking time in
    // Lighthouse's model. Android Chrome also gives sites that send COOP a process of their own.
    // What the header would guard, a page that opened this one keeping a handle on it (to
    // navigate it elsewhere later, or count its frames), matters little to a public site
    // without accounts; framing stays forbidden (`frame-ancestors`, X-Frame-Options).
    crossOriginOpenerPolicy: false,
  })
}
