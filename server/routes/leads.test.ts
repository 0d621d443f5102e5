import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../testing/databases.ts'
import { estimateFence } from '#lead/fence-estimate.ts'
import { leadEstimate, leadPayload } from '../testing/fixtures.ts'
import { clientKeyHeaders, createTestApp, recordingNotifications, type TestApp } from '../testing/test-app.ts'

/** The control characters the lead rules take out (tab, line feed and carriage return may stay in project details). */
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\0-\x08\v\f\x0e-\x1f\x7f]/
const textsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(textsOf) : []

const post = (t: TestApp, body: unknown, headers: Record<string, string> = clientKeyHeaders) =>
  t.app.inject({ method: 'POST', url: '/api/leads', headers, payload: typeof body === 'string' ? body : JSON.stringify(body) })

describe.each(testDatabases)('POST /api/leads on $name', (database) => {
  let db: Awaited<ReturnType<typeof database.create>>
  let t: TestApp
  let recorder: ReturnType<typeof recordingNotifications>

  beforeEach(async () => {
    db = await database.create()
    recorder = recordingNotifications(['email', 'webhook'])
    t = await createTestApp({ repository: await db.open(), notifications: recorder.notifications })
  })
  afterEach(async () => {
    await t.close()
    await db.dispose()
  })

  it('stores a valid lead, answers 201 {ok, id} and notifies once per channel', async () => {
    const payload = leadPayload({ phone: '(469) 555-0199' })
    const response = await post(t, payload)
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body).toEqual({ ok: true, id: expect.any(String) })

    // The reply came after the commit: the lead is there.
    const stored = await t.repository.getLead(body.id)
    expect(stored).toMatchObject({
      submissionId: payload.submissionId,
      spam: false,
      firstName: 'Maria',
      email: 'maria.gonzalez@example.com',
      phone: '4695550199',
      services: ['wood-fencing', 'automatic-gates'],
      page: 'Contact Us',
      formType: 'Contact Form',
      utm: { source: 'google', medium: 'cpc', campaign: 'spring-fences' },
    })

    await t.app.outbox.runOnce()
    expect(recorder.delivered.map((d) => [d.channel, d.lead.id])).toEqual([
      ['email', body.id],
      ['webhook', body.id],
    ])
  })

  it('answers a repeated submission with the same id and no second notification', async () => {
    const payload = leadPayload()
    const first = await post(t, payload)
    const again = await post(t, payload)
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())

    await t.app.outbox.runOnce()
    await post(t, payload)
    await t.app.outbox.runOnce()
    expect(recorder.delivered).toHaveLength(2)
    expect(await t.repository.listLeads()).toHaveLength(1)
  })

  it('makes one lead of a double click (both requests at once)', async () => {
    const payload = leadPayload()
    const replies = await Promise.all([post(t, payload), post(t, payload), post(t, payload)])
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 200, 201])
    expect(new Set(replies.map((r) => r.json().id)).size).toBe(1)
    expect(await t.repository.listLeads()).toHaveLength(1)
    expect(await t.repository.listJobs()).toHaveLength(2)
  })

  it('stores the city of an address typed without a suggestion, so the inbox finds it by city like the others', async () => {
    const typed = leadPayload({ address: '905 Maple Ave Unit 12, Celina, TX 75009' })
    for (const part of ['streetAddress', 'city', 'zipCode', 'state'] as const) delete typed[part]
    const response = await post(t, typed)
    expect(response.statusCode).toBe(201)
    const lead = await t.repository.getLead(response.json<{ id: string }>().id)
    expect(lead).toMatchObject({ address: '905 Maple Ave Unit 12, Celina, TX 75009', streetAddress: '', city: 'Celina', zipCode: '75009', state: 'TX' })
    expect((await t.repository.owner.listInbox({ city: 'celina' }, { limit: 10 })).leads.map((found) => found.id)).toEqual([lead!.id])
  })

  it('stores a lead whose text holds NUL and other control characters, without them', async () => {
    const payload = leadPayload({
      firstName: 'Ma\u0000ria',
      lastName: '\u0000Gonzalez\u0007',
      fullName: 'Ma\u0000ria Gonzalez',
      email: 'maria.gonzalez@example.com\u0000',
      phone: '469\u0000555\u00000199',
      address: '1200 Preston Rd,\u0000 Celina,\tTX 75009',
      city: 'Cel\u0000ina',
      projectDetails: 'Cedar fence\u0000\r\nGate:\t12 ft\u001b',
      page: 'Contact\u0000 Us',
      utm: { source: 'goo\u0000gle', medium: null, campaign: null },
    })
    const response = await post(t, payload)
    expect(response.statusCode).toBe(201)
    const stored = await t.repository.getLead(response.json().id)
    expect(stored).toMatchObject({
      spam: false,
      firstName: 'Maria',
      lastName: 'Gonzalez',
      fullName: 'Maria Gonzalez',
      email: 'maria.gonzalez@example.com',
      phone: '4695550199',
      address: '1200 Preston Rd, Celina, TX 75009',
      city: 'Celina',
      projectDetails: 'Cedar fence\r\nGate:\t12 ft',
      page: 'Contact Us',
      utm: { source: 'google', medium: null, campaign: null },
    })
    expect(textsOf(stored).filter((text) => controlCharacter.test(text))).toEqual([])
    await t.app.outbox.runOnce()
    expect(recorder.delivered.map((d) => d.lead.firstName)).toEqual(['Maria', 'Maria'])
  })

  it('stores honeypot bodies holding NUL as spam, without it', async () => {
    const valid = await post(t, leadPayload({ firstName: 'Bo\u0000t', website: 'http://spam\u0000.example' }))
    const invalid = await post(t, {
      website: '\u0000',
      firstName: 'B\u0000',
      lastName: 'x'.repeat(5000),
      email: 'no\u0000pe',
      projectDetails: 'buy\u0000\nnow',
      utm: { source: 'x\u0000' },
    })
    expect([valid.statusCode, invalid.statusCode]).toEqual([201, 201])
    const spam = await Promise.all([valid, invalid].map((response) => t.repository.getLead(response.json().id)))
    expect(spam).toMatchObject([
      { spam: true, firstName: 'Bot', fullName: 'Bot Gonzalez' },
      { spam: true, firstName: 'B', lastName: 'x'.repeat(50), email: 'nope', projectDetails: 'buy\nnow', utm: { source: 'x', medium: null, campaign: null } },
    ])
    expect(textsOf(spam).filter((text) => controlCharacter.test(text))).toEqual([])
    expect(await t.repository.listJobs()).toEqual([])
  })

  it('stores a filled honeypot as spam, answers like a lead and notifies no one', async () => {
    const response = await post(t, leadPayload({ website: 'http://cheap-pills.example' }))
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ ok: true, id: expect.any(String) })

    const invalidBot = await post(t, { website: 'x', firstName: 'B', email: 'nope' })
    expect(invalidBot.statusCode).toBe(201)
    expect(invalidBot.json()).toEqual({ ok: true, id: expect.any(String) })

    const spam = await t.repository.listLeads({ includeSpam: true })
    expect(spam.map((lead) => lead.spam)).toEqual([true, true])
    expect(spam[1]).toMatchObject({ firstName: 'B', email: 'nope', services: [] })
    expect(await t.repository.listJobs()).toEqual([])
    expect(await t.repository.listLeads()).toEqual([])
  })

  it('answers 409 to a submission id sent again with other content, and keeps the first lead as it was', async () => {
    const payload = leadPayload({ estimate: leadEstimate() })
    const first = await post(t, payload)
    const changed = await post(t, { ...payload, projectDetails: 'Something else entirely', email: 'other.person@example.com' })
    expect([first.statusCode, changed.statusCode]).toEqual([201, 409])
    expect(changed.json()).toEqual({ ok: false, reason: expect.stringMatching(/submission id/i) })
    // The same content again is still the retry it always was.
    expect((await post(t, payload)).statusCode).toBe(200)
    const [stored, ...others] = await t.repository.listLeads()
    expect(others).toEqual([])
    expect(stored).toMatchObject({ id: first.json().id, email: 'maria.gonzalez@example.com', projectDetails: payload.projectDetails })
    expect(await t.repository.listJobs()).toHaveLength(2)
  })

  it('builds the full name from the first and last names, whatever fullName says', async () => {
    const response = await post(t, leadPayload({ fullName: 'URGENT: call 900-555-0100 now' }))
    expect(response.statusCode).toBe(201)
    expect(await t.repository.getLead(response.json().id)).toMatchObject({ firstName: 'Maria', lastName: 'Gonzalez', fullName: 'Maria Gonzalez' })
    const spam = await post(t, leadPayload({ firstName: 'Bot', fullName: 'Anything at all', website: 'http://spam.example' }))
    expect(await t.repository.getLead(spam.json().id)).toMatchObject({ spam: true, fullName: 'Bot Gonzalez' })
  })

  it('stores text without bidi overrides, zero-width or C1 control characters, normalised to NFC', async () => {
    const response = await post(
      t,
      leadPayload({
        firstName: 'Jose\u0301\u200B',
        lastName: '\u202EzelaznoG\u202C',
        address: '1200 Preston\u0085 Rd, Celina, TX 75009\u2066',
        projectDetails: 'Cedar\u00a0fence\u200D\nGate\u009b31m',
      }),
    )
    expect(response.statusCode).toBe(201)
    expect(await t.repository.getLead(response.json().id)).toMatchObject({
      firstName: 'Jos\u00e9',
      lastName: 'zelaznoG',
      fullName: 'Jos\u00e9 zelaznoG',
      address: '1200 Preston Rd, Celina, TX 75009',
      projectDetails: 'Cedar\u00a0fence\nGate31m',
    })
  })

  it("stores the server's estimate for the inputs, not the range the browser sent", async () => {
    const sent = { ...leadEstimate({ sidesFeet: [100, 50] }), range: { low: 1, high: 2 } }
    const response = await post(t, leadPayload({ estimate: sent }))
    expect(response.statusCode).toBe(201)
    const stored = await t.repository.getLead(response.json().id)
    const expected = estimateFence(sent.inputs)!
    expect(expected.range.low).toBeGreaterThan(1000)
    expect(stored?.estimate).toEqual(expected)
  })

  it('past the notification cap per minute and per day, still stores and answers each lead, only without notifications', async () => {
    await t.close()
    let clock = Date.parse('2026-03-02T15:00:00.000Z')
    t = await createTestApp({
      repository: await db.open(),
      notifications: recorder.notifications,
      env: { LEAD_CAP_PER_MINUTE: '3', LEAD_CAP_PER_DAY: '5' },
      now: () => new Date(clock),
    })
    const fromAddress = (n: number, payload = leadPayload()) =>
      t.app.inject({ method: 'POST', url: '/api/leads', headers: clientKeyHeaders, payload: JSON.stringify(payload), remoteAddress: `10.0.0.${n}` })
    const jobsOf = async (id: string) => (await t.repository.listJobs({ leadId: id })).map((job) => job.channel).sort()
    const send = async (n: number) => {
      const response = await fromAddress(n)
      expect(response.statusCode).toBe(201)
      expect(response.json()).toEqual({ ok: true, id: expect.any(String) })
      return response.json().id as string
    }

    // A repeat is the stored lead again: 200, and it does not use a place.
    const repeated = leadPayload()
    const first = await fromAddress(1, repeated)
    expect(first.statusCode).toBe(201)
    const again = await fromAddress(2, repeated)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    // A honeypot body is answered like a lead, as always: it is never notified, so it does not count.
    expect((await post(t, leadPayload({ website: 'http://spam.example' }))).statusCode).toBe(201)

    const withinMinute = [first.json().id as string, await send(3), await send(4)]
    const pastMinute = [await send(5), await send(6)]
    for (const id of withinMinute) expect(await jobsOf(id)).toEqual(['email', 'webhook'])
    for (const id of pastMinute) expect(await jobsOf(id)).toEqual([])
    // A repeat past the cap is still answered as the stored lead, and queues nothing.
    expect((await fromAddress(7, repeated)).statusCode).toBe(200)
    expect(await jobsOf(first.json().id)).toEqual(['email', 'webhook'])

    clock += 61_000
    const withinDay = [await send(21), await send(22)]
    const pastDay = await send(23)
    for (const id of withinDay) expect(await jobsOf(id)).toEqual(['email', 'webhook'])
    expect(await jobsOf(pastDay)).toEqual([])
    expect(t.logs()).toContain('notification cap reached: lead stored without notifications')
    expect(t.logs()).toMatch(/"lastMinute":2,"lastDay":5,"perMinute":3,"perDay":5/)

    // Every genuine lead answered 201 was stored, past the cap or not.
    const stored = (await t.repository.listLeads()).map((lead) => lead.id).sort()
    expect(stored).toEqual([...withinMinute, ...pastMinute, ...withinDay, pastDay].sort())
    expect(await t.repository.listJobs()).toHaveLength(2 * 5)

    clock += 24 * 3_600_000
    expect(await jobsOf(await send(40))).toEqual(['email', 'webhook'])

    // The leads past the cap, and only they (not the honeypot body, not the repeat), wait for one digest.
    const digest = await t.repository.queueDigest(new Date(clock), 15 * 60_000)
    expect(digest?.leads).toBe(3)
    const listed = await t.repository.digestLeads(digest!.jobId, 50)
    expect(listed.leads.map((lead) => lead.id).sort()).toEqual([...pastMinute, pastDay].sort())
  })
})

