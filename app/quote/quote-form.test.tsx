import { load } from 'cheerio'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { contactPage } from '../content/contact.ts'
import { QuoteForm } from './quote-form.tsx'

/** The form as the prerender writes it: what a browser, a password manager and a native post see. */
const $ = load(
  renderToString(
    <MemoryRouter initialEntries={['/contact']}>
      <QuoteForm config={contactPage.en.contactFormConfig} idPrefix="contact" returnTo="/contact" />
    </MemoryRouter>,
  ),
)

describe('the quote form honeypot', () => {
  const honeypot = $('input[name="website"]')
  const box = honeypot.parent()

  it('is one text field named website, empty', () => {
    expect(honeypot).toHaveLength(1)
    expect(honeypot.attr('type')).toBe('text')
    expect(honeypot.attr('value') ?? '').toBe('')
  })

  it('is out of reach of people: off-screen, out of the tab order, hidden from assistive technology and inert', () => {
    expect(honeypot.attr('tabindex')).toBe('-1')
    expect(box.attr('aria-hidden')).toBe('true')
    expect(box.is('[inert]')).toBe(true)
    expect(box.attr('class')).toContain('-left-[10000px]')
  })

  it('asks browsers and password managers not to fill it', () => {
    expect(honeypot.attr('autocomplete')).toBe('off')
    expect(honeypot.attr('data-1p-ignore')).toBe('true')
    expect(honeypot.attr('data-lpignore')).toBe('true')
    expect(honeypot.attr('data-bwignore')).toBe('true')
    expect(honeypot.attr('data-form-type')).toBe('other')
  })

  it('gives autofill nothing to match: neither its id nor its label mentions a website or address', () => {
    const id = honeypot.attr('id') ?? ''
    const label = $(`label[for="${id}"]`).text()
    expect(label).toBe('Leave this empty')
    for (const text of [id, label]) expect(text).not.toMatch(/web|site|url|homepage|address|name|mail|phone/i)
  })
})
