import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../testing/databases.ts'
import { newLead } from '../testing/fixtures.ts'
import { createTestApp, recordingNotifications, type TestApp } from '../testing/test-app.ts'
import { hashPassword } from './passwords.ts'
import { publicInboxFiles } from './web-app.ts'
import { cookieOf, csrfOf } from '../testing/inbox-forms.ts'
import { inboxRoutes } from '../testing/inbox-routes.ts'

const email = 'owner@example.com'
const password = 'correct horse battery staple'
const form = { 'content-type': 'application/x-www-form-urlencoded' }

describe.each(testDatabases)('owner inbox on $name', (database) => {
  let db: Awaited<ReturnType<typeof database.create>>
  let t: TestApp
  let clock: number
  let leadId: string

  beforeEach(async () => {
    clock = Date.parse('2026-03-02T15:00:00.000Z')
    db = await database.create()
    t = await createTestApp({ repository: await db.open(), now: () => new Date(clock), env: { TRUST_PROXY: '1', ADMIN_LOCAL_HTTP: 'true' } })
    await t.repository.owner.createOwner(email, await hashPassword(password), new Date(clock))
    leadId = (
      await t.repository.saveLead(
        newLead({
          fullName: 'Dana <script>alert(1)</script> Whitfield',
          phone: '4695550142',
          projectDetails: '<img src=x onerror=alert(1)> 120 ft cedar',
          receivedAt: new Date(clock),
        }),
        [],
      )
    ).id
  })
  afterEach(async () => {
    await t.close()
    await db.dispose()
  })

  async function logIn(account = email, secret = password) {
    const loginPage = await t.app.inject({ url: '/admin/login' })
    const cookie = cookieOf(loginPage)
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin/login',
      headers: { ...form, cookie },
      payload: new URLSearchParams({ _csrf: csrfOf(loginPage), email: account, password: secret, returnTo: '/admin' }).toString(),
    })
    return { response, cookie: response.statusCode === 303 ? cookieOf(response) : cookie }
  }

  it('answers 401 without a session on every inbox address, with the sign-in page and no lead data', async () => {
    const routes = (await inboxRoutes()).filter((route) => route.method !== 'HEAD')
    expect(routes.length).toBeGreaterThanOrEqual(7)
    for (const { method, url } of routes) {
      // The manifest, service worker and page script are code and app metadata, fetched without the session (alerts-routes.test.tsx).
      if (url === '/admin/login' || publicInboxFiles.includes(url)) continue
      const response = await t.app.inject({
        method: method as 'GET',
        url: url.replace(':id', leadId),
        headers: form,
        payload: method === 'POST' ? 'status=won&text=x' : undefined,
      })
      expect(response.statusCode, `${method} ${url}`).toBe(401)
      expect(response.body).toContain('Log in')
      expect(response.body).not.toContain('Whitfield')
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow')
    }
    expect((await t.repository.owner.getInboxLead(leadId))?.lead.status).toBe('new')
  })

  it('signs in, finds the lead, shows its text as text, sets its status and adds a note', async () => {
    const { response, cookie } = await logIn()
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/admin')

    const inbox = await t.app.inject({ url: '/admin?q=555-0142', headers: { cookie } })
    expect(inbox.statusCode).toBe(200)
    expect(inbox.body).toContain('Dana &lt;script&gt;alert(1)&lt;/script&gt; Whitfield')
    expect(inbox.body).not.toContain('<script>alert(1)</script>')
    expect(inbox.body).toContain('(469) 555-0142')
    expect((await t.app.inject({ url: '/admin?q=nobody-matches', headers: { cookie } })).body).toContain('No leads match.')

    const detail = await t.app.inject({ url: `/admin/leads/${leadId}`, headers: { cookie } })
    expect(detail.body).toContain('&lt;img src=x onerror=alert(1)&gt; 120 ft cedar')
    expect(detail.body).toContain('Not answered yet: waiting')

    const status = await t.app.inject({
      method: 'POST',
      url: `/admin/leads/${leadId}/status`,
      headers: { ...form, cookie },
      payload: new URLSearchParams({ _csrf: csrfOf(detail), status: 'contacted' }).toString(),
    })
    expect(status.statusCode).toBe(303)
    const note = await t.app.inject({
      method: 'POST',
      url: `/admin/leads/${leadId}/notes`,
      headers: { ...form, cookie },
      payload: new URLSearchParams({ _csrf: csrfOf(detail), text: 'Left a voicemail <b>' }).toString(),
    })
    expect(note.statusCode).toBe(303)
    const after = await t.app.inject({ url: `/admin/leads/${leadId}?saved=note`, headers: { cookie } })
    expect(after.body).toContain('Note added.')
    expect(after.body).toContain('Left a voicemail &lt;b&gt;')
    expect((await t.repository.owner.getInboxLead(leadId))?.lead).toMatchObject({ status: 'contacted', answeredVia: 'status' })
    expect(after.body).toContain('Answered after under 1 min (moved past new)')
    expect((await t.repository.owner.listAudit(10)).map((entry) => entry.action)).toEqual([
      'lead_viewed',
      'note_added',
      'status_changed',
      'lead_viewed',
      'login',
    ])
  })

  it('moves a lead one stage a tap, shows each change in its timeline and the audit log, and refuses a tap from a stale page', async () => {
    const { cookie } = await logIn()
    const post = async (path: string, fields: Record<string, string>) => {
      const page = await t.app.inject({ url: `/admin/leads/${leadId}`, headers: { cookie } })
      return t.app.inject({
        method: 'POST',
        url: `/admin/leads/${leadId}/${path}`,
        headers: { ...form, cookie },
        payload: new URLSearchParams({ _csrf: csrfOf(page), ...fields }).toString(),
      })
    }
    const before = await t.app.inject({ url: `/admin/leads/${leadId}`, headers: { cookie } })
    expect(before.body).toContain('Mark contacted')

    // Back to the list only: any other address is not followed.
    expect((await post('status', { from: 'new', status: 'contacted', back: '//evil.example/admin' })).headers.location).toBe(
      `/admin/leads/${leadId}?saved=status`,
    )
    const stale = await post('status', { from: 'new', status: 'lost' })
    expect(stale.statusCode).toBe(409)
    expect(stale.body).toContain('Someone moved this lead to Contacted meanwhile')
    // A visit the owner agreed on the phone, on a day the customer did not offer, moves the lead to its visit.
    clock += 60_000
    expect((await post('visit', { day: '2026-03-09', part: 'afternoon' })).headers.location).toBe(`/admin/leads/${leadId}?saved=visit`)
    expect((await post('visit', { day: '2026-02-30', part: 'afternoon' })).statusCode).toBe(422)
    expect((await post('visit', { day: '2026-03-01', part: 'morning' })).statusCode).toBe(422)

    const after = await t.app.inject({ url: `/admin/leads/${leadId}`, headers: { cookie } })
    expect(after.body).toContain('Stage: <span data-stage="visit_scheduled">Visit scheduled</span>')
    expect(after.body).toContain('Mark quoted')
    expect(after.body).toMatch(/New → <span class="font-semibold">Contacted<\/span>.*Contacted → <span class="font-semibold">Visit scheduled<\/span>/s)
    expect(after.body).toContain('Confirmed: Mon, Mar 9, afternoon')
    const audit = await t.repository.owner.listAudit(20)
    expect(audit.filter((entry) => entry.action === 'status_changed').map((entry) => entry.detail)).toEqual(['contacted → visit_scheduled', 'new → contacted'])
    expect(audit.filter((entry) => entry.action === 'visit_confirmed').map((entry) => entry.detail)).toEqual(['2026-03-09 afternoon'])
  })

  it('counts a call, text or e-mail from the lead page as the answer, then opens the app', async () => {
    const { cookie } = await logIn()
    const detail = await t.app.inject({ url: `/admin/leads/${leadId}`, headers: { cookie } })
    const reach = (via: string) =>
      t.app.inject({
        method: 'POST',
        url: `/admin/leads/${leadId}/reach`,
        headers: { ...form, cookie },
        payload: new URLSearchParams({ _csrf: csrfOf(detail), via }).toString(),
      })
    clock += 12 * 60_000
    const call = await reach('call')
    expect(call.statusCode).toBe(303)
    expect(call.headers.location).toBe('tel:+14695550142')
    clock += 20 * 60_000
    expect((await reach('text')).headers.location).toBe('sms:+14695550142')
    expect((await reach('email')).headers.location).toBe('mailto:maria.gonzalez@example.com')
    expect((await reach('fax')).statusCode).toBe(422)
    // The first tap is the answer; later ones change nothing.
    const lead = (await t.repository.owner.getInboxLead(leadId))!.lead
    expect(lead).toMatchObject({ answeredVia: 'call', answeredAt: new Date(clock - 20 * 60_000).toISOString() })
    expect((await t.repository.owner.listAudit(3)).map((entry) => entry.detail)).toEqual(['email', 'text', 'call'])
    const page = await t.app.inject({ url: `/admin/leads/${leadId}`, headers: { cookie } })
    expect(page.body).toContain('Answered after 12 min (called)')
    const inbox = await t.app.inject({ url: '/admin', headers: { cookie } })
    expect(inbox.body).toContain('median 12 min, 90th percentile 12 min, over 1 answered lead.')
  })

  it('refuses a state change without the form token, and changes nothing', async () => {
    const { cookie } = await logIn()
    const response = await t.app.inject({ method: 'POST', url: `/admin/leads/${leadId}/status`, headers: { ...form, cookie }, payload: 'status=won' })
    expect(response.statusCode).toBe(403)
    expect(response.body).toContain('This form has expired')
    const forged = await t.app.inject({
      method: 'POST',
      url: `/admin/leads/${leadId}/status`,
      headers: { ...form, cookie },
      payload: 'status=won&_csrf=forged',
    })
    expect(forged.statusCode).toBe(403)
    expect((await t.repository.owner.getInboxLead(leadId))?.lead.status).toBe('new')
  })

  it('an unknown address gets the same answer as a wrong password', async () => {
    const { response } = await logIn('nobody@example.com', password)
    expect(response.statusCode).toBe(401)
    expect(response.body).toContain('The e-mail address or password is not right.')
  })

  it('ends a session after the idle time, and one revoked from the command line', async () => {
    const first = await logIn()
    clock += 29 * 60_000
    expect((await t.app.inject({ url: '/admin', headers: { cookie: first.cookie } })).statusCode).toBe(200)
    clock += 29 * 60_000
    expect((await t.app.inject({ url: '/admin', headers: { cookie: first.cookie } })).statusCode).toBe(200)
    clock += 31 * 60_000
    const idle = await t.app.inject({ url: '/admin', headers: { cookie: first.cookie } })
    expect(idle.statusCode).toBe(401)
    expect(idle.body).toContain('You were signed out after 30 minutes without activity.')

    const second = await logIn()
    expect((await t.app.inject({ url: '/admin', headers: { cookie: second.cookie } })).statusCode).toBe(200)
    expect(await t.repository.owner.revokeSessions()).toBeGreaterThanOrEqual(1)
    expect((await t.app.inject({ url: '/admin', headers: { cookie: second.cookie } })).statusCode).toBe(401)
  })

  it('an action sent after the session ended is not saved, says so, and signing in goes back to its page', async () => {
    const first = await logIn()
    const leadPage = await t.app.inject({ url: `/admin/leads/${leadId}?saved=status`, headers: { cookie: first.cookie } })
    clock += 31 * 60_000
    const note = await t.app.inject({
      method: 'POST',
      url: `/admin/leads/${leadId}/notes`,
      headers: { ...form, cookie: first.cookie, referer: `http://localhost/admin/leads/${leadId}?saved=status` },
      payload: new URLSearchParams({ _csrf: csrfOf(leadPage), text: 'Called back, wants cedar' }).toString(),
    })
    expect(note.statusCode).toBe(401)
    expect(note.body).toContain('You were signed out after 30 minutes without activity, so that was not saved. Log in again.')
    expect(note.body).toContain(`name="returnTo" value="/admin/leads/${leadId}"`)
    expect((await t.repository.owner.getInboxLead(leadId))?.notes ?? []).toEqual([])

    const signedOut = await t.app.inject({
      method: 'POST',
      url: `/admin/leads/${leadId}/status`,
      headers: { ...form, referer: `http://localhost/admin/leads/${leadId}` },
      payload: new URLSearchParams({ status: 'contacted' }).toString(),
    })
    expect(signedOut.statusCode).toBe(401)
    expect(signedOut.body).toContain('You were signed out, so that was not saved. Log in to go back to the page.')
    expect(signedOut.body).toContain(`name="returnTo" value="/admin/leads/${leadId}"`)
  })

  it('gives a new session id at sign-in and ends it at sign-out', async () => {
    const loginPage = await t.app.inject({ url: '/admin/login' })
    const { cookie } = await logIn()
    expect(cookie).not.toBe(cookieOf(loginPage))
    const page = await t.app.inject({ url: '/admin', headers: { cookie } })
    const out = await t.app.inject({ method: 'POST', url: '/admin/logout', headers: { ...form, cookie }, payload: `_csrf=${encodeURIComponent(csrfOf(page))}` })
    expect(out.statusCode).toBe(303)
    expect((await t.app.inject({ url: '/admin', headers: { cookie } })).statusCode).toBe(401)
    expect((await t.repository.owner.listAudit(1))[0]?.action).toBe('logout')
  })

  it('sends the session cookie HttpOnly, Secure and SameSite=Strict over HTTPS', async () => {
    const response = await t.app.inject({ url: '/admin/login', headers: { 'x-forwarded-proto': 'https' } })
    const cookie = String(response.headers['set-cookie'])
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; Secure/)
    expect(cookie).toMatch(/; SameSite=Strict/)
    expect(cookie).toMatch(/; Path=\/admin/)
  })

  it('refuses plain HTTP, except to this machine in a local run, before any password or cookie crosses it', async () => {
    const fromAfar = [{ remoteAddress: '203.0.113.9' }, { headers: { 'x-forwarded-for': '203.0.113.9' } }]
    for (const options of fromAfar) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await t.app.inject({ method, url: '/admin/login', ...options, payload: method === 'POST' ? { email, password } : undefined })
        expect(response.statusCode).toBe(403)
        expect(response.body).toContain('opens only over HTTPS')
        expect(response.headers['set-cookie']).toBeUndefined()
      }
    }
    expect(await t.repository.owner.listAudit(10)).toEqual([])

    // Without ADMIN_LOCAL_HTTP, not even this machine gets plain HTTP (a proxy here may add no header).
    const strict = await createTestApp({ env: { TRUST_PROXY: '1' } })
    const local = await strict.app.inject({ method: 'POST', url: '/admin/login', payload: { email, password } })
    expect(local.statusCode).toBe(403)
    expect(local.body).toContain('ADMIN_LOCAL_HTTP=true')
    expect(local.headers['set-cookie']).toBeUndefined()
    expect((await strict.app.inject({ url: '/admin/login', headers: { 'x-forwarded-proto': 'https' } })).statusCode).toBe(200)
    await strict.close()

    const overHttps = await t.app.inject({ url: '/admin/login', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-proto': 'https' } })
    expect(overHttps.statusCode).toBe(200)
  })

  it('exports the current filter as CSV a spreadsheet opens safely, and logs the export', async () => {
    await t.repository.saveLead(newLead({ fullName: '=HYPERLINK("http://evil.example") Ruiz', firstName: '=HYPERLINK("x")', phone: '2145550111' }), [])
    await t.repository.saveLead(newLead({ fullName: 'Spam Bot', phone: '2145550111', spam: true }), [])
    const { cookie } = await logIn()
    const response = await t.app.inject({ url: '/admin/leads.csv?q=2145550111', headers: { cookie } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(response.body.startsWith('\uFEFFid,received_at,received_at_local,first_name,')).toBe(true)
    const lines = response.body.trimEnd().split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/,status,status_changed_at,photos$/)
    expect(lines[1]).toContain(`,"'=HYPERLINK(""x"")",`)
    expect(lines[1]).toMatch(/,new,,0$/)
    expect(response.body).not.toContain('Spam Bot')
    expect((await t.repository.owner.listAudit(1))[0]).toMatchObject({
      action: 'exported',
      detail: 'status=any spam=no search=yes service=any city=no from=any to=any',
    })
  })

  it('filters by service, city and days, and keeps the filter in the older-leads and download links', async () => {
    const evening = Date.parse('2026-03-01T18:00:00.000Z')
    for (let i = 0; i < 51; i++)
      await t.repository.saveLead(
        newLead({ fullName: `Gate Customer ${i}`, services: ['automatic-gates'], city: 'Prosper', receivedAt: new Date(evening + i * 1000) }),
        [],
      )
    await t.repository.saveLead(newLead({ fullName: 'Other City', services: ['automatic-gates'], city: 'Frisco', receivedAt: new Date(evening) }), [])
    await t.repository.saveLead(newLead({ fullName: 'Other Service', services: ['vinyl-fencing'], city: 'Prosper', receivedAt: new Date(evening) }), [])
    // 05:00 UTC on March 1 is still February 28 in Celina.
    await t.repository.saveLead(
      newLead({ fullName: 'Day Before', services: ['automatic-gates'], city: 'prosper', receivedAt: new Date('2026-03-01T05:00:00Z') }),
      [],
    )
    const { cookie } = await logIn()
    const get = (url: string) => t.app.inject({ url: url.replace(/&amp;/g, '&'), headers: { cookie } })
    const leadsOn = (body: string) => [...body.matchAll(/>(Gate Customer \d+|Other City|Other Service|Day Before)</g)].map((match) => match[1])

    const first = await get('/admin?service=automatic-gates&city=PROSPER&from=2026-03-01&to=2026-03-02')
    expect(first.body).toContain('<option value="automatic-gates" selected="">Automatic Gates</option>')
    expect(first.body).toMatch(/name="city"[^>]*value="PROSPER"/)
    expect(first.body).toMatch(/type="date"[^>]*value="2026-03-01"/)
    expect(first.body).toMatch(/type="date"[^>]*value="2026-03-02"/)
    expect(first.body).toContain('<option value="Celina">')
    // The filters in use are open to see; without any, they stay closed and the leads come first on a phone.
    expect(first.body).toMatch(/<details open=""[^>]*><summary[^>]*>More filters<\/summary>/)
    expect((await get('/admin?q=gate')).body).toMatch(/<details class="[^"]*"><summary[^>]*>More filters<\/summary>/)
    expect(leadsOn(first.body)).toHaveLength(50)
    expect(leadsOn(first.body)[0]).toBe('Gate Customer 50')

    const older = /href="(\/admin\?[^"]*after=[^"]*)"/.exec(first.body)?.[1] ?? ''
    expect(older).toContain('service=automatic-gates&amp;city=PROSPER&amp;from=2026-03-01&amp;to=2026-03-02')
    expect(leadsOn((await get(older)).body)).toEqual(['Gate Customer 0'])

    const download = /href="(\/admin\/leads\.csv[^"]*)"/.exec(first.body)?.[1] ?? ''
    const csv = (await get(download)).body
    const rows = csv.trimEnd().split('\r\n').slice(1)
    expect(rows).toHaveLength(51)
    for (const row of rows) expect(row).toMatch(/^[^,]+,2026-03-01T18:00:\d\d\.000Z,.*,Automatic Gates,.*,Prosper,TX,/)
    expect((await t.repository.owner.listAudit(1))[0]?.detail).toBe(
      'status=any spam=no search=no service=automatic-gates city=yes from=2026-03-01 to=2026-03-02',
    )

    // Values the form does not offer are ignored, not errors.
    expect((await get('/admin/leads.csv?from=2026-13-01&to=2026-01-32')).statusCode).toBe(200)
    const odd = await get('/admin?service=nonsense&from=2026-02-30&to=yesterday')
    expect(odd.statusCode).toBe(200)
    expect(odd.body).toContain('<option value="" selected="">Any</option>')
    expect(leadsOn(odd.body)).toEqual(leadsOn((await get('/admin')).body))
  })

  it('restores a lead the spam trap caught and sends its notification then', async () => {
    const recording = recordingNotifications(['email'])
    await t.close()
    await db.dispose()
    db = await database.create()
    t = await createTestApp({
      repository: await db.open(),
      notifications: recording.notifications,
      now: () => new Date(clock),
      env: { ADMIN_LOCAL_HTTP: 'true' },
    })
    await t.repository.owner.createOwner(email, await hashPassword(password), new Date(clock))
    const spamId = (await t.repository.saveLead(newLead({ fullName: 'Autofilled Customer', spam: true }), [])).id
    const { cookie } = await logIn()

    const inbox = await t.app.inject({ url: '/admin', headers: { cookie } })
    expect(inbox.body).toContain('E-mail is not set up')
    expect(inbox.body).not.toContain('Autofilled Customer')
    expect((await t.app.inject({ url: '/admin?spam=1', headers: { cookie } })).body).toContain('Autofilled Customer')

    const detail = await t.app.inject({ url: `/admin/leads/${spamId}`, headers: { cookie } })
    expect(detail.body).toContain('Not spam: restore and notify')
    const restored = await t.app.inject({
      method: 'POST',
      url: `/admin/leads/${spamId}/genuine`,
      headers: { ...form, cookie },
      payload: `_csrf=${encodeURIComponent(csrfOf(detail))}`,
    })
    expect(restored.statusCode).toBe(303)
    expect((await t.repository.getLead(spamId))?.spam).toBe(false)
    await t.app.outbox.runOnce()
    expect(recording.delivered.map((delivery) => delivery.lead.fullName)).toEqual(['Autofilled Customer'])
    expect((await t.repository.owner.listAudit(1))[0]).toMatchObject({ action: 'marked_genuine', leadId: spamId })
    // Restoring twice sends nothing more.
    const again = await t.app.inject({
      method: 'POST',
      url: `/admin/leads/${spamId}/genuine`,
      headers: { ...form, cookie },
      payload: `_csrf=${encodeURIComponent(csrfOf(detail))}`,
    })
    expect(again.statusCode).toBe(404)
  })

  it("deletes a person's data only when confirmed, and the audit log keeps only the id", async () => {
    const { cookie } = await logIn()
    const detail = await t.app.inject({ url: `/admin/leads/${leadId}`, headers: { cookie } })
    const post = (payload: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/admin/leads/${leadId}/delete`,
        headers: { ...form, cookie },
        payload: new URLSearchParams({ _csrf: csrfOf(detail), ...payload }).toString(),
      })
    expect((await post({})).statusCode).toBe(422)
    expect(await t.repository.getLead(leadId)).toBeDefined()
    const deleted = await post({ confirm: 'yes' })
    expect(deleted.statusCode).toBe(200)
    expect(await t.repository.getLead(leadId)).toBeUndefined()
    expect((await t.app.inject({ url: `/admin/leads/${leadId}`, headers: { cookie } })).statusCode).toBe(404)
    const entry = (await t.repository.owner.listAudit(1))[0]
    expect(entry).toMatchObject({ action: 'lead_deleted', leadId, detail: null })
    expect(JSON.stringify(await t.repository.owner.listAudit(50))).not.toContain('Whitfield')
  })

  it('shows each notification with its last error, and re-sends one that failed for good', async () => {
    const failing = (await t.repository.saveLead(newLead({ fullName: 'Failed Delivery' }), ['email'])).id
    // The only job there is: the lead of beforeEach was saved without notifications.
    const [claimed] = await t.repository.claimJobs({ now: new Date(), limit: 10, leaseMs: 60_000, workerId: 'test' })
    await t.repository.buryJob(claimed!.id, 'test', { error: 'SMTP said <550> mailbox unavailable', now: new Date() })
    const { cookie } = await logIn()
    const inbox = (await t.app.inject({ url: '/admin', headers: { cookie } })).body.replace(/<[^>]+>/g, '')
    expect(inbox).toContain('1 notification failed for good: each lead concerned shows why under Notifications.')
    expect(inbox).toContain('press Re-send there, or send them all again on the server with')
    const detail = await t.app.inject({ url: `/admin/leads/${failing}`, headers: { cookie } })
    expect(detail.body).toContain('failed for good')
    expect(detail.body).toContain('SMTP said &lt;550&gt; mailbox unavailable')
    const resent = await t.app.inject({
      method: 'POST',
      url: `/admin/leads/${failing}/jobs/${claimed!.id}/resend`,
      headers: { ...form, cookie },
      payload: `_csrf=${encodeURIComponent(csrfOf(detail))}`,
    })
    expect(resent.statusCode).toBe(303)
    await t.app.outbox.runOnce()
    expect((await t.repository.listJobs({ leadId: failing }))[0]?.status).toBe('done')
    expect((await t.repository.owner.listAudit(1))[0]).toMatchObject({ action: 'resent', leadId: failing, detail: 'email' })
    const after = (await t.app.inject({ url: `/admin/leads/${failing}?saved=resent`, headers: { cookie } })).body
    const timeline = /<ol[^>]*aria-label="Delivery attempts, oldest first"[^>]*>(.*?)<\/ol>/s.exec(after)?.[1] ?? ''
    const entries = [...timeline.matchAll(/<li>(.*?)<\/li>/gs)].map((match) => match[1]!.replace(/<[^>]+>/g, ''))
    expect(entries).toHaveLength(2)
    expect(entries[0]).toMatch(/E-mail to the business \(attempt 1\): failedSMTP said &lt;550&gt; mailbox unavailable$/)
    expect(entries[1]).toMatch(/E-mail to the business \(attempt 1\): delivered$/)
  })

  it('warns in the inbox while notifications fail and are retried, with the last failure', async () => {
    await t.repository.saveLead(newLead({ fullName: 'Retrying', receivedAt: new Date(clock) }), ['email'])
    const [claimed] = await t.repository.claimJobs({ now: new Date(clock), limit: 10, leaseMs: 60_000, workerId: 'test' })
    await t.repository.retryJob(claimed!.id, 'test', {
      error: 'connect ECONNREFUSED 10.0.0.5:587',
      nextAttemptAt: new Date(clock + 60_000),
      now: new Date(clock),
    })
    const { cookie } = await logIn()
    const inbox = await t.app.inject({ url: '/admin', headers: { cookie } })
    expect(inbox.body).toContain('1 notification is failing and being retried. Last failure Mar 2, 2026, 9:00 AM (E-mail to the business): ')
    expect(inbox.body).toContain('connect ECONNREFUSED 10.0.0.5:587')
    clock += 25 * 3_600_000
    expect((await t.app.inject({ url: '/admin', headers: { cookie } })).body).not.toContain('failing and being retried')
  })
})
