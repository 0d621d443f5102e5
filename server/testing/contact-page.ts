import type { FastifyInstance } from 'fastify'

/** A posted form's fields, a field with several values (the services) as a list; undefined: not sent. */
export type PostedForm = Record<string, string | string[] | undefined>

/** The contact page's quote form as a visitor fills it in and posts it without JavaScript. */
export const filledContactForm = {
  pageContext: 'Contact Us',
  formType: 'Contact Form',
  clientKey: 'public-demo-client-key',
  firstName: 'Maria',
  lastName: 'Lopez',
  phone: '(469) 555-0142',
  email: 'maria@example.com',
  servicesNeeded: ['wood-fencing'],
  address: '210 W Walnut St, Celina, TX 75009',
  projectDetails: 'About 180 ft of cedar.',
  website: '',
  consent: 'on',
} satisfies PostedForm

/** The form urlencoded as the browser sends it: one pair per value, none for a field not sent. */
export function encodeForm(form: PostedForm): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(form)) for (const item of value === undefined ? [] : [value].flat()) params.append(name, item)
  return params.toString()
}

/** The form posted to its own page, as a browser without JavaScript does (no referrer). */
export const postForm = (app: FastifyInstance, form: PostedForm, { url = '/contact', headers = {} }: { url?: string; headers?: Record<string, string> } = {}) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: encodeForm(form) })
