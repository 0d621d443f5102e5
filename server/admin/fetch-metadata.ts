import type { IncomingHttpHeaders } from 'node:http'

// Script (cross-site, or a Tag Manager tag on a shared origin) can read only non-navigation answers, so inbox pages, the export
// and form posts answer navigations only. Requests without the headers pass: this is a layer on top of SameSite, CSRF and CSP.

export type InboxResource = 'page' | 'file' | 'json' | 'image'

export type FetchMetadata = Partial<Record<'site' | 'mode' | 'dest', string>>

export function fetchMetadataOf(headers: IncomingHttpHeaders): FetchMetadata {
  const value = (name: string) => {
    const header = headers[name]
    return typeof header === 'string' ? header.trim().toLowerCase() : undefined
  }
  return { site: value('sec-fetch-site'), mode: value('sec-fetch-mode'), dest: value('sec-fetch-dest') }
}

const safeMethods = new Set(['GET', 'HEAD'])
const allowed = { allowed: true } as const

export function fetchMetadataVerdict(resource: InboxResource, method: string, metadata: FetchMetadata) {
  const { site, mode, dest } = metadata
  const navigation = (mode === undefined || mode === 'navigate') && (dest === undefined || dest === 'document')
  const safe = safeMethods.has(method.toUpperCase())
  // A link followed from another site (webmail) may be shown a way in.
  const refuse = (reason: string, crossSiteNavigation = false) => ({ allowed: false, reason, crossSiteNavigation }) as const

  if (site === 'cross-site') return refuse('cross-site request', resource === 'page' && safe && navigation && mode === 'navigate')
  if (resource === 'file') return allowed
  if (resource === 'json') return site === undefined || site === 'same-origin' ? allowed : refuse(`${site} request to a same-origin address`)
  // An <img> of the lead's page, or the photo opened from it; never a fetch() a script could read.
  if (resource === 'image') {
    if (!safe) return refuse(`${method} of a photo`)
    if (site !== undefined && site !== 'same-origin' && site !== 'none') return refuse(`${site} request for a photo`)
    return navigation || dest === 'image' ? allowed : refuse(`photo requested as ${dest ?? 'unknown'} (mode ${mode ?? 'unknown'})`)
  }
  if (!navigation) return refuse(`not a navigation (mode ${mode ?? 'unknown'}, destination ${dest ?? 'unknown'})`)
  // A form post comes from an inbox page; `none` is the browser's own (a reload of the page the post answered).
  if (!safe && site !== undefined && site !== 'same-origin' && site !== 'none') return refuse(`${site} form post`)
  return allowed
}
