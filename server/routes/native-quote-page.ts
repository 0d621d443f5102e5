import fs from 'node:fs/promises'
import path from 'node:path'
import { load, type Cheerio, type CheerioAPI } from 'cheerio'
import type { Element } from 'domhandler'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { quoteFieldIds, quoteFieldOrder, quoteFormContextFields, type QuoteFieldName } from '../../lead/quote-form-post.ts'
import { serviceLabel } from '../../lead/service-options.ts'
import { findPage } from '../../app/route-table.ts'
import { QuoteThanks } from '../../app/quote/quote-thanks.tsx'
import { noScriptTwin } from '../no-script-twin.ts'

/** A quote form found in a page. */
export type FormElement = Cheerio<Element>

/** What the visitor posted, as the form shows it again. */
export interface PostedQuote {
  firstName: string
  lastName: string
  phone: string
  email: string
  servicesNeeded: string[]
  address: string
  projectDetails: string
  website: string
  consent: boolean
}

export type QuoteMessages = Partial<Record<QuoteFieldName, string>>

/** Where a posted form came from: a page of the site with a quote form, else the contact page. */
export function returnPathFor(posted: string | undefined): string {
  return posted && findPage(posted) ? findPage(posted)!.path : '/contact'
}

/** The no-JavaScript twin of a prerendered page (build/client/<path>/index.html). */
export async function readPageWithoutScripts(staticDir: string, pagePath: string): Promise<CheerioAPI | undefined> {
  const file = path.join(staticDir, pagePath === '/' ? 'index.html' : path.join(pagePath, 'index.html'))
  const html = await fs.readFile(file, 'utf8').catch(() => undefined)
  return html === undefined ? undefined : load(noScriptTwin(html))
}

/** The quote form of the page that was posted: the one with the same page context, else the first. */
export function findQuoteForm($: CheerioAPI, pageContext: string): FormElement | undefined {
  const forms = $('form[data-id-prefix]')
  const same = forms.filter((_, form) => $(form).find(`input[name="${quoteFormContextFields.pageContext}"]`).attr('value') === pageContext)
  const form = same.length > 0 ? same.first() : forms.first()
  return form.length > 0 ? form : undefined
}

/**
 * The form filled with what the visitor posted, each message next to its field (in the slots
 * the form renders), the control marked invalid and the first of them focused on load.
 */
export function showFormAgain($: CheerioAPI, form: FormElement, posted: PostedQuote, messages: QuoteMessages): void {
  const prefix = form.attr('data-id-prefix') ?? ''
  const byId = (id: string) => form.find(`[id="${id}"]`)
  for (const name of ['firstName', 'lastName', 'phone', 'email', 'address', 'website'] as const) {
    form.find(`input[name="${name}"]`).attr('value', posted[name])
  }
  form.find('textarea[name="projectDetails"]').text(posted.projectDetails)
  form.find('input[name="servicesNeeded"]').each((_, box) => {
    $(box).attr('checked', posted.servicesNeeded.includes($(box).attr('value') ?? '') ? '' : null)
  })
  form.find('input[name="consent"]').attr('checked', posted.consent ? '' : null)
  if (posted.servicesNeeded.length > 0) form.find('[data-slot="services-summary-text"]').text(posted.servicesNeeded.map(serviceLabel).join(', '))

  let first = true
  for (const name of quoteFieldOrder) {
    const message = messages[name]
    if (!message) continue
    const ids = quoteFieldIds(prefix, name)
    byId(ids.message).text(message)
    const control = byId(ids.control)
    const describedBy = [control.attr('aria-describedby'), ids.message].filter(Boolean).join(' ')
    control.attr('aria-invalid', 'true').attr('aria-describedby', describedBy)
    if (name === 'servicesNeeded') control.closest('[data-slot="services-picker"]').children().first().attr('aria-invalid', 'true')
    if (first) control.attr('autofocus', '')
    first = false
  }
}

/** The form's card showing the thank-you panel, with a link back to a blank form. */
export function showThanks($: CheerioAPI, form: FormElement, returnTo: string): void {
  const card = form.closest('[data-slot="quote-form"]')
  const level = Number(card.find('[id$="-title"]').first().prop('tagName')?.slice(1))
  const headingLevel = level === 3 || level === 4 ? level : 2
  card.attr('data-state', 'sent').html(renderToStaticMarkup(createElement(QuoteThanks, { headingLevel, again: { href: returnTo } })))
  card.find(`h${headingLevel}`).first().attr('autofocus', '')
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** A page of its own for what the quote form's page cannot show (a refused post). */
export function simplePage(title: string, message: string, backHref = '/contact'): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">` +
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(backHref)}">Back to the form</a></p></body></html>`
  )
}
