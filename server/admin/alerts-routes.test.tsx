import { createECDH, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadSiteConfig } from '#config/site-config.ts'
import { testDatabases } from '../testing/databases.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { devicesPerOwner } from '../storage/owner-store.ts'
import { hashPassword } from './passwords.ts'
import { AdminFrame } from './views/admin-frame.tsx'
import { alertPaths, inboxColors } from './web-app.ts'
import { cookieOf, csrfOf, signInThroughForm } from '../testing/inbox-forms.ts'

const email = 'owner@example.com'
const password = 'correct horse battery staple'
const json = { 'content-type': 'application/json' }

/** A subscription as a browser's PushSubscription.toJSON() gives it. */
function browserSubscription(endpoint = 'https://fcm.googleapis.com/fcm/send/device-1') {
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  }
}

/** Signs in and opens the inbox: its session cookie and the CSRF token its page carries. */
async function signIn(t: TestApp, account = email) {
  const login = await signInThroughForm(t.app, { email: account, password })
  expect(login.statusCode).toBe(303)
  const cookie = cookieOf(login)
  const inbox = await t.app.inject({ url: '/admin', headers: { cookie } })
  return { cookie, csrf: csrfOf(inbox), inbox }
}

describe('the alerts control in the page frame', () => {
  it('is a hidden button carrying the push key, with a live region, and the page script', () => {
    const html = renderToStaticMarkup(
      <AdminFrame email={email} csrfToken="token" vapidPublicKey="BKey_-">
        <p>leads</p>
      </AdminFrame>,
    )
    expect(html).toMatch(/<button[^>]*hidden=""[^>]*data-alerts-toggle="true"[^>]*data-vapid-public-key="BKey_-"[^>]*>Turn on alerts on this device<\/button>/)
    expect(html).toContain('<p role="status" data-alerts-status="true"')
    expect(html).toContain(`<script src="${alertPaths.pageScript}" defer=""></script>`)
  })

  it('is left out when the server has no push key', () => {
    const html = renderToStaticMarkup(
      <AdminFrame email={email} csrfToken="token">
        <p>leads</p>
      </AdminFrame>,
    )
    expect(html).not.toContain('data-alerts-toggle')
  })
})

