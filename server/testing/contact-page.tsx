import fs from 'node:fs'
import path from 'node:path'
import { renderToString } from 'react-dom/server'
import { contactFormConfig } from '#app/content/contact.ts'
import { Island } from '#app/islands/island.tsx'
import quoteForm from '#app/quote/quote-form.island.tsx'

/**
 * The contact page as the build prerenders it: the real quote form's island, plus scripts that must
 * not reach a native post's answer. `visitDaysFrom`: the day the build ran (its form offers the
 * visit days after it); today when left out.
 */
export function writeContactPage(staticDir: string, { visitDaysFrom }: { visitDaysFrom?: string } = {}) {
  const form = renderToString(<Island of={quoteForm} props={{ config: contactFormConfig, returnTo: '/contact', visitDaysFrom }} />)
  const html = `<!doctype html><html lang="en"><head><title>Contact</title><script>addEventListener('load', () => import('/islands.js'))</script></head><body><main>${form}</main><script type="module" src="/assets/entry-Ab12Cd34.js"></script></body></html>`
  fs.mkdirSync(path.join(staticDir, 'contact'), { recursive: true })
  fs.writeFileSync(path.join(staticDir, 'contact', 'index.html'), html)
}

/** A posted form's fields, a field with several values (the services) as a list; undefined: not sent. */
export type PostedForm = Record<string, string | string[] | undefined>

/** The contact page's quote form as a visitor fills it in and posts it without JavaScript. */
export const filledContactForm = {
  pageContext: 'Contact Us',
  formType: 'Contact Form',
  returnTo: '/contact',
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
