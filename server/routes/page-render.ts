import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router'
import type { QuotePost } from '#app/quote/quote-post.ts'
import type { RequestStatus } from '#app/request-status/request-status.ts'

/** The site's server build, as React Router writes it beside the static files. */
export type PageBuild = () => Promise<ServerBuild>

export const builtPages = (staticDir: string): PageBuild => {
  let build: Promise<ServerBuild> | undefined
  return () => (build ??= import(pathToFileURL(path.join(staticDir, '..', 'server', 'index.js')).href) as Promise<ServerBuild>)
}

export type RenderPage = ReturnType<typeof pageRenderer>

/** What the collector hands a route, each under the key the server build's entry exports as `<name>Context`. */
export type PageData = { quotePost: QuotePost } | { requestStatus: RequestStatus }

/** Renders a page's route with React Router (its action for a post, its loader for the query), as the build prerenders it. */
export function pageRenderer(pages: PageBuild) {
  const handle = createRequestHandler(pages, 'production')
  return async function renderPage(request: FastifyRequest, reply: FastifyReply, data?: PageData) {
    const url = new URL(request.url, `${request.protocol}://${request.host}`)
    // A post to `/` is the index route's only when the address says so; React Router would give it to the root layout.
    if (request.method === 'POST' && url.pathname === '/') url.searchParams.append('index', '')
    const context = new RouterContextProvider()
    const entry = (await pages()).entry.module as object as Record<string, unknown>
    for (const [name, value] of Object.entries(data ?? {})) {
      const key = entry[`${name}Context`] as RouterContext<unknown> | undefined
      if (!key) throw new Error(`The server build exports no ${name}Context (app/entry.server.tsx)`)
      context.set(key, value)
    }
    // No headers: the collector has checked the post's origin (its allowed origins, not only its own), and no page reads them.
    const response = await handle(new Request(url, { method: request.method }), context)
    reply.code(response.status)
    response.headers.forEach((value, name) => void reply.header(name, value))
    return reply.send(Buffer.from(await response.arrayBuffer()))
  }
}
