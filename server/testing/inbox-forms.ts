import type { LightMyRequestResponse } from 'fastify'

/** The cookies a response sets (the session's and the form secret's), as a browser sends them back. */
export const cookieOf = (response: LightMyRequestResponse) =>
  [response.headers['set-cookie'] ?? []]
    .flat()
    .map((header) => String(header).split(';')[0]!)
    .join('; ')

/** The CSRF token of the first form on an inbox page. */
export const csrfOf = (response: LightMyRequestResponse) => /name="_csrf" value="([^"]+)"/.exec(response.body)?.[1] ?? ''
