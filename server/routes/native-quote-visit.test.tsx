import { load } from 'cheerio'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { visitMessages } from '#lead/visit-rules.ts'
import { encodeForm, filledContactForm, writeContactPage } from '../testing/contact-page.tsx'
import { leadPayload } from '../testing/fixtures.ts'
import { clientKeyHeaders, createTestApp, recordingNotifications, type TestApp } from '../testing/test-app.ts'

const filledForm = { ...filledContactForm, visitTime: 'any' }

describe('the preferred visit time posted without JavaScript', () => {
  let t: TestApp
  // Wednesday, November 25, 2026, 9 AM in Celina: the page was built on the 10th.
  const now = new Date('2026-11-25T15:00:00.000Z')

  beforeEach(async () => {
    t = await createTestApp({ notifications: recordingNotifications(['email']).notifications, now: () => now })
    writeContactPage(t.staticDir, { visitDaysFrom: '2026-11-10' })
  })
  afterEach(async () => {
    await t.close()
  })

  const post = (visit: Record<string, string | string[]>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'http://localhost/contact' },
      payload: encodeForm({ ...filledForm, ...visit }),
    })
  const offeredDays = ($: ReturnType<typeof load>) =>
    $('input[name="visitDays"]')
      .map((_, box) => $(box).attr('value'))
      .get()

  it('stores the chosen days and part of the day with the lead', async () => {
    const response = await post({ visitDays: ['2026-11-30', '2026-11-27'], visitTime: 'morning' })
    expect(response.statusCode).toBe(201)
    const [lead] = await t.repository.listLeads()
    expect(lead?.visit).toEqual({ days: ['2026-11-27', '2026-11-30'], time: 'morning' })
  })

  it('refuses a fourth day with the form message beside the days; the rest of the request stays on the page', async () => {
    const response = await post({ visitDays: ['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-30'], visitTime: 'afternoon' })
    expect(response.statusCode).toBe(422)
    const $ = load(response.body)
    expect($('#quote-visitDays-error').text()).toBe('Please choose up to 3 days')
    expect($('#quote-firstName').attr('value')).toBe('Maria')
    expect($('#quote-projectDetails').text()).toBe('About 180 ft of cedar.')
    expect(
      $('input[name="visitDays"]:checked')
        .map((_, box) => $(box).attr('value'))
        .get(),
    ).toEqual(['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-30'])
    expect($('input[name="visitTime"][value="afternoon"]').is(':checked')).toBe(true)
    expect($('#quote-visitDays').is('[autofocus]')).toBe(true)
    expect(await t.repository.listLeads({ includeSpam: true })).toEqual([])
  })

  it('refuses a day offered by a page built days ago that has passed, and offers the days from today', async () => {
    const response = await post({ visitDays: ['2026-11-11'] })
    expect(response.statusCode).toBe(422)
    const $ = load(response.body)
    expect($('#quote-visitDays-error').text()).toBe(visitMessages.visitDayUnavailable)
    expect(offeredDays($)).toEqual(['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-30', '2026-12-01', '2026-12-02'])
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
    expect(passed.json()).toEqual({ ok: false, reason: `visitDays: ${visitMessages.visitDayUnavailable}` })
    expect((await send(['2026-12-01'])).statusCode).toBe(201)
    const [lead] = await t.repository.listLeads()
    expect(lead?.visit).toEqual({ days: ['2026-12-01'], time: 'morning' })
  })
})
