import fs from 'node:fs/promises'
import path from 'node:path'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { languageOfPath } from '#lead/languages.ts'
import { isSitePath, readSiteRedirects, redirectsFileName } from '../site-redirects.ts'
import { estimatorAnswers } from './estimator-answer.ts'
import type { RenderPage } from './page-render.ts'

export interface Redirect {
  from: string
  to: string
}

/** Content-hashed file names. */
const immutable = 'public, max-age=31536000, immutable'
/** Images keep their names across builds, so they are cached long but not forever. */
const longLived = 'public, max-age=2592000'
/** Pages, route data, sitemap and robots. */
const revalidate = 'no-cache'

export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return immutable
  if (relativePath.startsWith('img/')) return longLived
  return revalidate
}

/** JSON for API paths. */
export async function replyNotFound(request: FastifyRequest, reply: FastifyReply, staticDir: string) {
  const urlPath = request.url.split('?')[0]!
  if (urlPath.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
    return reply.code(404).send({ ok: false, reason: 'Not found' })
  }
  // A missing Spanish address gets the Spanish not-found page, which the build writes in its language's folder.
  const language = languageOfPath(urlPath)
  const page = await fs.readFile(path.join(staticDir, language === 'en' ? '404.html' : `${language}/404.html`)).catch(() => undefined)
  reply.code(404).header('cache-control', revalidate).type('text/html; charset=utf-8')
  return reply.send(page ?? '<!doctype html><title>Not found</title><h1>404</h1><p>Page not found. <a href="/">Return to Home</a></p>')
}

/** A request path as a relative file path, or undefined for anything odd (traversal, dot segments, NUL). */
function toRelativePath(urlPath: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  if (/[\0\\]/.test(decoded)) return undefined
  const segments = decoded.split('/').slice(1)
  if (segments.some((segment, index) => segment === '.' || segment === '..' || (segment === '' && index < segments.length - 1))) {
    return undefined
  }
  return segments.join('/')
}

/** `/a/b` is a/b/index.html, or the file a/b itself; alternate addresses and a trailing slash answer with a real 301. */
export const siteRoutes: FastifyPluginAsync<{ staticDir: string; redirects?: readonly Redirect[]; renderPage: RenderPage }> = async (app, options) => {
  const redirects = new Map((options.redirects ?? readSiteRedirects(options.staticDir)).map((redirect) => [redirect.from, redirect.to]))
  const root = options.staticDir
  const answerEstimator = estimatorAnswers(app, { renderPage: options.renderPage, cacheControl: revalidate })

  // The path is read from request.url as sent; the query string is kept as it is for redirects.
  app.get('/*', { schema: { params: z.object({ '*': z.string() }) } }, async (request, reply) => {
    const [urlPath = '/', query] = request.url.split(/\?(.*)/s)
    const search = query ? `?${query}` : ''
    // No page of the site has these; "//host", "/\host" and their encoded forms are read as another host by some clients.
    if (urlPath.startsWith('//') || /\\|%5c|%2f/i.test(urlPath)) return replyNotFound(request, reply, root)

    const canonical = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') || '/' : urlPath
    const target = redirects.get(canonical) ?? (canonical === urlPath ? undefined : canonical)
    if (target !== undefined) return isSitePath(target) ? reply.redirect(`${target}${search}`, 301) : replyNotFound(request, reply, root)

    if (search && (await answerEstimator(request, reply, canonical, search))) return reply

    const relative = toRelativePath(urlPath)
    // /404 and _redirects exist for static hosts: here they answer 404 like any unknown path.
    if (relative === undefined || relative === '404' || relative === '404.html' || relative === redirectsFileName) return replyNotFound(request, reply, root)

    const candidates = relative === '' ? ['index.html'] : [relative, `${relative}/index.html`]
    for (const candidate of candidates) {
      const stat = await fs.stat(path.join(root, candidate)).catch(() => undefined)
      if (stat?.isFile()) return reply.sendFile(candidate)
    }
    return replyNotFound(request, reply, root)
  })
}
