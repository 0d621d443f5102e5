import type { LightMyRequestResponse } from 'fastify'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runLeadsCli } from '../cli/leads.ts'
import { testDatabases } from '../testing/databases.ts'
import { newLead } from '../testing/fixtures.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { loginThrottle, unknownAddress } from './login-throttle.ts'
import type * as passwords from './passwords.ts'
import { dummyHash, hashPassword, verifyPassword } from './passwords.ts'
import { cookieOf, csrfOf } from '../testing/inbox-forms.ts'

// The real argon2 verification, counted: every sign-in branch must run it, account or not.
vi.mock('./passwords.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof passwords>()
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) }
})

const email = 'owner@example.com'
const password = 'correct horse battery staple'
const form = { 'content-type': 'application/x-www-form-urlencoded' }
/** What a browser sends with a navigation or a form post from the inbox's own pages. */
const browser = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'user-agent': 'Mozilla/5.0 (Test)' }
/** A client at `ip`, through the one proxy in front (TRUST_PROXY=1), over HTTPS. */
const from = (ip: string) => ({ ...browser, 'x-forwarded-for': ip, 'x-forwarded-proto': 'https' })
const home = '198.51.100.7'
const stranger = '203.0.113.50'

/** A sign-in page as shown, without what differs from one request to the next (the form token, the typed address). */
const shown = (response: LightMyRequestResponse, typed: string) => response.body.replace(csrfOf(response), 'TOKEN').replaceAll(typed, 'TYPED')

