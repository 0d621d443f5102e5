import os from 'node:os'
import ICAL from 'ical.js'
import { afterEach, describe, expect, it } from 'vitest'
import { loadServerConfig } from '../config.ts'
import { createNotifications } from '../notifications/notifications.ts'
import { testDatabases } from '../testing/databases.ts'
import { leadPayload } from '../testing/fixtures.ts'
import { pageDocument } from '../testing/page-text.ts'
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink.ts'
import { clientKeyHeaders, createTestApp, type TestApp } from '../testing/test-app.ts'
import { loadLeadLinks } from '../lead-links.ts'

const homeowner = 'maria.gonzalez@example.com'
const dayMs = 86_400_000

describe.each(testDatabases)("the homeowner's status page on $name", (database) => {
  let db: Awaited<ReturnType<typeof database.create>>
  let smtp: SmtpSink
  let t: TestApp
  let clock = new Date('2026-11-25T15:00:00.000Z')

  // The collector as it runs: the confirmation e-mail goes through SMTP and carries the link the app answers.
  async function start(env: Record<string, string> = {}) {
    db = await database.create()
    smtp = await startSmtpSink()
    const fullEnv = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_SECURE: 'false', SMTP_REQUIRE_TLS: 'false', ...env }
    const config = loadServerConfig({ ...fullEnv, DATA_DIR: os.tmpdir() })
    const repository = await db.open()
    const links = await loadLeadLinks(config.site.siteUrl, config.statusLinkDays, repository, clock)
    const notifications = createNotifications(config, undefined, undefined, repository, links)
    t = await createTestApp({ env: fullEnv, repository, notifications, now: () => clock })
  }
  afterEach(async () => {
    await t.close()
    await smtp.close()
    await db.dispose()
    clock = new Date('2026-11-25T15:00:00.000Z')
  })

  /** Sends a lead as the form does, delivers the outbox, and returns the link its confirmation e-mail carries. */
  async function linkFromConfirmation(payload = leadPayload()) {
    const reply = await t.app.inject({ method: 'POST', url: '/api/leads', headers: clientKeyHeaders, payload: JSON.stringify(payload) })
    while ((await t.app.outbox.runOnce()) > 0);
    const mail = smtp.received.find((received) => received.to.includes(payload.email))!.mail
    const link = /See where your request stands: (\S+)/.exec(mail.text)?.[1]
    expect(link, 'the confirmation e-mail carries the status link').toBeDefined()
    expect(mail.html).toContain(`href="${link}"`)
    return { id: reply.json<{ id: string }>().id, path: new URL(link!).pathname }
  }

  const open = (path: string) => t.app.inject({ url: path })
  const headlineOf = (html: string) => pageDocument(html).querySelector('h1')?.textContent

  it('shows what was asked for and the stage in plain words, private and unindexed, and a stage change on reload', async () => {
    await start()
    const { id, path } = await linkFromConfirmation(leadPayload({ projectDetails: 'The dog digs under the old fence', lastName: 'Zwicky' }))
    await t.repository.owner.addLeadNote(id, { author: 'owner@example.com', text: 'Price high, she haggles', now: clock })

    const first = await open(path)
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe('private, no-store')
    expect(first.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(first.headers['referrer-policy']).toBe('no-referrer')
    const page = pageDocument(first.body)
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow')
    expect(headlineOf(first.body)).toBe('We have your request')
    expect(page.body.textContent).toContain('Wood Fencing')
    expect(page.querySelector('[aria-current="step"]')?.textContent).toContain('Request received')
    for (const hidden of ['haggles', 'dog digs', 'Zwicky', '1200 Preston', '555-0199']) expect(first.body).not.toContain(hidden)
    expect(page.querySelector(`a[href^="tel:"]`)).not.toBeNull()
    expect(page.querySelector(`a[href^="sms:"]`)).not.toBeNull()

    await t.repository.owner.setLeadStatus(id, 'quoted', { actor: 'owner@example.com', now: clock })
    const later = await open(path)
    expect(headlineOf(later.body)).toBe('Your quote is ready')
    expect(pageDocument(later.body).querySelector('[aria-current="step"]')?.textContent).toContain('Quote sent')
  })

  it('offers the agreed visit as a calendar file once the owner confirms it', async () => {
    await start()
    const { id, path } = await linkFromConfirmation()
    expect(pageDocument((await open(path)).body).querySelector('a[href$="visit.ics"]')).toBeNull()
    expect((await open(`${path}/visit.ics`)).statusCode).toBe(404)

    await t.repository.owner.confirmVisit(id, { day: '2026-11-30', part: 'morning' }, clock)
    const page = pageDocument((await open(path)).body)
    expect(page.body.textContent).toContain('Monday, November 30, between')
    const calendar = await open(page.querySelector<HTMLAnchorElement>('a[href$="visit.ics"]')!.getAttribute('href')!)
    expect(calendar.statusCode).toBe(200)
    expect(calendar.headers['content-type']).toMatch(/^text\/calendar/)
    expect(calendar.headers['cache-control']).toBe('private, no-store')
    const ical = new ICAL.Component(ICAL.parse(calendar.body))
    expect(ical.getFirstPropertyValue('method')).toBe('PUBLISH')
    expect(new ICAL.Event(ical.getFirstSubcomponent('vevent')!).startDate.toJSDate().toISOString()).toBe('2026-11-30T13:00:00.000Z') // 7 AM in Celina, when the business opens on Mondays
  })

  it('answers a tampered, foreign, expired or purged link with the 404 page and nothing of the lead', async () => {
    await start({ STATUS_LINK_DAYS: '30' })
    const { id, path } = await linkFromConfirmation()
    const [leadId, signature] = path.split('/').pop()!.split('.') as [string, string]
    const other = await linkFromConfirmation(leadPayload({ email: 'ana@example.com', firstName: 'Ana' }))
    const otherSignature = other.path.split('.').pop()!
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`

    const refused = [
      `/status/${leadId}.${flipped}`,
      `/status/${leadId}.${otherSignature}`,
      `/status/${leadId}`,
      `/status/${leadId.toUpperCase()}.${signature}`,
      `/status/${leadId}.${signature}.x`,
      `${path}x`,
    ]
    for (const wrong of refused) {
      const response = await open(wrong)
      expect(response.statusCode, wrong).toBe(404)
      expect(response.body).not.toContain('Maria')
      expect(response.headers['cache-control']).toBe('private, no-store')
    }

    clock = new Date(clock.getTime() + 29 * dayMs)
    expect((await open(path)).statusCode).toBe(200)
    clock = new Date(clock.getTime() + 2 * dayMs)
    expect((await open(path)).statusCode).toBe(404)

    clock = new Date('2026-11-25T15:00:00.000Z')
    expect((await open(other.path)).statusCode).toBe(200)
    await t.repository.owner.deleteLead(other.id)
    const purged = await open(other.path)
    expect(purged.statusCode).toBe(404)
    expect(purged.body).not.toContain('Ana')
    expect(id).not.toBe(other.id)
  })

  it('is left out of the e-mail and answers nothing when status links are off', async () => {
    await start({ STATUS_LINK_DAYS: '0' })
    const reply = await t.app.inject({ method: 'POST', url: '/api/leads', headers: clientKeyHeaders, payload: JSON.stringify(leadPayload()) })
    while ((await t.app.outbox.runOnce()) > 0);
    const mail = smtp.received.find((received) => received.to.includes(homeowner))!.mail
    expect(mail.text).not.toContain('/status/')
    const links = await loadLeadLinks('https://example.com', 90, t.repository, clock)
    expect((await open(new URL(links.statusUrlOf(reply.json<{ id: string }>().id)!).pathname)).statusCode).toBe(404)
  })
})