describe('POST /api/leads refusals', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await createTestApp()
  })
  afterEach(() => t.close())

  it('answers 401 without the client key or with a wrong one', async () => {
    for (const headers of [{ 'content-type': 'application/json' }, { ...clientKeyHeaders, 'x-client-key': 'public-demo-client-kez' }]) {
      const response = await post(t, leadPayload(), headers)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ ok: false, reason: 'Missing or invalid client key' })
    }
    expect(await t.repository.listLeads({ includeSpam: true })).toEqual([])
  })

  it('answers 422 naming the first problem, with the form schema messages', async () => {
    const cases: Array<[unknown, string]> = [
      [leadPayload({ email: 'maria-at-example' }), 'email: Please enter a valid email address'],
      [leadPayload({ consent: false as true }), 'consent: Please agree to be contacted.'],
      [leadPayload({ servicesNeeded: [] }), 'servicesNeeded: Please select at least one service'],
      [leadPayload({ submissionId: 'not-a-uuid' }), 'submissionId: Invalid UUID'],
      [{ ...leadPayload(), firstName: undefined }, 'firstName: First name must be at least 2 characters'],
      [leadPayload({ firstName: 'x'.repeat(12_000) }), 'firstName: First name must be at most 50 characters'],
      [leadPayload({ email: `${'m'.repeat(250)}@example.com` }), 'email: Email address must be at most 254 characters'],
      [leadPayload({ projectDetails: 'Cedar privacy fence. '.repeat(100) }), 'projectDetails: Project details must be at most 2,000 characters'],
      [[1, 2], 'Invalid input: expected object, received array'],
    ]
    for (const [body, reason] of cases) {
      const response = await post(t, body)
      expect(response.statusCode).toBe(422)
      expect(response.json()).toEqual({ ok: false, reason })
    }
    expect(await t.repository.listLeads({ includeSpam: true })).toEqual([])
  })

  it('answers 413 for a body over 16 KB', async () => {
    const response = await post(t, leadPayload({ projectDetails: 'x'.repeat(17 * 1024) }))
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ ok: false, reason: 'Request body is too large (16 KB at most)' })
  })

  it('answers JSON errors for a body that is not JSON, is malformed or is empty', async () => {
    const plain = await post(t, 'firstName=Maria', { ...clientKeyHeaders, 'content-type': 'text/plain' })
    expect(plain.statusCode).toBe(415)
    expect(plain.json()).toEqual({ ok: false, reason: 'Content-Type must be application/json' })

    const malformed = await post(t, '{"firstName": "Maria", "email": "maria.secret@example.com"')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toEqual({ ok: false, reason: 'Request body is not valid JSON' })
    expect(t.logs()).not.toContain('maria.secret')

    const empty = await post(t, '')
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toMatchObject({ ok: false })
  })

  it('answers 429 past the per-IP rate limit', async () => {
    await t.close()
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW: '1m' } })
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await post(t, leadPayload())).statusCode)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    const limited = await post(t, leadPayload())
    expect(limited.json()).toEqual({ ok: false, reason: expect.stringMatching(/^Rate limit exceeded/) })
    expect(limited.headers['retry-after']).toBeDefined()

    const otherIp = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: clientKeyHeaders,
      payload: JSON.stringify(leadPayload()),
      remoteAddress: '10.1.2.3',
    })
    expect(otherIp.statusCode).toBe(201)
  })

  it('answers 405 to other methods on the lead path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/leads' })
    expect(response.statusCode).toBe(405)
    expect(response.json()).toEqual({ ok: false, reason: 'Use POST' })
  })

  it('answers 500 {ok: false} when the lead cannot be stored, and never ok', async () => {
    t.repository.saveLead = async () => {
      throw new Error('disk I/O error')
    }
    const response = await post(t, leadPayload())
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ ok: false, reason: 'Internal server error' })
  })

  it('allows the configured origins, with the client key header, in CORS preflight', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/leads',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-client-key' },
      })
    const allowed = await preflight('https://www.lonestarfenceworks.example')
    expect(allowed.statusCode).toBe(204)
    expect(allowed.headers['access-control-allow-origin']).toBe('https://www.lonestarfenceworks.example')
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain('x-client-key')
    expect(allowed.headers['access-control-allow-methods']).toContain('POST')

    const local = await preflight('http://localhost:3000')
    expect(local.headers['access-control-allow-origin']).toBe('http://localhost:3000')

    const foreign = await preflight('https://evil.example')
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined()

    const posted = await post(t, leadPayload(), { ...clientKeyHeaders, origin: 'https://www.lonestarfenceworks.example' })
    expect(posted.headers['access-control-allow-origin']).toBe('https://www.lonestarfenceworks.example')
  })

  it('sends security headers with API replies', async () => {
    const response = await post(t, leadPayload())
    expect(response.headers['content-security-policy']).toContain("default-src 'self'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['strict-transport-security']).toBeDefined()
  })

  it('logs lead ids and never what the visitor typed', async () => {
    const payload = leadPayload({
      firstName: 'Zebulon',
      lastName: 'Quixote',
      fullName: 'Zebulon Quixote',
      email: 'zebulon.q@example.com',
      phone: '9725550123',
      address: '77 Secret Hollow Ln, Prosper, TX',
    })
    const { id } = (await post(t, payload)).json()
    await post(t, { ...payload, email: 'broken-zebulon' })
    const logs = t.logs()
    expect(logs).toContain(id)
    for (const secret of ['Zebulon', 'Quixote', 'zebulon', '9725550123', 'Secret Hollow', 'public-demo-client-key']) {
      expect(logs).not.toContain(secret)
    }
  })
})
