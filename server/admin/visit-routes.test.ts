import os from 'node:os'
import ICAL from 'ical.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadServerConfig } from '../config.ts'
import { createNotifications } from '../notifications/notifications.ts'
import { testDatabases } from '../testing/databases.ts'
import { newLead } from '../testing/fixtures.ts'
import { cookieOf, csrfOf } from '../testing/inbox-forms.ts'
import { pageDocument } from '../testing/page-text.ts'
import { mailPart } from '../testing/mime.ts'
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { hashPassword } from './passwords.ts'

const owner = 'owner@example.com'
const password = 'correct horse battery staple'
const form = { 'content-type': 'application/x-www-form-urlencoded' }
const homeowner = 'maria.gonzalez@example.com'

/** The calendar invitation of an e-mail, read back with ical.js. */
function invitationOf(raw: string) {
  const part = mailPart(raw, 'text/calendar')
  expect(part, 'the e-mail carries a text/calendar part').toBeDefined()
  const calendar = new ICAL.Component(ICAL.parse(part!.body))
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
  return { part: part!, calendar, event }
}

describe.each(testDatabases)('confirming a visit from the lead page on $name', (database) => {
  let db: Awaited<ReturnType<typeof database.create>>
  let smtp: SmtpSink
  let t: TestApp
  let leadId: string
  let cookie: string
  // Wednesday, November 25, 2026, 9 AM in Celina.
  const clock = new Date('2026-11-25T15:00:00.000Z')

  beforeEach(async () => {
    db = await database.create()
    smtp = await startSmtpSink()
    const env = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_SECURE: 'false', SMTP_REQUIRE_TLS: 'false', NOTIFY_EMAIL_TO: owner }
    const notifications = createNotifications(loadServerConfig({ ...env, DATA_DIR: os.tmpdir() }))
    t = await createTestApp({ env: { ...env, ADMIN_LOCAL_HTTP: 'true' }, repository: await db.open(), notifications, now: () => clock })
    await t.repository.owner.createOwner(owner, await hashPassword(password), clock)
    const lead = newLead({ receivedAt: clock, address: '1200 Preston Rd, Celina, TX 75009', visit: { days: ['2026-11-30', '2026-12-01'], time: 'morning' } })
    leadId = (await t.repository.saveLead(lead, [])).id
    const loginPage = await t.app.inject({ url: '/admin/login' })
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/admin/login',
      headers: { ...form, cookie: cookieOf(loginPage) },
      payload: new URLSearchParams({ _csrf: csrfOf(loginPage), email: owner, password, returnTo: '/admin' }).toString(),
    })
    cookie = cookieOf(signedIn)
  })
  afterEach(async () => {
    await t.close()
    await smtp.close()
    await db.dispose()
  })

  const page = () => t.app.inject({ url: `/admin/leads/${leadId}`, headers: { cookie } })
  const confirm = async (slot: string) => {
    const before = await page()
    return t.app.inject({
      method: 'POST',
      url: `/admin/leads/${leadId}/visit`,
      headers: { ...form, cookie },
      payload: new URLSearchParams({ _csrf: csrfOf(before), slot }).toString(),
    })
  }
  const deliverAll = async () => {
    while ((await t.app.outbox.runOnce()) > 0);
  }
  const invitations = () => smtp.received.filter((mail) => mail.to.includes(homeowner))

  it('shows the preference, and e-mails the homeowner a calendar invitation for the slot the owner confirms', async () => {
    const before = await page()
    expect(before.body).toContain('Preferred: Mon, Nov 30 or Tue, Dec 1 · Morning')
    expect(before.body).toContain('value="2026-11-30 morning"')

    const response = await confirm('2026-11-30 morning')
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe(`/admin/leads/${leadId}?saved=visit`)
    const queued = await page()
    expect(queued.body).toContain('Visit invitation to the customer</span>: queued')
    await deliverAll()

    expect(invitations()).toHaveLength(1)
    const mail = invitations()[0]!
    expect(mail.mail.headers.subject).toBe('Your estimate visit is confirmed: Mon, Nov 30 – Lone Star Fence Works')
    expect(mailPart(mail.raw, 'text/plain')?.body).toContain('Monday, November 30, between 7 AM and 12 PM')
    const { part, calendar, event } = invitationOf(mail.raw)
    expect(part.headers['content-type']).toMatch(/^text\/calendar/)
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    // 7 AM in Celina (CST, UTC-6) to noon.
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-30T13:00:00.000Z')
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-30T18:00:00.000Z')
    expect(event.summary).toBe('Fence estimate visit – Lone Star Fence Works')
    // The owner confirmed a time, not the typed street: the place is the city and ZIP code.
    expect(event.location).toBe('Celina, TX 75009')
    expect(event.description).toContain('(469) 555-0142')
    expect(event.description).toContain('210 W Walnut St, Celina, TX 75009')
    expect(event.uid).toBe(`visit-${leadId}@www.lonestarfenceworks.example`)
    expect(event.sequence).toBe(0)

    const after = await page()
    expect(after.body).toContain('Confirmed: Mon, Nov 30, morning')
    expect(after.body).toContain('Visit invitation to the customer</span>: delivered')
    const timeline = pageDocument(after.body).querySelector('ol[aria-label="Delivery attempts, oldest first"]')?.textContent
    expect(timeline).toContain('Visit invitation to the customer (attempt 1): delivered')
  })

  it('sends no second invitation for the slot confirmed already, and an update when the owner moves the visit', async () => {
    await confirm('2026-11-30 morning')
    await deliverAll()
    const again = await confirm('2026-11-30 morning')
    expect(again.headers.location).toBe(`/admin/leads/${leadId}?saved=visit-unchanged`)
    await deliverAll()
    expect(invitations()).toHaveLength(1)

    const moved = await confirm('2026-12-01 morning')
    expect(moved.headers.location).toBe(`/admin/leads/${leadId}?saved=visit`)
    await deliverAll()
    expect(invitations()).toHaveLength(2)
    const update = invitations()[1]!
    expect(update.mail.headers.subject).toBe('Your estimate visit has moved: Tue, Dec 1 – Lone Star Fence Works')
    const { event } = invitationOf(update.raw)
    expect(event.uid).toBe(`visit-${leadId}@www.lonestarfenceworks.example`)
    expect(event.sequence).toBe(1)
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-01T13:00:00.000Z')
  })

  it('refuses a slot the homeowner did not offer, and a post without the form token', async () => {
    expect((await confirm('2026-11-30 afternoon')).statusCode).toBe(422)
    expect((await confirm('2026-11-29 morning')).statusCode).toBe(422)
    const forged = await t.app.inject({ method: 'POST', url: `/admin/leads/${leadId}/visit`, headers: { ...form, cookie }, payload: 'slot=2026-11-30+morning' })
    expect(forged.statusCode).toBe(403)
    await deliverAll()
    expect(invitations()).toHaveLength(0)
    expect((await t.repository.getLead(leadId))?.visitSlot).toBeNull()
  })
})
