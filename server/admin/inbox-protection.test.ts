import path from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import pg from 'pg'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadServerConfig } from '../config.ts'
import { summaryText } from '../notifications/daily-summary.ts'
import { openSqlite } from '../storage/node-sqlite.ts'
import { testDatabases, type CreatedDatabase } from '../testing/databases.ts'
import { newLead } from '../testing/fixtures.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { anonymousRateLimit } from './owner-auth.tsx'
import { hashPassword } from './passwords.ts'
import { alertPaths, inboxStylesheet } from './web-app.ts'
import { csrfOf } from '../testing/inbox-forms.ts'
import { inboxRoutes } from '../testing/inbox-routes.ts'
import { pageDocument } from '../testing/page-text.ts'

/*
 * The inbox against a stranger on the internet and against script on the public site (issue 30):
 * its own Content-Security-Policy, Fetch Metadata, its own host name, no database write before a
 * sign-in, a rate limit for anonymous requests, and a schema on every route.
 */

const email = 'owner@example.com'
const password = 'correct horse battery staple'
const form = { 'content-type': 'application/x-www-form-urlencoded' }
/** What a browser sends when the owner opens an address (link, bookmark, typed). */
const navigation = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }
/** What `fetch()` from a page of the same origin sends. */
const sameOriginFetch = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' }

/** The name=value pairs a response sets, added to those a browser already holds. */
function jar(previous: string, response: LightMyRequestResponse): string {
  const cookies = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0]!, pair] as const),
  )
  for (const header of [response.headers['set-cookie'] ?? []].flat()) {
    const pair = String(header).split(';')[0]!
    const [name, value] = pair.split('=')
    if (value) cookies.set(name!, pair)
    else cookies.delete(name!)
  }
  return [...cookies.values()].join('; ')
}

/** Runs one query against the test database directly, not through the store under test. */
async function query<T>(db: CreatedDatabase, sql: { sqlite: string; postgres: string }): Promise<T[]> {
  if (db.serverEnv.DATABASE_URL) {
    const client = new pg.Client({ connectionString: db.serverEnv.DATABASE_URL })
    await client.connect()
    try {
      return (await client.query(sql.postgres)).rows as T[]
    } finally {
      await client.end()
    }
  }
  const sqlite = openSqlite(path.join(db.serverEnv.DATA_DIR!, 'leads.db'), { readonly: true })
  try {
    return sqlite.prepare(sql.sqlite).all() as T[]
  } finally {
    sqlite.close()
  }
}

const sessionRows = async (db: CreatedDatabase) =>
  Number(
    (
      await query<{ count: number | string }>(db, {
        sqlite: 'SELECT count(*) AS count FROM owner_sessions',
        postgres: 'SELECT count(*) AS count FROM owner_sessions',
      })
    )[0]!.count,
  )

