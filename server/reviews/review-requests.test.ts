import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import { afterEach, describe, expect, it } from 'vitest'
import { loadServerConfig } from '../config.ts'
import { loadLeadLinks } from '../lead-links.ts'
import { hashPassword } from '../admin/passwords.ts'
import { createNotifications } from '../notifications/notifications.ts'
import { testDatabases } from '../testing/databases.ts'
import { createStaticSite, newLead } from '../testing/fixtures.ts'
import { pageDocument } from '../testing/page-text.ts'
import { cookieOf, csrfOf } from '../testing/inbox-forms.ts'
import { freePort, startServerProcess } from '../testing/server-process.ts'
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { reviewRequestMessage, reviewSendTime } from './review-request.ts'

const owner = 'owner@example.com'
const password = 'correct horse battery staple'
const form = { 'content-type': 'application/x-www-form-urlencoded' }
const placeId = 'ChIJN1t_tDeuEmsRUsoyG83frY4'
const hour = 3_600_000
const day = 24 * hour
// Wednesday, November 25, 2026, 4 PM in Celina: the next business morning is Thursday at 10.
const completedAt = new Date('2026-11-25T22:00:00.000Z')
const nextMorning = new Date('2026-11-26T16:00:00.000Z')

describe.each(testDatabases)('review requests on $name', (database) => {
  let db: Awaited<ReturnType<typeof database.create>>
  let smtp: SmtpSink
  let t: TestApp
  let clock: Date
  let cookie: string
  let env: Record<string, string>

  async function open() {
    const config = loadServerConfig({ ...env, DATA_DIR: os.tmpdir() })
    const repository = await db.open()
    const links = await loadLeadLinks(config.site.siteUrl, config.statusLinkDays, repository, clock)
    const notifications = createNotifications(config, undefined, undefined, repository, links)
    t = await createTestApp({ env: { ...env, ADMIN_LOCAL_HTTP: 'true' }, repository, notifications, now: () => clock })
    if (!(await t.repository.owner.findOwner(owner))) await t.repository.owner.createOwner(owner, await hashPassword(password), clock)
    await signIn()
  }

  async function signIn() {
    const loginPage = await t.app.inject({ url: '/admin/login' })
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/admin/login',
      headers: { ...form, cookie: cookieOf(loginPage) },
      payload: new URLSearchParams({ _csrf: csrfOf(loginPage), email: owner, password, returnTo: '/admin' }).toString(),
    })
    cookie = cookieOf(signedIn)
  }

  async function prepare(extra: Record<string, string> = {}) {
    clock = completedAt
    db = await database.create()
    smtp = await startSmtpSink()
    env = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_SECURE: 'false', SMTP_REQUIRE_TLS: 'false', GOOGLE_PLACE_ID: placeId, ...extra }
  }
  async function start(extra: Record<string, string> = {}) {
    await prepare(extra)
    await open()
  }
  afterEach(async () => {
    await t.close()
    await smtp.close()
    await db.dispose()
  })

  const deliverAll = async () => {
    while ((await t.app.outbox.runOnce()) > 0);
  }
  /** A finished job: the lead, then the owner's tap to completed on its page. */
  async function completedJob(email: string) {
    const { id } = await t.repository.saveLead(newLead({ email, receivedAt: new Date(clock.getTime() - 30 * day) }), [])
    const page = await t.app.inject({ url: `/admin/leads/${id}`, headers: { cookie } })
    const moved = await t.app.inject({
      method: 'POST',
      url: `/admin/leads/${id}/status`,
      headers: { ...form, cookie },
      payload: new URLSearchParams({ _csrf: csrfOf(page), status: 'completed' }).toString(),
    })
    expect(moved.statusCode).toBe(303)
    return id
  }
  // Past the real clock the inbox's session cookie has expired, so a later job is completed as the route stores it.
  async function completedInStore(email: string) {
    const { id } = await t.repository.saveLead(newLead({ email, receivedAt: new Date(clock.getTime() - 30 * day) }), [])
    const reviewAt = reviewSendTime(clock, 10, loadServerConfig({}).site.hours)
    await t.repository.owner.setLeadStatus(id, 'completed', { actor: owner, now: clock, reviewAt })
  }
  const reviewMails = (email: string) => smtp.received.filter((mail) => mail.to.includes(email) && /how did we do/i.test(mail.mail.headers.subject ?? ''))
  const at = async (when: Date) => {
    clock = when
    await deliverAll()
  }
  const linkIn = (text: string, label: string) => {
    const url = new URL(new RegExp(`${label}: (\\S+)`).exec(text)![1]!)
    return url.pathname + url.search
  }

  it('goes the next business morning with the review link; an open is recorded and redirected, and no reminder follows', async () => {
    await start()
    const id = await completedJob('ana@example.com')
    await at(new Date(nextMorning.getTime() - 60_000))
    expect(reviewMails('ana@example.com')).toHaveLength(0)

    await at(nextMorning)
    const [mail] = reviewMails('ana@example.com')
    expect(mail).toBeDefined()
    const { headers, text } = mail!.mail
    const unsubscribe = /^<(.+)>$/.exec(headers['list-unsubscribe'] ?? '')?.[1]
    expect(unsubscribe).toMatch(/^https:\/\/www\.lonestarfenceworks\.example\/unsubscribe\//)
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(text).toContain(`Unsubscribe: ${unsubscribe}`)

    const opened = await t.app.inject({ url: linkIn(text, 'Write a review on Google') })
    expect(opened.statusCode).toBe(303)
    expect(opened.headers.location).toBe(`https://search.google.com/local/writereview?placeid=${placeId}`)
    const [lead] = await t.repository.listLeads({})
    expect(lead?.reviewOpenedAt).toBe(nextMorning.toISOString())
    await signIn()
    const leadPage = pageDocument((await t.app.inject({ url: `/admin/leads/${id}`, headers: { cookie } })).body)
    expect(leadPage.body.textContent).toMatch(/Review requestsent Nov 26, 2026, 10:00\sAM · opened Nov 26, 2026, 10:00\sAM/)
    const inbox = (await t.app.inject({ url: '/admin', headers: { cookie } })).body
    expect(inbox).toContain('Last 30 days: 1 jobs completed · 1 review requests sent · 1 opened')

    await at(new Date(nextMorning.getTime() + 10 * day))
    expect(reviewMails('ana@example.com')).toHaveLength(1)
  })

  it('reminds once, after the configured days, when the link was never opened', async () => {
    await start({ REVIEW_REMINDER_DAYS: '3' })
    await completedJob('sam@example.com')
    await at(nextMorning)
    await at(new Date(nextMorning.getTime() + 3 * day - hour))
    expect(reviewMails('sam@example.com')).toHaveLength(1)
    // Sunday the 29th is closed: the reminder waits for Monday morning.
    await at(new Date('2026-11-30T16:00:00.000Z'))
    await at(new Date(nextMorning.getTime() + 20 * day))
    const mails = reviewMails('sam@example.com')
    expect(mails.map((received) => received.mail.headers.subject)).toEqual([
      'How did we do? – Lone Star Fence Works',
      'A quick reminder: how did we do? – Lone Star Fence Works',
    ])
  })

  it('sends nothing more to an address that unsubscribed by the one-click post, or that was asked in the last six months', async () => {
    await start()
    const kim = await completedJob('kim@example.com')
    await at(nextMorning)
    const unsubscribe = new URL(/^<(.+)>$/.exec(reviewMails('kim@example.com')[0]!.mail.headers['list-unsubscribe']!)![1]!)
    // A link scanner's GET asks; only the mail client's POST unsubscribes.
    expect((await t.app.inject({ url: unsubscribe.pathname })).statusCode).toBe(200)
    const posted = await t.app.inject({ method: 'POST', url: unsubscribe.pathname, headers: form, payload: 'List-Unsubscribe=One-Click' })
    expect(posted.statusCode).toBe(200)
    await signIn()
    expect((await t.app.inject({ url: `/admin/leads/${kim}`, headers: { cookie } })).body).toContain('the address unsubscribed')
    await at(new Date(nextMorning.getTime() + 20 * day))
    expect(reviewMails('kim@example.com')).toHaveLength(1)

    clock = new Date(completedAt.getTime() + 300 * day)
    await completedInStore('Kim@Example.com')
    await at(new Date(clock.getTime() + 2 * day))
    expect(reviewMails('kim@example.com')).toHaveLength(1)

    await completedInStore('lee@example.com')
    await at(new Date(clock.getTime() + 2 * day))
    await completedInStore('lee@example.com')
    await at(new Date(clock.getTime() + 40 * day))
    expect(reviewMails('lee@example.com').filter((received) => !/reminder/.test(received.mail.headers.subject ?? ''))).toHaveLength(1)
  })

  it('is sent exactly once when the server process is killed between the tap and the morning', { timeout: 120_000 }, async () => {
    await prepare()
    const setup = await db.open()
    await setup.owner.createOwner(owner, await hashPassword(password), new Date())
    const { id } = await setup.saveLead(newLead({ email: 'joe@example.com' }), [])
    await setup.close()
    const staticDir = createStaticSite()
    const server = await startServerProcess(await freePort(), { ...env, ...db.serverEnv, STATIC_DIR: staticDir, ADMIN_LOCAL_HTTP: 'true' })
    try {
      // The owner's tap, as a browser sends it, then SIGKILL: nothing of the process survives but what it stored.
      const cookies = new Map<string, string>()
      const visit = (url: string, form?: Record<string, string>) =>
        new Promise<{ status: number; csrf: string }>((resolve, reject) => {
          const body = form && new URLSearchParams(form).toString()
          const headers = {
            'sec-fetch-site': 'same-origin',
            'sec-fetch-mode': 'navigate',
            'sec-fetch-dest': 'document',
            cookie: [...cookies.values()].join('; '),
            ...(body && { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) }),
          }
          const sent = http.request(`${server.base}${url}`, { method: form ? 'POST' : 'GET', headers }, (response) => {
            for (const cookie of response.headers['set-cookie'] ?? []) cookies.set(cookie.split('=')[0]!, cookie.split(';')[0]!)
            let text = ''
            response.on('data', (chunk: Buffer) => (text += chunk.toString()))
            response.on('end', () => resolve({ status: response.statusCode!, csrf: csrfOf({ body: text }) }))
          })
          sent.on('error', reject)
          sent.end(body)
        })
      const login = await visit('/admin/login')
      expect((await visit('/admin/login', { _csrf: login.csrf, email: owner, password, returnTo: '/admin' })).status).toBe(303)
      const page = await visit(`/admin/leads/${id}`)
      expect((await visit(`/admin/leads/${id}/status`, { _csrf: page.csrf, status: 'completed' })).status).toBe(303)
    } finally {
      await server.stop('SIGKILL')
      fs.rmSync(staticDir, { recursive: true, force: true })
    }
    const morning = reviewSendTime(new Date(), 10, loadServerConfig({}).site.hours)
    clock = new Date()
    await open()
    await at(morning)
    await at(new Date(morning.getTime() + hour))
    expect(reviewMails('joe@example.com')).toHaveLength(1)
  })

  it('is never queued when review requests are off', async () => {
    await start({ REVIEW_REQUESTS: 'false' })
    await completedJob('off@example.com')
    await at(new Date(nextMorning.getTime() + 10 * day))
    expect(reviewMails('off@example.com')).toHaveLength(0)
  })
})

