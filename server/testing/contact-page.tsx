import fs from 'node:fs'
import path from 'node:path'
import { renderToString } from 'react-dom/server'
import { contactFormConfig } from '#app/content/contact.ts'
import { Island } from '#app/islands/island.tsx'
import quoteForm from '#app/quote/quote-form.island.tsx'

/** The contact page as the build prerenders it: the real quote form's island, plus scripts that must not reach a native post's answer. */
export function writeContactPage(staticDir: string) {
  const form = renderToString(<Island of={quoteForm} props={{ config: contactFormConfig, returnTo: '/contact' }} />)
  const html = `<!doctype html><html lang="en"><head><title>Contact</title><script>addEventListener('load', () => import('/islands.js'))</script></head><body><main>${form}</main><script type="module" src="/assets/entry-Ab12Cd34.js"></script></body></html>`
  fs.mkdirSync(path.join(staticDir, 'contact'), { recursive: true })
  fs.writeFileSync(path.join(staticDir, 'contact', 'index.html'), html)
}
