import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { contentSubmissionId } from '#app/quote/quote-action.server.ts'
import { sitePaths } from '#app/lib/site-paths.ts'
import { leadMessages } from '#lead/lead-rules.ts'
import { filledContactForm, postForm as post, type PostedForm } from '../testing/contact-page.ts'
import { testDatabases } from '../testing/databases.ts'
import { pageDocument, pageText } from '../testing/page-text.ts'
import { clientKeyHeaders, createTestApp, recordingNotifications, type TestApp } from '../testing/test-app.ts'

/** The contact form with an e-mail to clean up and two services. */
const filledForm: PostedForm = { ...filledContactForm, email: ' Maria@Example.com ', servicesNeeded: ['wood-fencing', 'automatic-gates'] }

const postForm = (t: TestApp, form: PostedForm, headers: Record<string, string> = {}) => post(t.app, form, { url: '/contact?utm_source=flyer', headers })

/** The page's quote form card, and how a visitor reads it. */
function answerOf(html: string) {
  const page = pageDocument(html)
  const card = page.querySelector<HTMLElement>('[data-slot="quote-form"]')!
  const field = (name: string) => page.querySelector<HTMLInputElement>(`[name="${name}"]`)!
  const message = (name: string) => page.querySelector(`#quote-${name}-error`)?.textContent ?? ''
  const checked = (name: string) => [...page.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)].filter((box) => box.checked).map((box) => box.value)
  return { page, card, text: card.textContent ?? '', field, message, checked }
}