describe.each(testDatabases)('alerts on the owner’s devices on $name', (database) => {
  let db: Awaited<ReturnType<typeof database.create>>
  let t: TestApp

  beforeEach(async () => {
    db = await database.create()
    t = await createTestApp({ repository: await db.open(), env: { ADMIN_LOCAL_HTTP: 'true' } })
    await t.repository.owner.createOwner(email, await hashPassword(password), new Date())
  })
  afterEach(async () => {
    await t.close()
    await db.dispose()
  })

  const signedIn = () => signIn(t)

  const subscribe = (cookie: string | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url: alertPaths.subscribe, headers: { ...json, ...(cookie && { cookie }) }, payload: JSON.stringify(payload) })

  it('serves the manifest to anyone, as JSON naming the business, scoped to the inbox, with its icons', async () => {
    const response = await t.app.inject({ url: alertPaths.manifest })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8')
    expect(response.headers['set-cookie']).toBeUndefined()
    const manifest = JSON.parse(response.body) as Record<string, unknown>
    expect(manifest).toMatchObject({
      name: `${loadSiteConfig({}).businessName} leads`,
      short_name: 'Leads',
      start_url: '/admin',
      scope: '/admin',
      display: 'standalone',
      theme_color: inboxColors.theme,
      background_color: inboxColors.background,
    })
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        { src: '/admin/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/admin/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/admin/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ]),
    )
    // The colours are the site's own (app.css): the primary for the title bar, the inbox's page background for the splash.
    const css = fs.readFileSync(new URL('../../app/app.css', import.meta.url), 'utf8')
    expect(css).toContain(`--color-primary: ${inboxColors.theme};`)
    expect(css).toContain(`--color-muted: ${inboxColors.background};`)
  })

  it('serves the service worker as JavaScript that may control all of /admin, and the page script', async () => {
    const worker = await t.app.inject({ url: alertPaths.serviceWorker })
    expect(worker.statusCode).toBe(200)
    expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(worker.headers['service-worker-allowed']).toBe('/admin')
    expect(worker.body).toContain('showNotification')
    expect(worker.body).toContain('notificationclick')
    expect(worker.body).not.toMatch(/\bcaches\b/)

    const script = await t.app.inject({ url: alertPaths.pageScript })
    expect(script.statusCode).toBe(200)
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(script.body).toContain(alertPaths.serviceWorker)
    expect(script.body).toContain('Turn on alerts on this device')
  })

  it('links every signed-in page to the manifest and the alerts script', async () => {
    const { inbox } = await signedIn()
    expect(inbox.body).toContain(`<link rel="manifest" href="${alertPaths.manifest}"/>`)
    expect(inbox.body).toContain(`<meta name="theme-color" content="${inboxColors.theme}"/>`)
    expect(inbox.body).toContain(`<script src="${alertPaths.pageScript}" defer=""></script>`)
  })

  it('refuses a subscription without a session (401) or without the page’s CSRF token (403), and stores nothing', async () => {
    const anonymous = await subscribe(undefined, { subscription: browserSubscription() })
    expect(anonymous.statusCode).toBe(401)
    const { cookie } = await signedIn()
    const forged = await subscribe(cookie, { _csrf: 'forged', subscription: browserSubscription() })
    expect(forged.statusCode).toBe(403)
    expect(forged.json()).toEqual({ ok: false, reason: 'The page has expired: reload it' })
    const tokenless = await subscribe(cookie, { subscription: browserSubscription() })
    expect(tokenless.statusCode).toBe(403)
    expect(await t.repository.owner.listPushSubscriptions()).toEqual([])
  })

  it('accepts the endpoints of the browsers’ push services: FCM, Apple, Mozilla and Windows', async () => {
    const { cookie, csrf } = await signedIn()
    const endpoints = [
      'https://fcm.googleapis.com/fcm/send/dA1b2C3',
      'https://web.push.apple.com/QGuQyavXutnMH-ZUf9dCGF',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD',
    ]
    for (const endpoint of endpoints)
      expect((await subscribe(cookie, { _csrf: csrf, subscription: browserSubscription(endpoint) })).statusCode, endpoint).toBe(201)
    expect((await t.repository.owner.listPushSubscriptions()).map((device) => device.endpoint)).toEqual(endpoints)
  })

  it('refuses an endpoint that is not a known push service over https, and keys that are not a browser’s', async () => {
    const { cookie, csrf } = await signedIn()
    const refused = async (subscription: object) => (await subscribe(cookie, { _csrf: csrf, subscription })).statusCode
    expect(await refused(browserSubscription('http://push.example.com/device'))).toBe(422)
    expect(await refused(browserSubscription('http://127.0.0.1:9/device'))).toBe(422)
    expect(await refused(browserSubscription('javascript:alert(1)//'))).toBe(400)
    expect(await refused(browserSubscription('https://user:pw@push.example.com/device'))).toBe(422)
    // Any other https address, this machine and the network's own addresses included, is no push service.
    for (const endpoint of [
      'https://push.example.com/device',
      'https://127.0.0.1/device',
      'https://10.0.0.5/device',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/device',
      'https://[fd00::1]/device',
      'https://0x7f000001/device',
      'https://localhost/device',
      'https://fcm.googleapis.com:8443/fcm/send/device',
      'https://fcm.googleapis.com.evil.example/fcm/send/device',
      'https://evil-fcm.googleapis.com/fcm/send/device',
      'https://android.googleapis.com/gcm/send/device',
      'https://push.apple.com/device',
      'https://notify.windows.com.evil.example/w/',
      'http://web.push.apple.com/device',
    ])
      expect(await refused(browserSubscription(endpoint)), endpoint).toBe(422)
    const { keys, endpoint } = browserSubscription()
    expect(await refused({ endpoint, keys: { ...keys, p256dh: keys.p256dh.slice(1) } })).toBe(400)
    expect(await refused({ endpoint, keys: { ...keys, auth: `${keys.auth}AAAA` } })).toBe(400)
    expect(await refused({ endpoint, keys: { ...keys, auth: keys.auth.replace(/^./, '+') } })).toBe(400)
    expect(await refused({ endpoint })).toBe(400)
    expect(await t.repository.owner.listPushSubscriptions()).toEqual([])
  })

  it('stores the device for the signed-in owner, once however often it subscribes, and forgets it when turned off', async () => {
    const { cookie, csrf } = await signedIn()
    const owner = await t.repository.owner.findOwner(email)
    const device = browserSubscription()
    const saved = await subscribe(cookie, { _csrf: csrf, subscription: device })
    expect(saved.statusCode).toBe(201)
    expect(saved.json()).toEqual({ ok: true })
    expect((await subscribe(cookie, { _csrf: csrf, subscription: device })).statusCode).toBe(201)
    const stored = await t.repository.owner.listPushSubscriptions()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ ownerId: owner!.id, endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth })

    const removed = await t.app.inject({
      method: 'POST',
      url: alertPaths.unsubscribe,
      headers: { ...json, cookie },
      payload: JSON.stringify({ _csrf: csrf, endpoint: device.endpoint }),
    })
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toEqual({ ok: true })
    expect(await t.repository.owner.listPushSubscriptions()).toEqual([])

    const audit = await t.repository.owner.listAudit(10)
    expect(audit.filter((entry) => entry.action.startsWith('alerts_')).map((entry) => [entry.action, entry.actor, entry.detail])).toEqual([
      ['alerts_off', email, 'fcm.googleapis.com'],
      ['alerts_on', email, 'fcm.googleapis.com'],
      ['alerts_on', email, 'fcm.googleapis.com'],
    ])
  })

  it(`keeps at most ${devicesPerOwner} devices per owner: the next one replaces the one subscribed longest ago, and says so`, async () => {
    const { cookie, csrf } = await signedIn()
    const devices = Array.from({ length: devicesPerOwner + 1 }, (_, index) => browserSubscription(`https://fcm.googleapis.com/fcm/send/device-${index}`))
    for (const device of devices.slice(0, devicesPerOwner)) {
      const saved = await subscribe(cookie, { _csrf: csrf, subscription: device })
      expect(saved.json()).toEqual({ ok: true })
    }
    const last = await subscribe(cookie, { _csrf: csrf, subscription: devices.at(-1) })
    expect(last.statusCode).toBe(201)
    expect(last.json()).toEqual({
      ok: true,
      note: `Alerts are on for this device. They go to at most ${devicesPerOwner} devices, so the one that turned them on longest ago no longer gets them.`,
    })
    const stored = (await t.repository.owner.listPushSubscriptions()).map((device) => device.endpoint)
    expect(stored).toEqual(devices.slice(1).map((device) => device.endpoint))
    const [latest] = await t.repository.owner.listAudit(1)
    expect([latest!.action, latest!.detail]).toEqual(['alerts_off', `fcm.googleapis.com, oldest of more than ${devicesPerOwner} devices`])
  })

  it('lets an owner turn off only their own devices', async () => {
    const other = 'partner@example.com'
    await t.repository.owner.createOwner(other, await hashPassword(password), new Date())
    const mine = await signedIn()
    const theirs = await signIn(t, other)
    const myDevice = browserSubscription('https://fcm.googleapis.com/fcm/send/mine')
    const theirDevice = browserSubscription('https://web.push.apple.com/theirs')
    await subscribe(mine.cookie, { _csrf: mine.csrf, subscription: myDevice })
    await subscribe(theirs.cookie, { _csrf: theirs.csrf, subscription: theirDevice })
    const unsubscribe = (session: { cookie: string; csrf: string }, endpoint: string) =>
      t.app.inject({
        method: 'POST',
        url: alertPaths.unsubscribe,
        headers: { ...json, cookie: session.cookie },
        payload: JSON.stringify({ _csrf: session.csrf, endpoint }),
      })

    // The same answer as for an unknown device: it tells nothing of the other owner's devices.
    const refused = await unsubscribe(mine, theirDevice.endpoint)
    expect([refused.statusCode, refused.json()]).toEqual([200, { ok: true }])
    expect((await t.repository.owner.listPushSubscriptions()).map((device) => device.endpoint)).toEqual([myDevice.endpoint, theirDevice.endpoint])

    expect((await unsubscribe(theirs, theirDevice.endpoint)).statusCode).toBe(200)
    expect((await t.repository.owner.listPushSubscriptions()).map((device) => device.endpoint)).toEqual([myDevice.endpoint])
    const offs = (await t.repository.owner.listAudit(20)).filter((entry) => entry.action === 'alerts_off')
    expect(offs.map((entry) => [entry.actor, entry.detail])).toEqual([[other, 'web.push.apple.com']])
  })

  it('turns a device off only for a signed-in owner with the page’s token', async () => {
    const { cookie, csrf } = await signedIn()
    const device = browserSubscription()
    await subscribe(cookie, { _csrf: csrf, subscription: device })
    const unsubscribe = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url: alertPaths.unsubscribe, headers: { ...json, ...headers }, payload: JSON.stringify(payload) })
    expect((await unsubscribe({}, { _csrf: csrf, endpoint: device.endpoint })).statusCode).toBe(401)
    expect((await unsubscribe({ cookie }, { _csrf: 'forged', endpoint: device.endpoint })).statusCode).toBe(403)
    expect(await t.repository.owner.listPushSubscriptions()).toHaveLength(1)
  })
})

