import type { FastifyInstance, LightMyRequestResponse } from 'fastify'

/** The cookies a response sets (the session's and the form secret's), as a browser sends them back. */
export const cookieOf = (response: LightMyRequestResponse) =>
  [response.headers['set-cookie'] ?? []]
    .flat()
    .map((header) => String(header).split(';')[0]!)
    .join('; ')

/** The CSRF token of the first form on an inbox page. */
export const csrfOf = (response: Pick<LightMyRequestResponse, 'body'>) => /name="_csrf" value="([^"]+)"/.exec(response.body)?.[1] ?? ''

/** Signs in to the inbox of `app` through its sign-in form; the answer to the sign-in (a 303 that sets the session cookie). */
export async function signInThroughForm(app: FastifyInstance, account: { email: string; password: string }): Promise<LightMyRequestResponse> {
  const loginPage = await app.inject({ url: '/admin/login' })
  return app.inject({
    method: 'POST',
    url: '/admin/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieOf(loginPage) },
    payload: new URLSearchParams({ _csrf: csrfOf(loginPage), ...account, returnTo: '/admin' }).toString(),
  })
}
