import type { Browser, BrowserContext, Page } from '@playwright/test'
import { dataDir, hasMail } from './fixtures/leads.ts'
import { createOwner, logIn } from './fixtures/owner.ts'
import { startPushEndpoint } from '../server/testing/push-endpoint.ts'
import { fields, fillValidQuote, quoteForm, site } from './fixtures/quote-form.ts'
import { expect, test } from './fixtures/test.ts'

/*
 * Speed to lead, end to end: a visitor's quote reaches the owner within seconds as the visitor's
 * confirmation, the owner's e-mail and a push to the owner's device; a push shown by the inbox's
 * service worker opens the lead when tapped.
 *
 * Headless Chromium cannot subscribe to a real push service offline, so the owner's "device" is
 * a local endpoint with keys made here, registered through the inbox's own subscription address
 * (the e2e server allows loopback endpoints: PUSH_LOOPBACK_ENDPOINTS). The service worker half
 * gets the push through DevTools, as its Push button does.
 */

test.skip(({ isMobile }) => isMobile, 'The alert path has no layout of its own: one run at the desktop size covers it')

/** A signed-in inbox in a browser context of its own (JavaScript on: the alerts control is a script). */
async function openInbox(browser: Browser, owner: { email: string; password: string }, setup?: (context: BrowserContext) => Promise<void>) {
  const context = await browser.newContext()
  await setup?.(context)
  const page = await context.newPage()
  await page.goto('/admin')
  await logIn(page, owner)
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible()
  return { context, page }
}

/** Posts from the inbox page with its CSRF token, as its alerts script does. */
const postFromInbox = (page: Page, url: string, body: object) =>
  page.evaluate(
    async ({ url, body }) => {
      const csrf = document.querySelector<HTMLInputElement>('input[name="_csrf"]')!.value
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ _csrf: csrf, ...body }) })
      return response.status
    },
    { url, body },
  )

test('a quote reaches the owner within seconds: confirmation, e-mail and a push whose alert opens the lead', async ({ browser, page }) => {
  const owner = await createOwner(dataDir)
  const device = await startPushEndpoint()
  const subscribing = await openInbox(browser, owner)
  let watching: Awaited<ReturnType<typeof openInbox>> | undefined
  try {
    expect(await postFromInbox(subscribing.page, '/admin/alerts/subscriptions', { subscription: device.subscription })).toBe(201)

    // The visitor, in a browser of their own.
    await page.goto('/contact')
    const form = quoteForm(page)
    await fillValidQuote(page, form, { email: `alerts-${Date.now()}@example.com` })
    const sent = page.waitForResponse((response) => new URL(response.url()).pathname === site.lead.endpoint && response.request().method() === 'POST')
    await fields(form).submit.click()
    const { id } = (await (await sent).json()) as { id: string }
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()

    // Other tests send leads meanwhile, and every lead is pushed to every device: this lead's push is the one with its address.
    const leadUrl = `/admin/leads/${id}`
    const pushed = () => device.received.map((push) => push.payload).find((payload) => payload.includes(`"url":"${leadUrl}"`))
    await expect
      .poll(
        async () => ({
          confirmation: await hasMail(id, 'confirmation'),
          ownerEmail: await hasMail(id, 'email'),
          push: pushed() !== undefined,
        }),
        { timeout: 10_000 },
      )
      .toEqual({ confirmation: true, ownerEmail: true, push: true })
    const push = device.received.find((candidate) => candidate.payload === pushed())!
    expect(push.headers['content-encoding']).toBe('aes128gcm')
    expect(push.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/)
    const message = JSON.parse(push.payload) as { title: string; body: string; url: string; tag: string }
    expect(message).toEqual({ title: expect.stringContaining('Maria'), body: expect.stringContaining('Wood Fencing'), url: leadUrl, tag: `lead-${id}` })

    // The inbox open in another browser: its service worker shows the push, and a tap on the alert opens the lead.
    watching = await openInbox(browser, owner, (context) => context.grantPermissions(['notifications']))
    const inbox = watching.page
    await inbox.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const origin = new URL(inbox.url()).origin
    const devtools = await watching.context.newCDPSession(inbox)
    const registrationId = new Promise<string>((resolve) =>
      devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const inboxWorker = registrations.find((registration) => registration.scopeURL === `${origin}/admin` && !registration.isDeleted)
        if (inboxWorker) resolve(inboxWorker.registrationId)
      }),
    )
    await devtools.send('ServiceWorker.enable')
    await devtools.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: push.payload })

    const shown = () =>
      inbox.evaluate(async (tag) => {
        const notifications = await (await navigator.serviceWorker.ready).getNotifications({ tag })
        return notifications.map((notification) => ({ title: notification.title, body: notification.body, data: notification.data as unknown }))
      }, message.tag)
    await expect.poll(shown).toEqual([{ title: message.title, body: message.body, data: { url: leadUrl } }])

    const worker = watching.context.serviceWorkers().find((candidate) => new URL(candidate.url()).pathname === '/admin/sw.js')!
    await worker.evaluate(async (tag) => {
      // In the worker: a tap on the notification, as the system would report it.
      const scope = globalThis as unknown as {
        registration: ServiceWorkerRegistration
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event
        dispatchEvent(event: Event): boolean
      }
      const [notification] = await scope.registration.getNotifications({ tag })
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }))
    }, message.tag)
    await expect(inbox).toHaveURL(`${origin}${leadUrl}`)
    await expect(inbox.getByRole('heading', { name: 'Maria Lopez' })).toBeVisible()
  } finally {
    // Later leads of other tests must not be pushed to an endpoint that is gone.
    await postFromInbox(subscribing.page, '/admin/alerts/subscriptions/delete', { endpoint: device.subscription.endpoint })
    await device.close()
    await subscribing.context.close()
    await watching?.context.close()
  }
})
