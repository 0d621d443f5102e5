import { z } from 'zod'

/**
 * The query strings, bodies and path parameters of the inbox's routes, as zod schemas that
 * Fastify checks before a route's own code runs. Each value is one string: a parameter sent twice
 * (`?q=a&q=b`, two `returnTo` fields) arrives as an array and is answered 400, not passed on to
 * code that expects a string. No value may hold a NUL character (PostgreSQL refuses it in text),
 * but the sign-in form's address and password, which the sign-in handler cleans itself.
 * Parameters a route does not name are dropped (zod objects strip unknown keys), so a link with
 * `utm_source` still opens. Fields are not required here: the routes answer a missing one
 * themselves, after the session and CSRF checks, so a stranger learns nothing from a 400.
 *
 * Kept together so the rules read in one place; a route under /admin without a schema fails
 * admin/inbox-protection.test.ts.
 */

const withoutNul = (value: string) => !value.includes('\u0000')
const text = (maxLength: number) => z.string().max(maxLength).refine(withoutNul).optional()
/** A string that may hold control characters: the sign-in form's, which the sign-in handler cleans itself (login-throttle.ts). */
const typed = (maxLength: number) => z.string().max(maxLength).optional()

const object = z.object

/** The form token every post carries. */
const csrf = { _csrf: text(200) }

/** A route that reads no query string. */
const noQuery = object({})

/** The inbox's filter (GET /admin, GET /admin/leads.csv): values the form does not offer are ignored by the route. */
const filterQuery = {
  q: text(1000),
  status: text(100),
  spam: text(10),
  service: text(100),
  city: text(1000),
  from: text(100),
  to: text(100),
}

/** A path parameter: always there. */
const param = z.string().max(100).refine(withoutNul)
const leadParams = object({ id: param })

/** A form post of a lead's page: its fields besides the token. */
const leadForm = <Fields extends Record<string, ReturnType<typeof text>>>(fields: Fields) => ({
  querystring: noQuery,
  params: leadParams,
  body: object({ ...csrf, ...fields }),
})

export const adminSchemas = {
  signInPage: { querystring: noQuery },
  signIn: { querystring: noQuery, body: object({ ...csrf, email: typed(1000), password: typed(4096), returnTo: text(2000) }) },
  signOut: { querystring: noQuery, body: object(csrf) },
  inbox: { querystring: object({ ...filterQuery, after: text(200) }) },
  export: { querystring: object(filterQuery) },
  lead: { querystring: object({ saved: text(100) }), params: leadParams },
  status: leadForm({ status: text(100) }),
  reach: leadForm({ via: text(100) }),
  genuine: leadForm({}),
  resend: { querystring: noQuery, params: object({ id: param, jobId: param }), body: object(csrf) },
  delete: leadForm({ confirm: text(100) }),
  notes: leadForm({ text: text(20_000) }),
  visit: leadForm({ slot: text(100) }),
  /** A lead's photo, full size or (`size=thumb`) as a thumbnail. */
  photo: { querystring: object({ size: text(10) }), params: object({ id: param, photoId: param }) },
  /** The web app's files, and the alerts posts (whose bodies alerts-routes.ts declares). */
  noQuery: { querystring: noQuery },
}
