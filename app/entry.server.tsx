/**
 * The prerender's document renderer. Every page is rendered whole, once, at build time
 * (react-router.config.ts): React's static prerender waits for everything the page suspends
 * on, so each file is complete HTML.
 *
 * The site's one stylesheet is inlined at the end of each page's head, so a page paints from
 * its own HTML in one round trip. React leaves a head element it did not render alone when it
 * hydrates. (In development the root links the stylesheet instead: app/root.tsx.)
 */
import { prerender } from 'react-dom/static'
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction } from 'react-router'
import stylesheet from './app.css?inline'

export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  // Nothing is streamed, so no boundary may be sent apart from its place to be moved in by a
  // script: every part of the page is written where it belongs, and works without JavaScript.
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, { progressiveChunkSize: Number.POSITIVE_INFINITY })
  const html = await new Response(prelude).text()
  const headEnd = html.indexOf('</head>')
  if (headEnd === -1) throw new Error('The rendered page has no </head>: the stylesheet cannot be inlined')
  if (stylesheet.includes('</style')) throw new Error('The stylesheet cannot be inlined: it contains "</style"')
  headers.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(`${html.slice(0, headEnd)}<style data-inlined="app.css">${stylesheet}</style>${html.slice(headEnd)}`, { status, headers })
}

// The collector sets these keys for the quote action and the status page: it must be the build's own.
export { quotePostContext } from './quote/quote-post.ts'
export { requestStatusContext } from './request-status/request-status.ts'

/** A post to a page without a form (405) is the client's mistake, not the server's: not logged. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (!request.signal.aborted && !isRouteErrorResponse(error)) console.error(error)
}