describe.each(testDatabases)('the inbox on $name', (database) => {
  let db: CreatedDatabase
  let t: TestApp
  let leadId: string

  async function start(env: Record<string, string> = {}) {
    db = await database.create()
    t = await createTestApp({ repository: await db.open(), env: { ADMIN_LOCAL_HTTP: 'true', ...env } })
    await t.repository.owner.createOwner(email, await hashPassword(password), new Date())
    leadId = (await t.repository.saveLead(newLead({ fullName: 'Dana Whitfield' }), [])).id
  }
  beforeEach(() => start())
  afterEach(async () => {
    await t.close()
    await db.dispose()
  })

  /** Signs in as a browser would: the sign-in page, then its form. The cookies a browser would hold after. */
  async function signIn(headers: Record<string, string> = {}) {
    const loginPage = await t.app.inject({ url: '/admin/login', headers })
    let cookies = jar('', loginPage)
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin/login',
      headers: { ...headers, ...form, cookie: cookies },
      payload: new URLSearchParams({ _csrf: csrfOf(loginPage), email, password, returnTo: '/admin' }).toString(),
    })
    expect(response.statusCode).toBe(303)
    cookies = jar(cookies, response)
    return cookies
  }

  describe('Content-Security-Policy', () => {
    it('gives every /admin response a strict policy of its own, and the public pages keep the site’s', async () => {
      const policy = (response: LightMyRequestResponse) => String(response.headers['content-security-policy'])
      const cookies = await signIn()
      const responses = [
        await t.app.inject({ url: '/admin/login' }),
        await t.app.inject({ url: `/admin/leads/${leadId}` }),
        await t.app.inject({ url: '/admin', headers: { cookie: cookies } }),
        await t.app.inject({ url: alertPaths.serviceWorker }),
        await t.app.inject({ url: alertPaths.pageScript }),
        await t.app.inject({ url: alertPaths.manifest }),
        await t.app.inject({ url: '/admin/icons/icon-192.png' }),
        await t.app.inject({ url: '/admin/no-such-page' }),
      ]
      for (const response of responses) {
        const csp = policy(response)
        const directives = Object.fromEntries(
          csp
            .split(';')
            .map((part) => part.trim().split(/\s+/) as [string, ...string[]])
            .map(([name, ...values]) => [name, values]),
        )
        expect(directives).toEqual({
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'worker-src': ["'self'"],
          'manifest-src': ["'self'"],
          'frame-ancestors': ["'none'"],
          'base-uri': ["'none'"],
          'object-src': ["'none'"],
          'form-action': ["'self'", 'tel:', 'sms:', 'mailto:'],
        })
        expect(response.headers['x-frame-options']).toBe('DENY')
      }
      const home = await t.app.inject({ url: '/' })
      expect(policy(home)).toContain("script-src 'self' 'unsafe-inline'")
      expect(policy(home)).toContain('https://www.googletagmanager.com')
      expect(home.headers['x-frame-options']).toBe('SAMEORIGIN')
    })

    it('applies to an address written in another way that reaches the same route', async () => {
      const response = await t.app.inject({ url: '/%61dmin/login' })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self';/)
    })
  })

  it('links a stylesheet of its own, served as a file of the built site', async () => {
    const login = await t.app.inject({ url: '/admin/login' })
    expect(pageDocument(login.body).querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(inboxStylesheet)
    const sheet = await t.app.inject({
      url: inboxStylesheet,
      headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'style' },
    })
    expect(sheet.statusCode).toBe(200)
    expect(sheet.headers['content-type']).toMatch(/^text\/css/)
  })

  describe('Fetch Metadata', () => {
    it('refuses every cross-site request, before the session or the database is touched', async () => {
      const cookies = await signIn()
      const crossSite = { 'sec-fetch-site': 'cross-site' }
      const requests = [
        { url: '/admin', headers: { ...crossSite, 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image', cookie: cookies } },
        { url: '/admin/leads.csv', headers: { ...crossSite, 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', cookie: cookies } },
        { url: alertPaths.serviceWorker, headers: { ...crossSite, 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'script' } },
        { url: '/admin/icons/icon-192.png', headers: { ...crossSite, 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' } },
        {
          method: 'POST' as const,
          url: `/admin/leads/${leadId}/status`,
          headers: { ...crossSite, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', ...form, cookie: cookies },
          payload: 'status=won',
        },
        {
          method: 'POST' as const,
          url: '/admin/login',
          headers: { ...crossSite, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', ...form },
          payload: `email=${email}&password=x`,
        },
      ]
      for (const request of requests) {
        const response = await t.app.inject(request)
        expect(response.statusCode, request.url).toBe(403)
        expect(response.body).not.toContain('Dana Whitfield')
        expect(response.headers['set-cookie'], request.url).toBeUndefined()
      }
      expect((await t.repository.owner.getInboxLead(leadId))?.lead.status).toBe('new')
      expect((await t.repository.owner.listAudit(10)).map((entry) => entry.action)).toEqual(['login'])
    })

    it('answers a link followed from another site (webmail) with a link to open the inbox from here', async () => {
      const response = await t.app.inject({
        url: `/admin/leads/${leadId}?saved=note`,
        headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
      })
      expect(response.statusCode).toBe(403)
      expect(response.body).toContain(`href="/admin/leads/${leadId}?saved=note"`)
    })

    it('refuses a same-origin script that reads an inbox page, the export, or frames a page', async () => {
      const cookies = await signIn()
      const fetched = [
        { url: '/admin/leads.csv', headers: sameOriginFetch },
        { url: '/admin', headers: sameOriginFetch },
        { url: `/admin/leads/${leadId}`, headers: sameOriginFetch },
        { url: '/admin/login', headers: sameOriginFetch },
        { url: '/admin', headers: { ...navigation, 'sec-fetch-dest': 'iframe' } },
        { url: '/admin/leads.csv', headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'script' } },
      ]
      for (const { url, headers } of fetched) {
        const response = await t.app.inject({ url, headers: { ...headers, cookie: cookies } })
        expect(response.statusCode, `${url} ${headers['sec-fetch-dest']}`).toBe(403)
        expect(response.body).not.toContain('Dana Whitfield')
        expect(response.body).not.toContain('name="_csrf"')
      }
      // A form post sent by script (fetch with a form body) is not a navigation either.
      const detail = await t.app.inject({ url: `/admin/leads/${leadId}`, headers: { ...navigation, cookie: cookies } })
      expect(detail.statusCode).toBe(200)
      const scripted = await t.app.inject({
        method: 'POST',
        url: `/admin/leads/${leadId}/delete`,
        headers: { ...sameOriginFetch, ...form, cookie: cookies },
        payload: new URLSearchParams({ _csrf: csrfOf(detail), confirm: 'yes' }).toString(),
      })
      expect(scripted.statusCode).toBe(403)
      expect(await t.repository.getLead(leadId)).toBeDefined()
      expect((await t.repository.owner.listAudit(10)).map((entry) => entry.action)).not.toContain('lead_deleted')
    })

    it('lets navigations, form posts, the export and the inbox’s own files and script through', async () => {
      const cookies = await signIn(navigation)
      const inbox = await t.app.inject({ url: '/admin?q=Whitfield', headers: { ...navigation, cookie: cookies } })
      expect(inbox.statusCode).toBe(200)
      expect(inbox.body).toContain('Dana Whitfield')
      expect((await t.app.inject({ url: '/admin/leads.csv', headers: { ...navigation, cookie: cookies } })).statusCode).toBe(200)
      const status = await t.app.inject({
        method: 'POST',
        url: `/admin/leads/${leadId}/status`,
        headers: { ...navigation, ...form, cookie: cookies },
        payload: new URLSearchParams({ _csrf: csrfOf(inbox), status: 'won' }).toString(),
      })
      expect(status.statusCode).toBe(303)
      // Opened from a bookmark, the home screen or a typed address.
      expect((await t.app.inject({ url: '/admin', headers: { ...navigation, 'sec-fetch-site': 'none', cookie: cookies } })).statusCode).toBe(200)

      const files = [
        { url: alertPaths.serviceWorker, mode: 'same-origin', dest: 'serviceworker' },
        { url: alertPaths.manifest, mode: 'cors', dest: 'manifest' },
        { url: alertPaths.pageScript, mode: 'no-cors', dest: 'script' },
      ]
      for (const { url, mode, dest } of files) {
        const response = await t.app.inject({ url, headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': mode, 'sec-fetch-dest': dest } })
        expect(response.statusCode, url).toBe(200)
      }

      // The alerts script's JSON posts are same-origin fetches; from a sibling host (same-site) they are refused.
      const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/device-1', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } }
      const subscribe = (site: string) =>
        t.app.inject({
          method: 'POST',
          url: alertPaths.subscribe,
          headers: { ...sameOriginFetch, 'sec-fetch-site': site, 'content-type': 'application/json', cookie: cookies },
          payload: JSON.stringify({ _csrf: csrfOf(inbox), subscription }),
        })
      expect((await subscribe('same-site')).statusCode).toBe(403)
      expect((await subscribe('same-origin')).statusCode).toBe(201)
    })

    it('lets requests without Fetch Metadata through (older browsers, command-line tools)', async () => {
      const cookies = await signIn()
      const csv = await t.app.inject({ url: '/admin/leads.csv', headers: { cookie: cookies } })
      expect(csv.statusCode).toBe(200)
      expect(csv.body).toContain(leadId)
    })
  })

  describe('no database write before a sign-in', () => {
    it('answers 50 anonymous requests without creating a session row, then signs in, posts and signs out', async () => {
      for (let i = 0; i < 50; i++) {
        const url = ['/admin', '/admin/login', '/admin/leads/x'][i % 3]!
        const response = await t.app.inject({ url })
        expect(response.statusCode).toBe(url === '/admin/login' ? 200 : 401)
        expect(csrfOf(response)).not.toBe('')
      }
      expect(await sessionRows(db)).toBe(0)

      const cookies = await signIn()
      expect(await sessionRows(db)).toBe(1)
      expect(cookies).toMatch(/owner_session=/)
      const detail = await t.app.inject({ url: `/admin/leads/${leadId}`, headers: { cookie: cookies } })
      const note = await t.app.inject({
        method: 'POST',
        url: `/admin/leads/${leadId}/notes`,
        headers: { ...form, cookie: cookies },
        payload: new URLSearchParams({ _csrf: csrfOf(detail), text: 'Called back' }).toString(),
      })
      expect(note.statusCode).toBe(303)
      const forged = await t.app.inject({
        method: 'POST',
        url: `/admin/leads/${leadId}/notes`,
        headers: { ...form, cookie: cookies },
        payload: new URLSearchParams({ _csrf: 'forged', text: 'Forged' }).toString(),
      })
      expect(forged.statusCode).toBe(403)
      const out = await t.app.inject({
        method: 'POST',
        url: '/admin/logout',
        headers: { ...form, cookie: cookies },
        payload: `_csrf=${encodeURIComponent(csrfOf(detail))}`,
      })
      expect(out.statusCode).toBe(303)
      expect(await sessionRows(db)).toBe(0)
      expect((await t.app.inject({ url: '/admin', headers: { cookie: cookies } })).statusCode).toBe(401)
      expect((await t.repository.owner.getInboxLead(leadId))?.notes.map((entry) => entry.text)).toEqual(['Called back'])
    })

    it('keeps the form secret in a signed cookie of the inbox: HttpOnly, SameSite=Strict, Secure over HTTPS, renewed at sign-in', async () => {
      const https = await createTestApp({ env: { TRUST_PROXY: '1' } })
      try {
        const loginPage = await https.app.inject({ url: '/admin/login', headers: { 'x-forwarded-proto': 'https' } })
        const cookie = [loginPage.headers['set-cookie']].flat().find((header) => String(header).startsWith('owner_csrf='))
        expect(cookie).toMatch(/^owner_csrf=[^;]+\.[^;.]+; Path=\/admin; HttpOnly; Secure; SameSite=Strict$/)
      } finally {
        await https.close()
      }
      const loginPage = await t.app.inject({ url: '/admin/login' })
      const before = jar('', loginPage)
      // A token the page showed before the sign-in is worth nothing after it.
      const cookies = await signIn()
      const secret = (jar: string) => /owner_csrf=([^;]+)/.exec(jar)?.[1]
      expect(secret(cookies)).toBeDefined()
      expect(secret(cookies)).not.toBe(secret(before))
      // A secret that is not signed by the server is not one.
      const unsigned = cookies.replace(/owner_csrf=[^;]+/, 'owner_csrf=chosen-by-attacker')
      const page = await t.app.inject({ url: `/admin/leads/${leadId}`, headers: { cookie: unsigned } })
      const post = await t.app.inject({
        method: 'POST',
        url: `/admin/leads/${leadId}/notes`,
        headers: { ...form, cookie: unsigned },
        payload: new URLSearchParams({ _csrf: csrfOf(page), text: 'x' }).toString(),
      })
      expect(post.statusCode).toBe(403)
    })

    it('limits anonymous requests per address with a small page saying so, not the signed-in owner', async () => {
      const cookies = await signIn()
      // Two of the budget went to the sign-in.
      for (let i = 2; i < anonymousRateLimit.max; i++) expect((await t.app.inject({ url: '/admin/login' })).statusCode).toBe(200)
      const limited = await t.app.inject({ url: `/admin/leads/${leadId}` })
      expect(limited.statusCode).toBe(429)
      expect(limited.body).toContain('Too many requests from your network')
      // No form (its post would be refused too) and no stylesheet: a flood is answered cheaply.
      expect(limited.body).not.toContain('<form')
      expect(limited.body).not.toContain('<style')
      expect(limited.headers['retry-after']).toBeDefined()
      expect((await t.app.inject({ url: '/admin/login', remoteAddress: '127.0.0.2' })).statusCode).toBe(200)
      expect((await t.app.inject({ url: '/admin', headers: { cookie: cookies } })).statusCode).toBe(200)
      expect((await t.app.inject({ url: alertPaths.manifest })).statusCode).toBe(200)
    })

    it('has an index for the purge of expired sessions', async () => {
      const indexes = await query<{ name: string }>(db, {
        sqlite: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'owner_sessions' AND sql LIKE '%expires_at%'",
        postgres:
          "SELECT indexname AS name FROM pg_indexes WHERE tablename = 'owner_sessions' AND indexdef LIKE '%expires_at%' AND schemaname = current_schema()",
      })
      expect(indexes.map((index) => index.name)).toEqual(['owner_sessions_expiry'])
      if (database.name === 'sqlite') {
        const plan = await query<{ detail: string }>(db, {
          sqlite: "EXPLAIN QUERY PLAN DELETE FROM owner_sessions WHERE expires_at <= '2026-01-01'",
          postgres: '',
        })
        expect(plan.map((step) => step.detail).join(' ')).toContain('owner_sessions_expiry')
      }
    })
  })

  describe('schemas', () => {
    it('declares the query and body of every route', async () => {
      const routes = await inboxRoutes()
      expect(routes.filter((route) => route.method !== 'HEAD').length).toBeGreaterThanOrEqual(17)
      for (const { method, url, schema } of routes) {
        expect(schema?.querystring, `${method} ${url} querystring`).toBeDefined()
        if (method === 'POST') expect(schema?.body, `${method} ${url} body`).toBeDefined()
        if (url.includes(':')) expect(schema?.params, `${method} ${url} params`).toBeDefined()
      }
    })

    it('answers repeated or malformed parameters with 400, never 500', async () => {
      const cookies = await signIn()
      const detail = await t.app.inject({ url: `/admin/leads/${leadId}`, headers: { cookie: cookies } })
      const csrf = encodeURIComponent(csrfOf(detail))
      const requests = [
        { url: '/admin?q=a&q=b' },
        { url: '/admin?status=new&status=won' },
        { url: '/admin/leads.csv?city=Celina&city=Frisco' },
        { url: `/admin/leads/${leadId}?saved=note&saved=status` },
        { url: '/admin?q=%00' },
        { method: 'POST' as const, url: `/admin/leads/${leadId}/notes`, payload: `_csrf=${csrf}&text=a&text=b` },
        { method: 'POST' as const, url: `/admin/leads/${leadId}/notes`, payload: `_csrf=${csrf}&text=nul%00note` },
        { method: 'POST' as const, url: `/admin/leads/${leadId}/status`, payload: `_csrf=${csrf}&_csrf=${csrf}&status=won` },
      ]
      for (const request of requests) {
        const response = await t.app.inject({ ...request, headers: { ...form, cookie: cookies } })
        expect(response.statusCode, `${request.method ?? 'GET'} ${request.url}`).toBe(400)
        expect(response.body).toContain('This request was refused.')
      }
      expect((await t.repository.owner.getInboxLead(leadId))?.notes).toEqual([])

      const loginPage = await t.app.inject({ url: '/admin/login' })
      const signInWith = (payload: string) =>
        t.app.inject({
          method: 'POST',
          url: '/admin/login',
          headers: { ...form, cookie: jar('', loginPage) },
          payload: `_csrf=${encodeURIComponent(csrfOf(loginPage))}&${payload}`,
        })
      expect((await signInWith(`email=${email}&password=x&returnTo=/admin&returnTo=//evil.example`)).statusCode).toBe(400)
      // Parameters the route does not know are ignored, as before.
      expect((await t.app.inject({ url: '/admin?utm_source=mail&utm_source=x', headers: { cookie: cookies } })).statusCode).toBe(200)
    })
  })

  describe('ADMIN_HOST', () => {
    beforeEach(async () => {
      await t.close()
      await db.dispose()
      await start({ ADMIN_HOST: 'inbox.example.com' })
    })

    it('answers /admin only on its own host name, and serves none of the public site there', async () => {
      const on = (host: string, url: string) => t.app.inject({ url, headers: { host } })
      for (const url of ['/admin', '/admin/login', alertPaths.serviceWorker, '/admin/leads.csv']) {
        const publicHost = await on('www.example.com', url)
        expect(publicHost.statusCode, url).toBe(404)
        expect(publicHost.headers['set-cookie']).toBeUndefined()
      }
      expect((await on('www.example.com', '/')).statusCode).toBe(200)
      expect((await on('127.0.0.1:3000', '/admin')).statusCode).toBe(404)

      expect((await on('inbox.example.com', '/admin')).statusCode).toBe(401)
      expect((await on('INBOX.example.com:443', '/admin/login')).statusCode).toBe(200)
      const root = await on('inbox.example.com', '/')
      expect(root.statusCode).toBe(303)
      expect(root.headers.location).toBe('/admin')
      for (const url of ['/services/wood-fencing', '/assets/entry-Ab12Cd34.js', '/sitemap.xml', '/admin/no-such-page']) {
        const site = await on('inbox.example.com', url)
        expect(site.statusCode, url).toBe(404)
        expect(site.body, url).not.toContain('<script')
        expect(site.headers['content-security-policy'], url).toMatch(/^default-src 'self'; script-src 'self';/)
      }
      expect((await on('inbox.example.com', '/healthz')).statusCode).toBe(200)
    })
  })
})

describe('ADMIN_HOST in the configuration and the daily summary', () => {
  it('takes a host name only, in lower case', () => {
    expect(loadServerConfig({ ADMIN_HOST: ' Inbox.Example.com ' }).admin.host).toBe('inbox.example.com')
    expect(loadServerConfig({}).admin.host).toBeUndefined()
    for (const value of ['https://inbox.example.com', 'inbox.example.com:8443', 'inbox.example.com/admin', 'in box.example.com'])
      expect(() => loadServerConfig({ ADMIN_HOST: value }), value).toThrow(/ADMIN_HOST: must be a host name/)
  })

  it('sends the summary’s links to the inbox’s own host', async () => {
    const { site } = loadServerConfig({})
    const lead = { ...newLead(), id: 'a1b2c3', receivedAt: new Date().toISOString() } as never
    const health = { email: 'smtp', deadLetters: 0, failing: 0, lastFailure: null } as const
    const { text } = summaryText({ leads: [lead], health, since: new Date(), site, responseTimes: '', inboxUrl: 'https://inbox.example.com/admin' })
    expect(text).toContain('https://inbox.example.com/admin/leads/a1b2c3')
    expect(text).toContain('Inbox: https://inbox.example.com/admin')
    expect(text).not.toContain(`${site.siteUrl}/admin`)
  })
})
