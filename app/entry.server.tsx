/**
 * The prerender's document renderer. Every page is rendered whole, once, at build time
 * (react-router.config.ts), so there is nothing to stream: the page is rendered to one
 * string after everything it waits on has resolved.
 */
import { renderToStringAsync } from 'preact-render-to-string'
import type { ReactElement } from 'react'
import { ServerRouter, type EntryContext } from 'react-router'

export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  const rendered = await renderToStringAsync((<ServerRouter context={routerContext} url={request.url} />) as ReactElement as never)
  const html = rendered
    // React's hydration hint, meaningless to Preact and not an HTML attribute.
    .replaceAll(' suppressHydrationWarning', '')
    // What a Suspense boundary resolved to (React Router's data for the page) is appended after
    // the document; it belongs at the end of the body.
    .replace(/<\/body><\/html>([\s\S]+)$/, '$1</body></html>')
  headers.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(`<!DOCTYPE html>${html}`, { status, headers })
}
