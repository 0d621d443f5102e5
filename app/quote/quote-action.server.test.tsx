import { load } from 'cheerio'
import { renderToString } from 'react-dom/server'
import { RouterContextProvider, type ActionFunctionArgs } from 'react-router'
import { describe, expect, it } from 'vitest'
import { languageOf } from '#lead/languages.ts'
import { leadMessages } from '#lead/lead-rules.ts'
import { leadPayloadSchemas } from '#lead/lead-schema.ts'
import { photoMessagesIn } from '#lead/photo-messages.ts'
import { contactPage } from '../content/contact.ts'
import { LanguageContext, type Language } from '../lib/language.tsx'
import { quoteAction } from './quote-action.server.ts'
import { QuoteForm } from './quote-form.tsx'
import { quotePostContext, type QuotePost, type QuoteActionData } from './quote-post.ts'

const filled = {
  pageContext: 'Contact Us',
  formType: 'Contact Form',
  firstName: 'María',
  lastName: 'López',
  phone: '(469) 555-0142',
  email: 'maria@example.com',
  servicesNeeded: ['wood-fencing'],
  address: '210 W Walnut St, Celina, TX 75009',
  website: '',
  consent: 'on',
}

/** The collector's side of a native post: what it hands the action, and the payloads the intake received, checked as the intake checks them. */
function postOf(fields: Record<string, unknown>, stored: 'stored' | 'fails' = 'stored', photoProblem?: string) {
  const received: unknown[] = []
  const post: QuotePost = {
    fields,
    receivedAt: new Date('2026-11-25T15:00:00.000Z'),
    photosLost: photoProblem !== undefined,
    photoProblem,
    async receive({ payload }) {
      if (stored === 'fails') throw new Error('database down')
      received.push(leadPayloadSchemas[languageOf(payload)].parse(payload))
      return { outcome: 'stored', created: true }
    },
    log: () => {},
  }
  return { post, received }
}

async function postTo(path: string, post: QuotePost) {
  const context = new RouterContextProvider()
  context.set(quotePostContext, post)
  const url = new URL(`http://localhost${path}`)
  const args: ActionFunctionArgs = { request: new Request(url, { method: 'POST' }), url, pattern: path, params: {}, context }
  const result = await quoteAction(args)
  return { status: result.init?.status, data: result.data }
}

/** The page's answer as a visitor on a page of this language reads it. */
const answerPage = (language: Language, data: QuoteActionData) =>
  load(
    renderToString(
      <LanguageContext value={language}>
        <QuoteForm config={contactPage[language].contactFormConfig} returnTo="/es/contacto" answer={data.answer} visitDaysFrom={data.visitDaysFrom} />
      </LanguageContext>,
    ),
  )

describe('the quote form posted without JavaScript from a Spanish page', () => {
  it('stores the lead in Spanish and thanks the visitor in Spanish', async () => {
    const { post, received } = postOf(filled)
    const { status, data } = await postTo('/es/contacto?utm_source=volante', post)
    expect(status).toBe(201)
    expect(received).toEqual([expect.objectContaining({ language: 'es', firstName: 'María', utm: { source: 'volante', medium: null, campaign: null } })])
    const $ = answerPage('es', data)
    expect($('h2').first().text()).toBe('¡Muchas gracias!')
    expect($('[data-slot="quote-form"]').text()).toContain('Recibimos su solicitud de cotización.')
    expect(
      $('a')
        .filter((_, link) => $(link).text() === 'Enviar otra solicitud')
        .attr('href'),
    ).toBe('/es/contacto')
  })

  it('answers problems in Spanish beside each field', async () => {
    const { post, received } = postOf({ ...filled, firstName: 'M', consent: undefined, visitDays: ['2026-11-24'] })
    const { status, data } = await postTo('/es/contacto', post)
    expect(status).toBe(422)
    expect(received).toEqual([])
    const $ = answerPage('es', data)
    expect($('#quote-firstName-error').text()).toBe(leadMessages.es.firstName)
    expect($('#quote-consent-error').text()).toBe(leadMessages.es.consent)
    expect($('#quote-firstName').attr('value')).toBe('M')
  })

  it('checks the visit days in Spanish', async () => {
    const { post } = postOf({ ...filled, visitDays: ['2026-11-24'] })
    const { data } = await postTo('/es/contacto', post)
    expect(data.answer).toMatchObject({ sent: false, messages: { visitDays: expect.stringMatching(/^Por favor, elija entre los días/) } })
  })

  it('gives the phone number in Spanish when the lead could not be stored', async () => {
    const { post } = postOf(filled, 'fails')
    const { status, data } = await postTo('/es/contacto', post)
    expect(status).toBe(500)
    const $ = answerPage('es', data)
    expect($('[data-slot="quote-failure"]').text()).toMatch(
      /^Hubo un problema al enviar su solicitud\. Por favor, llámenos directamente al \(\d{3}\) \d{3}-\d{4}\.$/,
    )
  })

  it('tells a Spanish visitor that not all photos arrived', async () => {
    const { post } = postOf(filled, 'stored', photoMessagesIn.en.tooMany)
    const $ = answerPage('es', (await postTo('/es/contacto', post)).data)
    expect($('[data-slot="quote-form"]').text()).toContain('Su solicitud se envió, pero no pudimos recibir todas sus fotos.')
  })

  it('stays English on an English page: the lead, its messages and the answer', async () => {
    const { post, received } = postOf(filled)
    const { data } = await postTo('/contact', post)
    expect(received).toEqual([expect.objectContaining({ language: 'en' })])
    expect(answerPage('en', data)('h2').first().text()).toBe('Thank You!')
    const refused = await postTo('/contact', postOf({ ...filled, firstName: 'M' }).post)
    expect(answerPage('en', refused.data)('#quote-firstName-error').text()).toBe(leadMessages.en.firstName)
  })
})