describe('a quote form posted to its page without JavaScript', () => {
  let t: TestApp
  let recorder: ReturnType<typeof recordingNotifications>

  beforeEach(async () => {
    recorder = recordingNotifications(['email'])
    t = await createTestApp({ notifications: recorder.notifications })
  })
  afterEach(async () => {
    await t.close()
  })

  it("stores the lead the browser would have sent, with the page address's campaign, and answers with the page, thanking the visitor", async () => {
    const response = await postForm(t, filledForm, { referer: 'http://localhost/reviews?utm_source=elsewhere' })
    expect(response.statusCode).toBe(201)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.headers['cache-control']).toBe('no-store')
    const { page, card, text } = answerOf(response.body)
    expect(page.title).toMatch(/^Contact/)
    expect(card.dataset.state).toBe('sent')
    expect(text).toContain('Thank You!')
    expect(text).toContain('Your quote request has been received successfully.')
    expect(text).toContain("We'll text you shortly and contact you within 24 hours to discuss your project.")
    expect([...card.querySelectorAll('a')].find((link) => link.textContent?.includes('Submit Another Request'))?.getAttribute('href')).toBe('/contact')
    expect(card.querySelector('form')).toBeNull()

    const [lead, ...others] = await t.repository.listLeads()
    expect(others).toEqual([])
    expect(lead).toMatchObject({
      spam: false,
      firstName: 'Maria',
      lastName: 'Lopez',
      fullName: 'Maria Lopez',
      phone: '4695550142',
      email: 'maria@example.com',
      services: ['wood-fencing', 'automatic-gates'],
      address: '210 W Walnut St, Celina, TX 75009',
      projectDetails: 'About 180 ft of cedar.',
      page: 'Contact Us',
      formType: 'Contact Form',
      utm: { source: 'flyer', medium: null, campaign: null },
    })
    await t.app.outbox.runOnce()
    expect(recorder.delivered.map((delivery) => delivery.lead.id)).toEqual([lead!.id])
  })

  it('a second post of the same form (a double click, a reload) is the same lead', async () => {
    const first = await postForm(t, filledForm)
    const again = await postForm(t, filledForm)
    expect([first.statusCode, again.statusCode]).toEqual([201, 200])
    expect(answerOf(again.body).text).toContain('Thank You!')
    expect(await t.repository.listLeads()).toHaveLength(1)
  })

  it('answers problems with the same page, the values kept and each message next to its field (422)', async () => {
    const response = await postForm(t, { ...filledForm, firstName: 'M', email: 'maria@', servicesNeeded: undefined, consent: undefined })
    expect(response.statusCode).toBe(422)
    const { field, message } = answerOf(response.body)
    expect(message('firstName')).toBe(leadMessages.en.firstName)
    expect(message('email')).toBe(leadMessages.en.email)
    expect(message('servicesNeeded')).toBe(leadMessages.en.servicesNeeded)
    expect(message('consent')).toBe(leadMessages.en.consent)
    expect(message('lastName')).toBe('')
    expect(message('phone')).toBe('')

    expect(field('firstName').value).toBe('M')
    expect(field('firstName').getAttribute('aria-invalid')).toBe('true')
    expect(field('firstName').getAttribute('aria-describedby')).toBe('quote-firstName-error')
    expect(field('firstName').hasAttribute('autofocus')).toBe(true)
    expect(field('lastName').value).toBe('Lopez')
    expect(field('lastName').hasAttribute('aria-invalid')).toBe(false)
    expect(field('phone').value).toBe('(469) 555-0142')
    expect(field('projectDetails').value).toBe('About 180 ft of cedar.')
    expect(field('consent').checked).toBe(false)
    // The honeypot of the page shown again still keeps autofill away.
    expect(field('website').getAttribute('data-lpignore')).toBe('true')
    expect(field('website').parentElement!.hasAttribute('inert')).toBe(true)
    expect(await t.repository.listLeads()).toEqual([])
  })

  it('shows the message of a field over its maximum length next to it, and keeps what was typed', async () => {
    const details = 'Cedar privacy fence. '.repeat(100)
    const response = await postForm(t, { ...filledForm, lastName: 'L'.repeat(51), projectDetails: details })
    expect(response.statusCode).toBe(422)
    const { field, message } = answerOf(response.body)
    expect(message('lastName')).toBe('Last name must be at most 50 characters')
    expect(message('projectDetails')).toBe('Project details must be at most 2,000 characters')
    expect(field('lastName').value).toBe('L'.repeat(51))
    expect(field('projectDetails').value).toBe(details)
    expect(await t.repository.listLeads({ includeSpam: true })).toEqual([])
  })

  it('keeps the services ticked and names them on the closed picker', async () => {
    const response = await postForm(t, { ...filledForm, phone: '555' })
    expect(response.statusCode).toBe(422)
    const { page, field, message, checked } = answerOf(response.body)
    expect(checked('servicesNeeded')).toEqual(['wood-fencing', 'automatic-gates'])
    expect(page.querySelector('[data-slot="services-summary-text"]')?.textContent).toBe('Wood Fencing, Automatic Gates')
    expect(field('consent').checked).toBe(true)
    expect(message('phone')).toBe(leadMessages.en.phone)
  })

  it('stores a filled honeypot as spam, notifies no one, and thanks the bot like anyone', async () => {
    const response = await postForm(t, { ...filledForm, website: 'https://spam.example' })
    expect(response.statusCode).toBe(201)
    expect(answerOf(response.body).text).toContain('Thank You!')
    expect(await t.repository.listLeads()).toEqual([])
    const [lead, ...others] = await t.repository.listLeads({ includeSpam: true })
    expect(others).toEqual([])
    expect(lead).toMatchObject({ spam: true, firstName: 'Maria' })
    await t.app.outbox.runOnce()
    expect(recorder.delivered).toEqual([])
  })

  it('refuses a wrong client key (401) and stores nothing', async () => {
    const response = await postForm(t, { ...filledForm, clientKey: 'guessed-key' })
    expect(response.statusCode).toBe(401)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(await t.repository.listLeads({ includeSpam: true })).toEqual([])
  })

  it('refuses a body over the limit with a page that says why, and whom to call', async () => {
    const response = await postForm(t, { ...filledForm, projectDetails: 'x'.repeat(20_000) })
    expect(response.statusCode).toBe(413)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(pageText(response.body)).toEqual({
      heading: 'Your request was not sent',
      paragraphs: [
        'Request body is too large (16 KB at most)',
        'There was an issue sending your request. Please call us directly at (469) 555-0142.',
        'Back to the form',
      ],
    })
  })

  it('refuses an oversized body posted to the Spanish page, or from another site, in Spanish, back to the Spanish form', async () => {
    const tooLarge = await post(t.app, { ...filledForm, projectDetails: 'x'.repeat(20_000) }, { url: sitePaths.contact.es })
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.body).toContain('<html lang="es"')
    expect(pageText(tooLarge.body)).toEqual({
      heading: 'Su solicitud no se envió',
      paragraphs: [
        'La solicitud es demasiado grande (16 KB como máximo)',
        'Hubo un problema al enviar su solicitud. Por favor, llámenos directamente al (469) 555-0142.',
        'Volver al formulario',
      ],
    })
    expect(pageDocument(tooLarge.body).querySelector('a')?.getAttribute('href')).toBe(sitePaths.contact.es)
    const foreign = await post(t.app, filledForm, { url: sitePaths.contact.es, headers: { origin: 'https://elsewhere.example' } })
    expect(foreign.statusCode).toBe(403)
    expect(pageText(foreign.body)).toEqual({
      heading: 'Solicitud rechazada',
      paragraphs: ['No pudimos aceptar este formulario desde otro sitio web. Por favor, use el formulario de nuestro sitio.', 'Volver al formulario'],
    })
    expect(pageDocument(foreign.body).querySelector('a')?.getAttribute('href')).toBe(sitePaths.contact.es)
  })

  it('when the lead cannot be stored, answers with the form as the visitor filled it and whom to call (500)', async () => {
    t.repository.saveLead = async () => {
      throw new Error('disk I/O error')
    }
    const response = await postForm(t, filledForm)
    expect(response.statusCode).toBe(500)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    const { page, card, field, checked } = answerOf(response.body)
    expect(page.title).toMatch(/^Contact/)
    const alert = card.querySelector('form [role="alert"]')!
    expect(alert.textContent).toBe('There was an issue sending your request. Please call us directly at (469) 555-0142.')
    expect(alert.hasAttribute('autofocus')).toBe(true)
    expect(field('firstName').value).toBe('Maria')
    expect(field('email').getAttribute('value')).toBe(' Maria@Example.com ')
    expect(field('projectDetails').value).toBe('About 180 ft of cedar.')
    expect(checked('servicesNeeded')).toEqual(['wood-fencing', 'automatic-gates'])
    expect(card.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0)
  })

  it('answers on the page it was posted to; a page without a quote form takes no post', async () => {
    const home = await post(t.app, { ...filledForm, pageContext: 'Home Page Contact Section', firstName: '' }, { url: '/' })
    expect(home.statusCode).toBe(422)
    expect(answerOf(home.body).page.querySelector('#quote-firstName-error')?.textContent).toBe(leadMessages.en.firstName)
    expect((await post(t.app, filledForm, { url: '/privacy' })).statusCode).toBe(405)
    expect(await t.repository.listLeads({ includeSpam: true })).toEqual([])
  })

  it('refuses a form posted from another site (403), as the JSON endpoint does, and stores nothing', async () => {
    const foreign: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site' },
    ]
    for (const headers of foreign) {
      const response = await postForm(t, filledForm, headers)
      expect(response.statusCode, JSON.stringify(headers)).toBe(403)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(pageText(response.body).paragraphs[0]).toMatch(/could not be accepted/)
    }
    expect(await t.repository.listLeads({ includeSpam: true })).toEqual([])
  })

  it("accepts a form posted from the site's own origins", async () => {
    const own: Array<Record<string, string>> = [
      { origin: 'https://www.lonestarfenceworks.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ]
    for (const [index, headers] of own.entries()) {
      const response = await postForm(t, { ...filledForm, projectDetails: `Post ${index}` }, headers)
      expect(response.statusCode, JSON.stringify(headers)).toBe(201)
    }
    expect(await t.repository.listLeads()).toHaveLength(own.length)
  })

  it('past the notification cap, thanks the visitor and stores the lead as usual, only without notifications', async () => {
    await t.close()
    t = await createTestApp({ notifications: recorder.notifications, env: { LEAD_CAP_PER_MINUTE: '1' } })
    expect((await postForm(t, filledForm)).statusCode).toBe(201)
    // The same form again is that lead (200): it does not use a place.
    expect((await postForm(t, filledForm)).statusCode).toBe(200)
    const response = await postForm(t, { ...filledForm, firstName: 'Second', projectDetails: 'Another fence' })
    expect(response.statusCode).toBe(201)
    expect(answerOf(response.body).text).toContain('Thank You!')

    const leads = await t.repository.listLeads()
    expect(leads).toHaveLength(2)
    const notified = leads.find((lead) => lead.firstName === 'Maria')!
    const past = leads.find((lead) => lead.firstName === 'Second')!
    expect(past).toMatchObject({ spam: false, projectDetails: 'Another fence' })
    expect(await t.repository.listJobs({ leadId: notified.id })).not.toEqual([])
    expect(await t.repository.listJobs({ leadId: past.id })).toEqual([])
    expect(t.logs()).toContain('notification cap reached: lead stored without notifications')
  })

  it('leaves JSON posts as they were: the key header is still required, and the endpoint takes no form', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/leads', headers: { ...clientKeyHeaders, 'x-client-key': 'nope' }, payload: '{}' })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ ok: false, reason: 'Missing or invalid client key' })
  })
})

