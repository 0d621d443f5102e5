import type { FastifySchema, RouteOptions } from 'fastify'
import { alertPaths } from './web-app.ts'

/**
 * The query strings, bodies and path parameters of the inbox's routes, as JSON schemas that
 * Fastify checks before a route's own code runs. Each value is one string: a parameter sent twice
 * (`?q=a&q=b`, two `returnTo` fields) arrives as an array and is answered 400, not passed on to
 * code that expects a string. No value may hold a NUL character (PostgreSQL refuses it in text),
 * but the sign-in form's address and password, which the sign-in handler cleans itself.
 * Parameters a route does not name are dropped (Fastify's removeAdditional), so a link with
 * `utm_source` still opens. Fields are not required here: the routes answer a missing one
 * themselves, after the session and CSRF checks, so a stranger learns nothing from a 400.
 *
 * Kept apart from the routes and attached by `withAdminSchema` (an onRoute hook of the inbox
 * plugin): a route under /admin without an entry here fails admin/inbox-protection.test.ts.
 */

const text = (maxLength: number) => ({ type: 'string', maxLength, pattern: '^[^\\u0000]*$' }) as const
/** A string that may hold control characters: the sign-in form's, which the sign-in handler cleans itself (login-throttle.ts). */
const typed = (maxLength: number) => ({ type: 'string', maxLength }) as const

const object = (properties: Record<string, ReturnType<typeof text> | ReturnType<typeof typed>>) =>
  ({ type: 'object', properties, additionalProperties: false }) as const

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

const leadParams = object({ id: text(100) })

/** A form post of a lead's page: its fields besides the token. */
const leadForm = (fields: Record<string, ReturnType<typeof text>> = {}) => ({ querystring: noQuery, params: leadParams, body: object({ ...csrf, ...fields }) })

/** By method and route address. A schema a route declares itself (the alerts posts' bodies) is kept. */
export const adminRouteSchemas: Readonly<Record<string, FastifySchema>> = {
  'GET /admin/login': { querystring: noQuery },
  'POST /admin/login': { querystring: noQuery, body: object({ ...csrf, email: typed(1000), password: typed(4096), returnTo: text(2000) }) },
  'POST /admin/logout': { querystring: noQuery, body: object(csrf) },
  'GET /admin': { querystring: object({ ...filterQuery, after: text(200) }) },
  'GET /admin/leads.csv': { querystring: object(filterQuery) },
  'GET /admin/leads/:id': { querystring: object({ saved: text(100) }), params: leadParams },
  'POST /admin/leads/:id/status': leadForm({ status: text(100) }),
  'POST /admin/leads/:id/reach': leadForm({ via: text(100) }),
  'POST /admin/leads/:id/genuine': leadForm(),
  'POST /admin/leads/:id/jobs/:jobId/resend': { querystring: noQuery, params: object({ id: text(100), jobId: text(100) }), body: object(csrf) },
  'POST /admin/leads/:id/delete': leadForm({ confirm: text(100) }),
  'POST /admin/leads/:id/notes': leadForm({ text: text(20_000) }),
  [`GET ${alertPaths.manifest}`]: { querystring: noQuery },
  [`GET ${alertPaths.serviceWorker}`]: { querystring: noQuery },
  [`GET ${alertPaths.pageScript}`]: { querystring: noQuery },
  [`POST ${alertPaths.subscribe}`]: { querystring: noQuery },
  [`POST ${alertPaths.unsubscribe}`]: { querystring: noQuery },
}

/** onRoute hook of the inbox plugin: gives each route its schemas (a HEAD route those of its GET). */
export function withAdminSchema(route: RouteOptions): void {
  const method = [route.method].flat()[0]
  const declared = adminRouteSchemas[`${method === 'HEAD' ? 'GET' : method} ${route.url}`]
  if (declared) route.schema = { ...declared, ...route.schema }
}