describe('the review request', () => {
  const options = {
    site: { ...loadServerConfig({}).site, siteUrl: 'https://www.example.com' },
    from: 'a@example.com',
    replyTo: 'b@example.com',
    reviews: { also: [{ name: 'Facebook', url: 'https://facebook.com/x/reviews' }] },
    links: { tokenOf: (purpose: string, id: string) => `${id}.${purpose}` },
  }

  it('reads the same whatever the customer wrote, the owner noted or the job went through: there is nothing to gate on', () => {
    const happy = { ...newLead({ projectDetails: 'Best crew ever!' }), id: 'lead-1', status: 'completed', notes: ['loved us'] }
    const unhappy = { ...newLead({ projectDetails: 'Late twice, gate sags' }), id: 'lead-1', status: 'lost', notes: ['angry, do not ask'] }
    const [a, b] = [reviewRequestMessage(happy, options, false), reviewRequestMessage(unhappy, options, false)]
    expect(a).toEqual(b)
    expect(a.text).not.toMatch(/\b(\d stars?|rate us|rating|discount|coupon|gift)\b/i)
    expect(a.text).toContain('Facebook: https://www.example.com/review/lead-1.review?on=1')
  })

  it('is written in Spanish for a customer who sent the request in Spanish, with the same links and the same ask to say it as it was', () => {
    const lead = { ...newLead({ firstName: 'Lucía', language: 'es' }), id: 'lead-1' }
    const [first, reminder] = [reviewRequestMessage(lead, options, false), reviewRequestMessage(lead, options, true)]
    expect(first.subject).toBe('¿Cómo nos fue? – Lone Star Fence Works')
    expect(reminder.subject).toBe('Un recordatorio: ¿cómo nos fue? – Lone Star Fence Works')
    expect(first.text).toMatch(/^Hola, Lucía:/)
    expect(first.text).toContain('Díganos cómo fue, bueno o malo')
    expect(first.text).toContain('Escriba una reseña en Google: https://www.example.com/review/lead-1.review')
    expect(first.text).toContain('Cancelar suscripción: https://www.example.com/unsubscribe/lead-1.unsubscribe')
    expect(first.html).toContain('<html lang="es">')
    expect(first.headers['List-Unsubscribe']).toBe('<https://www.example.com/unsubscribe/lead-1.unsubscribe>')
  })

  it('goes at the next morning hour on a day the business opens, never at night', () => {
    const hours = loadServerConfig({}).site.hours
    expect(reviewSendTime(new Date('2026-11-25T22:00:00.000Z'), 10, hours).toISOString()).toBe('2026-11-26T16:00:00.000Z')
    expect(reviewSendTime(new Date('2026-11-26T14:00:00.000Z'), 10, hours).toISOString()).toBe('2026-11-26T16:00:00.000Z')
    // Saturday evening: Sunday is by appointment only, so Monday.
    expect(reviewSendTime(new Date('2026-11-29T01:00:00.000Z'), 10, hours).toISOString()).toBe('2026-11-30T16:00:00.000Z')
  })
})
