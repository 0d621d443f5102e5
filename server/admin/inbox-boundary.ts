import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import fastifyPlugin from 'fastify-plugin'
import { escapeHtml } from '../notifications/lead-email.ts'
import { replyNotFound } from '../routes/site.ts'
import { fetchMetadataOf, fetchMetadataVerdict, type InboxResource } from './fetch-metadata.ts'
import { leadPhotoPath } from './photo-routes.ts'
import { alertPaths, inboxIconsPath, inboxScope, inboxStylesheet, isInboxPath, publicInboxFiles } from './web-app.ts'

/** Inline styles: the inbox's markup has some. The Call/Text/E-mail post redirects to tel:, sms: or mailto:, which form-action governs. */
const inboxContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
  "form-action 'self' tel: sms: mailto:",
].join('; ')

const fileRoutes = new Set(publicInboxFiles)
const jsonRoutes = new Set<string>([alertPaths.subscribe, alertPaths.unsubscribe])
const inboxHostExtras = new Set(['/healthz', '/readyz', '/favicon.svg'])

function decodedPath(url: string): string {
  const path = url.split('?')[0]!
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

// As the router decodes: `/%61dmin` is the inbox too.
function inboxAddressOf(request: FastifyRequest): { resource: InboxResource; route: boolean } | undefined {
  const route = request.routeOptions.url
  if (route !== undefined && route !== '/*') {
    if (!isInboxPath(route)) return undefined
    return { resource: fileRoutes.has(route) ? 'file' : jsonRoutes.has(route) ? 'json' : route === leadPhotoPath ? 'image' : 'page', route: true }
  }
  const path = decodedPath(request.url)
  if (!isInboxPath(path)) return undefined
  return { resource: path.startsWith(`${inboxIconsPath}/`) || path === inboxStylesheet ? 'file' : 'page', route: false }
}

// Before any route or session runs; after the site's security headers, as the inbox's policy replaces theirs.
const inboxBoundaryPlugin: FastifyPluginAsync<{ adminHost?: string; staticDir: string }> = async (app, { adminHost, staticDir }) => {
  app.addHook('onRequest', async (request, reply) => {
    const address = inboxAddressOf(request)
    const onInboxHost = adminHost !== undefined && request.hostname.toLowerCase().replace(/\.$/, '') === adminHost

    if (!address) {
      if (!onInboxHost) return
      // The inbox's host serves none of the public site: its pages carry the tags the inbox keeps away from.
      inboxHeaders(reply)
      const path = decodedPath(request.url)
      if (path === '/') return reply.redirect(inboxScope, 303)
      if (inboxHostExtras.has(path)) return
      return plainPage(reply, 404, 'Not found')
    }
    if (adminHost !== undefined && !onInboxHost) return replyNotFound(request, reply, staticDir)

    inboxHeaders(reply)
    const verdict = fetchMetadataVerdict(address.resource, request.method, fetchMetadataOf(request.headers))
    if (!verdict.allowed) {
      request.log.info({ reason: verdict.reason, url: request.url.split('?')[0] }, 'inbox request refused (Fetch Metadata)')
      if (address.resource === 'json') return reply.code(403).send({ ok: false, reason: 'Refused' })
      // A link followed from webmail (the daily summary) or another site: one click from here, and the browser sends the session along.
      if (verdict.crossSiteNavigation && request.url.startsWith('/') && !request.url.startsWith('//'))
        return plainPage(reply, 403, 'Open the inbox', `The lead inbox opens only from its own pages.`, { href: request.url, text: 'Open the inbox' })
      return plainPage(reply, 403, 'Refused', 'This request was refused.')
    }
    // /admin addresses of no inbox route: a short answer of the inbox's own, not the site's 404 page under the inbox's policy.
    if (!address.route && address.resource === 'page' && !request.url.split('?')[0]!.endsWith('/')) return plainPage(reply, 404, 'Not found')
  })
}

export const inboxBoundary = fastifyPlugin(inboxBoundaryPlugin, { name: 'inbox-boundary', dependencies: ['security-headers'] })

function inboxHeaders(reply: FastifyReply) {
  reply.header('content-security-policy', inboxContentSecurityPolicy).header('x-frame-options', 'DENY')
}

// Cheap: answered to strangers before the inbox's routes, or past their limit.
export function plainPage(reply: FastifyReply, status: number, title: string, text = title, link?: { href: string; text: string }) {
  const anchor = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .type('text/html; charset=utf-8')
    .send(
      `<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)} | Lead inbox</title></head>` +
        `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${anchor}</main></body></html>`,
    )
}
