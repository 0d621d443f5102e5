import { z } from 'zod'

// A parameter sent twice arrives as an array and is answered 400; NUL is refused (PostgreSQL rejects it). Nothing is required here:
// the routes answer a missing field after the session and CSRF checks, so a stranger learns nothing from a 400.

const withoutNul = (value: string) => !value.includes('\u0000')
const text = (maxLength: number) => z.string().max(maxLength).refine(withoutNul).optional()
// Control characters allowed: the sign-in handler cleans its fields itself.
const typed = (maxLength: number) => z.string().max(maxLength).optional()

const object = z.object

const csrf = { _csrf: text(200) }

const noQuery = object({})

const filterQuery = {
  q: text(1000),
  status: text(100),
  spam: text(10),
  service: text(100),
  city: text(1000),
  from: text(100),
  to: text(100),
}

const param = z.string().max(100).refine(withoutNul)
const leadParams = object({ id: param })

const leadForm = <Fields extends Record<string, ReturnType<typeof text>>>(fields: Fields) => ({
  querystring: noQuery,
  params: leadParams,
  body: object({ ...csrf, ...fields }),
})

export const adminSchemas = {
  signIn: { querystring: noQuery, body: object({ ...csrf, email: typed(1000), password: typed(4096), returnTo: text(2000) }) },
  signOut: { querystring: noQuery, body: object(csrf) },
  inbox: { querystring: object({ ...filterQuery, after: text(200) }) },
  export: { querystring: object(filterQuery) },
  lead: { querystring: object({ saved: text(100) }), params: leadParams },
  status: leadForm({ status: text(100), from: text(100), back: text(2000) }),
  reach: leadForm({ via: text(100) }),
  genuine: leadForm({}),
  resend: { querystring: noQuery, params: object({ id: param, jobId: param }), body: object(csrf) },
  delete: leadForm({ confirm: text(100) }),
  notes: leadForm({ text: text(20_000) }),
  visit: leadForm({ slot: text(100), day: text(100), part: text(100) }),
  photo: { querystring: object({ size: text(10) }), params: object({ id: param, photoId: param }) },
  noQuery: { querystring: noQuery },
}