describe('alerts to a local push endpoint', () => {
  it('accepts http://127.0.0.1 endpoints only with PUSH_LOOPBACK_ENDPOINTS', async () => {
    const t = await createTestApp({ env: { ADMIN_LOCAL_HTTP: 'true', PUSH_LOOPBACK_ENDPOINTS: 'true' } })
    try {
      await t.repository.owner.createOwner(email, await hashPassword(password), new Date())
      const { cookie, csrf } = await signIn(t)
      const post = (endpoint: string) =>
        t.app.inject({
          method: 'POST',
          url: alertPaths.subscribe,
          headers: { ...json, cookie },
          payload: JSON.stringify({ _csrf: csrf, subscription: browserSubscription(endpoint) }),
        })
      expect((await post('http://127.0.0.1:4999/push/device')).statusCode).toBe(201)
      // The setting opens this machine only, not other hosts or the local network.
      for (const endpoint of ['http://push.example.com/device', 'https://push.example.com/device', 'http://10.0.0.5/device', 'https://192.168.1.1/device'])
        expect((await post(endpoint)).statusCode, endpoint).toBe(422)
      expect((await t.repository.owner.listPushSubscriptions()).map((device) => device.endpoint)).toEqual(['http://127.0.0.1:4999/push/device'])
    } finally {
      await t.close()
    }
  })
})
