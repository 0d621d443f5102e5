import { test, expect, type Browser, type Page } from '@playwright/test'
import { dataDir } from './fixtures/leads.ts'
import { createOwner, logIn } from './fixtures/owner.ts'

/*
 * The inbox under its own Content-Security-Policy, in the browser: the pages, the alerts button's
 * script, the service worker and the manifest work with no policy violation; and script on a
 * public page of the same origin (a tag added through Tag Manager) can neither read the inbox or
 * its export nor frame it, though the owner is signed in (Fetch Metadata, frame-ancestors).
 */

test.skip(({ isMobile }) => isMobile, 'Policies do not depend on the layout: one run at the desktop size covers them')

/** Every `securitypolicyviolation` event and CSP console message of the context's pages, as text. */
async function watchViolations(browser: Browser) {
  const context = await browser.newContext()
  const violations: string[] = []
  await context.exposeFunction('reportViolation', (text: string) => violations.push(text))
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`)
    })
  })
  context.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(message.text())
  })
  const page = await context.newPage()
  return { context, page, violations }
}

async function openInbox(page: Page, owner: { email: string; password: string }) {
  const response = await page.goto('/admin')
  expect(response?.status()).toBe(401)
  await logIn(page, owner)
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible()
}

test('the inbox, its alerts button and its service worker work under the inbox’s own policy', async ({ browser }) => {
  const owner = await createOwner(dataDir)
  const { context, page, violations } = await watchViolations(browser)
  try {
    const loginPage = await page.goto('/admin/login')
    expect(loginPage?.headers()['content-security-policy']).toContain("script-src 'self';")
    expect(loginPage?.headers()['x-frame-options']).toBe('DENY')
    await openInbox(page, owner)

    // The alerts script ran: it registered the worker and showed its button.
    await expect(page.getByRole('button', { name: 'Turn on alerts on this device' })).toBeVisible()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)
    expect(new URL(worker!).pathname).toBe('/admin/sw.js')
    // The manifest and its icons load under manifest-src and img-src.
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!
      const response = await fetch(link.href)
      return { status: response.status, icon: ((await response.json()) as { icons: Array<{ src: string }> }).icons[0]!.src }
    })
    expect(manifest.status).toBe(200)
    expect(await page.evaluate(async (src) => (await fetch(src)).status, manifest.icon)).toBe(200)

    // The alerts script's own posts (connect-src 'self', same-origin fetch): refused only for the token here, not the policy.
    const status = await page.evaluate(async () => {
      const response = await fetch('/admin/alerts/subscriptions/delete', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ _csrf: document.querySelector<HTMLInputElement>('input[name="_csrf"]')!.value, endpoint: 'https://push.example.com/gone' }),
      })
      return response.status
    })
    expect(status).toBe(200)

    // A page of the inbox after a form post, and the sign-out.
    await page.getByLabel('Search').fill('nobody-matches-this')
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page.getByText('No leads match.')).toBeVisible()
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
    expect(violations).toEqual([])
  } finally {
    await context.close()
  }
})

test('script on a public page cannot read the inbox or its export, nor frame it, while the owner is signed in', async ({ browser }) => {
  const owner = await createOwner(dataDir)
  const { context, page } = await watchViolations(browser)
  try {
    await openInbox(page, owner)
    // The export as the owner downloads it: a navigation.
    const downloading = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download these leads (CSV)' }).click()
    expect(await (await downloading).failure()).toBeNull()

    await page.goto('/')
    const reads = await page.evaluate(async () => {
      const read = async (url: string) => {
        const response = await fetch(url, { credentials: 'include' })
        return { url, status: response.status, token: (await response.text()).includes('name="_csrf"') }
      }
      return [await read('/admin/leads.csv'), await read('/admin'), await read('/admin/login')]
    })
    expect(reads).toEqual([
      { url: '/admin/leads.csv', status: 403, token: false },
      { url: '/admin', status: 403, token: false },
      { url: '/admin/login', status: 403, token: false },
    ])

    const framed = await page.evaluate(
      () =>
        new Promise<string | null>((resolve) => {
          const frame = document.createElement('iframe')
          frame.src = '/admin'
          frame.onload = () => {
            let text: string | null = null
            try {
              text = frame.contentDocument?.body?.innerText ?? null
            } catch {
              text = null
            }
            resolve(text)
          }
          document.body.append(frame)
          setTimeout(() => resolve(null), 5000)
        }),
    )
    expect(framed ?? '').not.toContain('Leads')
  } finally {
    await context.close()
  }
})