describe.each(testDatabases)('a form post holding NUL characters on $name', (database) => {
  let db: Awaited<ReturnType<typeof database.create>>
  let t: TestApp

  beforeEach(async () => {
    db = await database.create()
    t = await createTestApp({ repository: await db.open() })
  })
  afterEach(async () => {
    await t.close()
    await db.dispose()
  })

  it('stores the lead without them and thanks the visitor', async () => {
    const response = await postForm(t, {
      ...filledForm,
      lastName: 'Lo\0pez',
      address: '210 W Walnut St,\0 Celina, TX 75009',
      projectDetails: 'Cedar\0\n180 ft',
    })
    expect(response.statusCode).toBe(201)
    expect(answerOf(response.body).text).toContain('Thank You!')
    const [lead] = await t.repository.listLeads()
    expect(lead).toMatchObject({ lastName: 'Lopez', fullName: 'Maria Lopez', address: '210 W Walnut St, Celina, TX 75009', projectDetails: 'Cedar\n180 ft' })
    expect(JSON.stringify(lead)).not.toContain('\\u0000')
  })

  it('shows the form again without them when something else is wrong', async () => {
    const response = await postForm(t, { ...filledForm, firstName: 'M\0', lastName: 'Lo\0pez' })
    expect(response.statusCode).toBe(422)
    const { field, message } = answerOf(response.body)
    expect(message('firstName')).toBe(leadMessages.en.firstName)
    expect(field('lastName').value).toBe('Lopez')
  })

  it('stores a bot that filled the honeypot as spam, without them', async () => {
    const response = await postForm(t, { ...filledForm, firstName: 'B\0', email: 'bot\0', website: 'x\0' })
    expect(response.statusCode).toBe(201)
    const [lead, ...others] = await t.repository.listLeads({ includeSpam: true })
    expect(others).toEqual([])
    expect(lead).toMatchObject({ spam: true, firstName: 'B', email: 'bot' })
    expect(JSON.stringify(lead)).not.toContain('\\u0000')
  })
})

describe('contentSubmissionId', () => {
  it('is a UUID the collector accepts, the same for the same content and day', () => {
    const id = contentSubmissionId({ a: 1 }, '2026-11-24')
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(contentSubmissionId({ a: 1 }, '2026-11-24')).toBe(id)
    expect(contentSubmissionId({ a: 2 }, '2026-11-24')).not.toBe(id)
    expect(contentSubmissionId({ a: 1 }, '2026-11-25')).not.toBe(id)
  })
})