describe.each(testDatabases)('owner sign-in on $name', (database) => {
  let db: Awaited<ReturnType<typeof database.create>>
  let t: TestApp
  let clock: number
  let ownerHash: string

  beforeEach(async () => {
    clock = Date.parse('2026-03-02T15:00:00.000Z')
    db = await database.create()
    t = await createTestApp({ repository: await db.open(), now: () => new Date(clock), env: { TRUST_PROXY: '1' } })
    ownerHash = await hashPassword(password)
    await t.repository.owner.createOwner(email, ownerHash, new Date(clock))
    vi.mocked(verifyPassword).mockClear()
  })
  afterEach(async () => {
    await t.close()
    await db.dispose()
  })

  async function logIn(ip: string, account = email, secret = password) {
    const loginPage = await t.app.inject({ url: '/admin/login', headers: { ...from(ip), 'sec-fetch-site': 'none' } })
    const cookie = cookieOf(loginPage)
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin/login',
      headers: { ...form, ...from(ip), cookie },
      payload: new URLSearchParams({ _csrf: csrfOf(loginPage), email: account, password: secret, returnTo: '/admin' }).toString(),
    })
    return { response, cookie: response.statusCode === 303 ? cookieOf(response) : cookie }
  }

  it('throttles one address from one network after 5 attempts, and never refuses the owner elsewhere or after the window', async () => {
    for (let i = 0; i < loginThrottle.attempts; i++) expect((await logIn(stranger, email, `guess ${i}`)).response.statusCode).toBe(401)
    const throttled = await logIn(stranger, email, 'another guess')
    expect(throttled.response.statusCode).toBe(429)
    expect(throttled.response.body).toContain(`Too many sign-in attempts for this address from your network. Try again in ${loginThrottle.minutes} minutes.`)
    expect(throttled.response.headers['retry-after']).toBe(String(loginThrottle.minutes * 60))
    // The right password from that network waits out the window too: it cannot be told apart from a guess.
    expect((await logIn(stranger)).response.statusCode).toBe(429)

    // The owner at home is not refused, and can keep signing in while the stranger is throttled.
    const owner = await logIn(home)
    expect(owner.response.statusCode).toBe(303)
    expect((await t.app.inject({ url: '/admin', headers: { ...from(home), cookie: owner.cookie } })).statusCode).toBe(200)
    expect((await logIn(home)).response.statusCode).toBe(303)

    clock += loginThrottle.minutes * 60_000 + 1000
    expect((await logIn(stranger)).response.statusCode).toBe(303)
    // No account lock anywhere: the attempts of that window were only the stranger network's.
    expect((await t.repository.owner.listAudit(20)).map((entry) => entry.action)).not.toContain('account_locked')
  })

  it('answers an address with control characters (NUL, which PostgreSQL cannot compare) as a wrong one, never 500', async () => {
    expect((await logIn('203.0.113.7', `${email}\u0000`, 'wrong password here')).response.statusCode).toBe(401)
    expect((await logIn('203.0.113.7', `\u0000${email}`)).response.statusCode).toBe(303)
  })

  it('counts parallel wrong attempts one by one', async () => {
    const parallel = await Promise.all(Array.from({ length: 10 }, (_, i) => logIn(stranger, email, `parallel guess ${i}`)))
    const statuses = parallel.map(({ response }) => response.statusCode).sort()
    // Ten attempts counted: five were checked, the five beyond the limit were throttled.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429])
    expect((await logIn(stranger)).response.statusCode).toBe(429)
  })

  it('npm run leads -- unlock clears the attempts of an address, from every network', async () => {
    for (let i = 0; i <= loginThrottle.attempts; i++) await logIn(stranger, email, `guess ${i}`)
    expect((await logIn(stranger)).response.statusCode).toBe(429)
    let stdout = ''
    const code = await runLeadsCli(
      ['unlock', 'Owner@Example.com'],
      { stdout: (text) => (stdout += text), stderr: () => {} },
      { env: {}, repository: t.repository },
    )
    expect(code).toBe(0)
    expect(stdout).toBe('owner@example.com: sign-in attempts from 1 network(s) cleared\n')
    expect((await logIn(stranger)).response.statusCode).toBe(303)
  })

  it('answers an unknown address as a wrong password: same status, page and argon2 work, throttled alike', async () => {
    const unknown = 'nobody@example.com'
    for (let i = 0; i < loginThrottle.attempts; i++) {
      const wrong = await logIn(stranger, email, 'wrong password')
      const nobody = await logIn(stranger, unknown, 'wrong password')
      expect(nobody.response.statusCode).toBe(401)
      expect(wrong.response.statusCode).toBe(401)
      expect(shown(nobody.response, unknown)).toBe(shown(wrong.response, email))
      expect(nobody.response.body).toContain('The e-mail address or password is not right.')
    }
    const wrong = await logIn(stranger, email, 'wrong password')
    const nobody = await logIn(stranger, unknown, 'wrong password')
    expect(nobody.response.statusCode).toBe(429)
    expect(wrong.response.statusCode).toBe(429)
    expect(shown(nobody.response, unknown)).toBe(shown(wrong.response, email))

    // One argon2 verification per attempt in every branch, throttled ones included: the account's
    // hash for the owner's address, the dummy hash (same cost) for the unknown one.
    const calls = vi.mocked(verifyPassword).mock.calls
    expect(calls).toHaveLength(2 * (loginThrottle.attempts + 1))
    const dummy = await dummyHash()
    expect(calls.filter(([hash]) => hash === ownerHash)).toHaveLength(loginThrottle.attempts + 1)
    expect(calls.filter(([hash]) => hash === dummy)).toHaveLength(loginThrottle.attempts + 1)
    expect(dummy).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=4\$/)
    expect(ownerHash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=4\$/)
  })

  it('a request in flight when the owner signs out or sessions are revoked does not bring the session back', async () => {
    const leadId = (await t.repository.saveLead(newLead({ receivedAt: new Date(clock) }), [])).id
    const store = t.repository.owner
    const getInboxLead = store.getInboxLead.bind(store)

    for (const end of ['revoke', 'sign out'] as const) {
      const { cookie } = await logIn(home)
      const inbox = await t.app.inject({ url: '/admin', headers: { ...from(home), cookie } })
      expect(inbox.statusCode).toBe(200)
      // Hold the lead page's request after its session check, until the session has ended.
      let reached!: () => void
      let release!: () => void
      const atGate = new Promise<void>((resolve) => (reached = resolve))
      const gate = new Promise<void>((resolve) => (release = resolve))
      store.getInboxLead = async (id) => {
        reached()
        await gate
        return getInboxLead(id)
      }
      const inFlight = t.app.inject({ url: `/admin/leads/${leadId}`, headers: { ...from(home), cookie } })
      await atGate
      if (end === 'revoke') {
        const code = await runLeadsCli(['sessions', 'revoke', email], { stdout: () => {}, stderr: () => {} }, { env: {}, repository: t.repository })
        expect(code).toBe(0)
      } else {
        const out = await t.app.inject({
          method: 'POST',
          url: '/admin/logout',
          headers: { ...form, ...from(home), cookie },
          payload: `_csrf=${encodeURIComponent(csrfOf(inbox))}`,
        })
        expect(out.statusCode).toBe(303)
      }
      release()
      expect((await inFlight).statusCode).toBe(200)
      store.getInboxLead = getInboxLead

      const sessionId = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0]!
      expect(await store.getSession(sessionId, new Date(clock)), end).toBeUndefined()
      const after = await t.app.inject({ url: '/admin', headers: { ...from(home), cookie } })
      expect(after.statusCode, end).toBe(401)
    }
  })

  it('audits the client address and user agent, never a typed address that is no account, and who viewed a lead', async () => {
    const typedPassword = 'my-secret-password-42'
    const long = `Mozilla/5.0\t${'x'.repeat(500)}`
    const loginPage = await t.app.inject({ url: '/admin/login', headers: { ...from(stranger), 'user-agent': long } })
    await t.app.inject({
      method: 'POST',
      url: '/admin/login',
      headers: { ...form, ...from(stranger), 'user-agent': long, cookie: cookieOf(loginPage) },
      payload: new URLSearchParams({ _csrf: csrfOf(loginPage), email: typedPassword, password: 'x' }).toString(),
    })
    await logIn(stranger, email, 'wrong password')
    const { cookie } = await logIn(home)
    const leadId = (await t.repository.saveLead(newLead({ receivedAt: new Date(clock) }), [])).id
    expect((await t.app.inject({ url: `/admin/leads/${leadId}`, headers: { ...from(home), cookie } })).statusCode).toBe(200)

    const entries = await t.repository.owner.listAudit(10)
    expect(JSON.stringify(entries)).not.toContain(typedPassword)
    expect(entries.map(({ at: _at, ...entry }) => entry)).toEqual([
      { actor: email, action: 'lead_viewed', leadId, detail: null, client: home, userAgent: browser['user-agent'] },
      { actor: email, action: 'login', leadId: null, detail: null, client: home, userAgent: browser['user-agent'] },
      { actor: email, action: 'login_failed', leadId: null, detail: null, client: stranger, userAgent: browser['user-agent'] },
      { actor: unknownAddress, action: 'login_failed', leadId: null, detail: null, client: stranger, userAgent: `Mozilla/5.0 ${'x'.repeat(188)}` },
    ])
  })
})
