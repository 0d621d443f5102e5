import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { visitMessages } from '#lead/visit-rules.ts'
import { filledContactForm, postForm } from '../testing/contact-page.ts'
import { leadPayload } from '../testing/fixtures.ts'
import { pageDocument } from '../testing/page-text.ts'
import { clientKeyHeaders, createTestApp, recordingNotifications, type TestApp } from '../testing/test-app.ts'

const filledForm = { ...filledContactForm, visitTime: 'any' }

describe('the preferred visit time posted without JavaScript', () => {
  let t: TestApp
  // Wednesday, November 25, 2026, 9 AM in Celina.
  const now = new Date('2026-11-25T15:00:00.000Z')

  beforeEach(async () => {
    t = await createTestApp({ notifications: recordingNotifications(['email']).notifications, now: () => now })
  })
  afterEach(async () => {
    await t.close()
  })

  const post = (visit: Record<string, string | string[]>) => postForm(t.app, { ...filledForm, ...visit })
  const boxes = (page: Document, selector: string) => [...page.querySelectorAll<HTMLInputElement>(selector)].map((box) => box.value)

  it('stores the chosen days and part of the day with the lead', async () => {
    const response = await post({ visitDays: ['2026-11-30', '2026-11-27'], visitTime: 'morning' })
    expect(response.statusCode).toBe(201)
    const [lead] = await t.repository.listLeads()
    expect(lead?.visit).toEqual({ days: ['2026-11-27', '2026-11-30'], time: 'morning' })
  })

  it('refuses a fourth day with the form message beside the days; the rest of the request stays on the page', async () => {
    const response = await post({ visitDays: ['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-30'], visitTime: 'afternoon' })
    expect(response.statusCode).toBe(422)
    const page = pageDocument(response.body)
    expect(page.querySelector('#quote-visitDays-error')?.textContent).toBe('Please choose up to 3 days')
    expect(page.querySelector('#quote-firstName')?.getAttribute('value')).toBe('Maria')
    expect(page.querySelector('#quote-projectDetails')?.textContent).toBe('About 180 ft of cedar.')
    expect(boxes(page, 'input[name="visitDays"]:checked')).toEqual(['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-30'])
    expect(page.querySelector<HTMLInputElement>('input[name="visitTime"][value="afternoon"]')?.checked).toBe(true)
    expect(page.querySelector('#quote-visitDays')?.hasAttribute('autofocus')).toBe(true)
    expect(await t.repository.listLeads({ includeSpam: true })).toEqual([])
  })

  it('refuses a day offered by a page built days ago that has passed, and offers the days from today', async () => {
    const response = await post({ visitDays: ['2026-11-11'] })
    expect(response.statusCode).toBe(422)
    const page = pageDocument(response.body)
    expect(page.querySelector('#quote-visitDays-error')?.textContent).toBe(visitMessages.en.visitDayUnavailable)
    expect(boxes(page, 'input[name="visitDays"]')).toEqual(['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-30', '2026-12-01', '2026-12-02'])
    expect(await t.repository.listLeads({ includeSpam: true })).toEqual([])
  })

  it('reads no day and "any time" as no preference', async () => {
    expect((await post({})).statusCode).toBe(201)
    const [lead] = await t.repository.listLeads()
    expect(lead?.visit).toBeNull()
  })

  it('is checked the same way when the form sends it as JSON', async () => {
    const send = (visitDays: string[]) =>
      t.app.inject({ method: 'POST', url: '/api/leads', headers: clientKeyHeaders, payload: JSON.stringify(leadPayload({ visitDays, visitTime: 'morning' })) })
    const passed = await send(['2026-11-24'])
    expect(passed.statusCode).toBe(422)
    expect(passed.json()).toEqual({ ok: false, reason: `visitDays: ${visitMessages.en.visitDayUnavailable}` })
    const fromSpanishPage = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: clientKeyHeaders,
      payload: JSON.stringify(leadPayload({ visitDays: ['2026-11-24'], visitTime: 'morning', language: 'es' })),
    })
    expect(fromSpanishPage.json()).toEqual({ ok: false, reason: `visitDays: ${visitMessages.es.visitDayUnavailable}` })
    expect((await send(['2026-12-01'])).statusCode).toBe(201)
    const [lead] = await t.repository.listLeads()
    expect(lead?.visit).toEqual({ days: ['2026-12-01'], time: 'morning' })
  })
})
