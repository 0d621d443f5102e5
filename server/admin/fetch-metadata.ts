import type { IncomingHttpHeaders } from 'node:http'

/**
 * Fetch Metadata for the owner's inbox: what a browser says about where a request comes from
 * (`Sec-Fetch-Site`) and what it is for (`Sec-Fetch-Mode`, `Sec-Fetch-Dest`).
 *
 * The threat is script, cross-site or on the public site itself (a tag added through Tag Manager
 * runs on the inbox's origin unless the inbox has a host name of its own, see ADMIN_HOST): it
 * could fetch the lead export, read a CSRF token from an inbox page, or frame a page. Such script
 * can only make non-navigation requests, and a navigation's response is never readable by the
 * page that started it. So:
 *
 * - nothing under /admin answers a cross-site request;
 * - inbox pages, the CSV export and the form posts answer navigations only (`navigate`, `document`),
 *   and a form post must come from the inbox itself (same origin);
 * - what is by nature not a navigation (service worker, manifest, page script, icons) passes;
 * - the alerts script's JSON posts are `fetch()` calls of the inbox page: same origin only.
 *
 * Requests without the headers (older browsers, curl, the tests' inject) pass: Fetch Metadata is
 * a layer on top of the session cookie (SameSite=Strict), CSRF tokens and the inbox's own
 * Content-Security-Policy, not a replacement for them. Each header is checked when sent, so a
 * browser that sends only some of them is held to those.
 */

/**
 * What an inbox address is: a page (or export, or form post), one of its files, a JSON post of its
 * script, or a lead's photo (shown by an inbox page, or opened from it).
 */
export type InboxResource = 'page' | 'file' | 'json' | 'image'

export interface FetchMetadata {
  site?: string
  mode?: string
  dest?: string
}

export function fetchMetadataOf(headers: IncomingHttpHeaders): FetchMetadata {
  const value = (name: string) => {
    const header = headers[name]
    return typeof header === 'string' ? header.trim().toLowerCase() : undefined
  }
  return { site: value('sec-fetch-site'), mode: value('sec-fetch-mode'), dest: value('sec-fetch-dest') }
}

export type FetchMetadataVerdict =
  | { allowed: true }
  /** `crossSiteNavigation`: a link followed from another site (webmail, a search result), which may be shown a way in. */
  | { allowed: false; reason: string; crossSiteNavigation: boolean }

const safeMethods = new Set(['GET', 'HEAD'])

/** Whether a request for an inbox address may be answered, from its method and Fetch Metadata. */
export function fetchMetadataVerdict(resource: InboxResource, method: string, metadata: FetchMetadata): FetchMetadataVerdict {
  const { site, mode, dest } = metadata
  const navigation = (mode === undefined || mode === 'navigate') && (dest === undefined || dest === 'document')
  const safe = safeMethods.has(method.toUpperCase())
  const refuse = (reason: string, crossSiteNavigation = false) => ({ allowed: false, reason, crossSiteNavigation }) as const

  if (site === 'cross-site') return refuse('cross-site request', resource === 'page' && safe && navigation && mode === 'navigate')
  if (resource === 'file') return { allowed: true }
  if (resource === 'json') return site === undefined || site === 'same-origin' ? { allowed: true } : refuse(`${site} request to a same-origin address`)
  // An <img> of the lead's page, or the photo opened from it; never a fetch() a script could read.
  if (resource === 'image') {
    if (!safe) return refuse(`${method} of a photo`)
    if (site !== undefined && site !== 'same-origin' && site !== 'none') return refuse(`${site} request for a photo`)
    return navigation || dest === 'image' ? { allowed: true } : refuse(`photo requested as ${dest ?? 'unknown'} (mode ${mode ?? 'unknown'})`)
  }
  if (!navigation) return refuse(`not a navigation (mode ${mode ?? 'unknown'}, destination ${dest ?? 'unknown'})`)
  // A form post comes from an inbox page; `none` is the browser's own (a reload of the page the post answered).
  if (!safe && site !== undefined && site !== 'same-origin' && site !== 'none') return refuse(`${site} form post`)
  return { allowed: true }
}
