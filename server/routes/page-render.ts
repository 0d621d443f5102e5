import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router'
import type { QuotePost } from '#app/quote/quote-post.ts'

/** The site's server build, as React Router writes it beside the static files. */
export type PageBuild = () => Promise<ServerBuild>

export const builtPages = (staticDir: string): PageBuild => {
  let build: Promise<ServerBuild> | undefined
  return () => (build ??= import(pathToFileURL(path.join(staticDir, '..', 'server', 'index.js')).href) as Promise<ServerBuild>)
}

export type RenderPage = ReturnType<typeof pageRenderer>

/** Renders a page's route with React Router (its action for a post, its loader for the query), as the build prerenders it. */
export function pageRenderer(pages: PageBuild) {
  const handle = createRequestHandler(pages, 'production')
  return async function renderPage(request: FastifyRequest, reply: FastifyReply, quotePost?: QuotePost) {
    const url = new URL(request.url, `${request.protocol}://${request.host}`)
    // A post to `/` is the index route's only when the address says so; React Router would give it to the root layout.
    if (quotePost && url.pathname === '/') url.searchParams.append('index', '')
    const context = new RouterContextProvider()
    if (quotePost) {
      const key = ((await pages()).entry.module as { quotePostContext?: RouterContext<QuotePost> }).quotePostContext
      if (!key) throw new Error('The server build exports no quotePostContext (app/entry.server.tsx)')
      context.set(key, quotePost)
    }
    // No headers: the collector has checked the post's origin (its allowed origins, not only its own), and no page reads them.
    const response = await handle(new Request(url, { method: request.method }), context)
    reply.code(response.status)
    response.headers.forEach((value, name) => void reply.header(name, value))
    return reply.send(Buffer.from(await response.arrayBuffer()))
  }
}
