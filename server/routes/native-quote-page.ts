// First: the quote form below reads the site configuration when it loads.
import '../app-globals.ts'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { load } from 'cheerio'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { QuoteFormAnswer } from '#lead/quote-form-post.ts'
import { QuoteForm, type QuoteFormProps } from '#app/quote/quote-form.tsx'
import { noScriptTwin } from '../no-script-twin.ts'

/** A site path as the form posts it: `/` or lowercase segments, no dots, no trailing slash. */
const pagePath = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/

/** A prerendered page of the site in `staticDir`, else the contact page. */
export function returnPathFor(staticDir: string, posted: string | undefined): string {
  const page = posted && posted.length > 1 ? posted.replace(/\/+$/, '') : posted
  return page && pagePath.test(page) && existsSync(path.join(staticDir, page, 'index.html')) ? page : '/contact'
}

/** The posting page without its scripts, its form re-rendered from the island's props and the answer; undefined without a form. */
export async function renderAnswerPage(
  staticDir: string,
  pagePath: string,
  pageContext: string,
  answer: QuoteFormAnswer,
  /** The collector's today: the visit days offered count from it, not from the day the page was built. */
  visitDaysFrom: string,
): Promise<string | undefined> {
  const file = path.join(staticDir, pagePath === '/' ? 'index.html' : path.join(pagePath, 'index.html'))
  const html = await fs.readFile(file, 'utf8').catch(() => undefined)
  if (html === undefined) return undefined
  const $ = load(noScriptTwin(html))
  const islands = $('[data-island="quote-form"]')
    .toArray()
    .map((element) => ({ element: $(element), props: JSON.parse($(element).attr('data-props') ?? '{}') as QuoteFormProps }))
  const island = islands.find(({ props }) => props.config.pageContext === pageContext) ?? islands[0]
  if (!island) return undefined
  const identifierPrefix = island.element.attr('data-island-id')
  island.element.html(renderToString(createElement(QuoteForm, { ...island.props, answer, visitDaysFrom }), { identifierPrefix }))
  return $.html()
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** For what the quote form's page cannot show, such as a refused post. */
export function simplePage(title: string, messages: string | readonly string[], backHref = '/contact'): string {
  const paragraphs = [messages].flat().map((message) => `<p>${escapeHtml(message)}</p>`)
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">` +
    `<h1>${escapeHtml(title)}</h1>${paragraphs.join('')}<p><a href="${escapeHtml(backHref)}">Back to the form</a></p></body></html>`
  )
}
