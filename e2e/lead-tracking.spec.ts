import type { Route } from '@playwright/test'
import { expect, test, type Page } from './fixtures/test.ts'
import { fields, fillValidQuote, quoteForm, recordLeads, site } from './fixtures/quote-form.ts'

/**
 * Calls, texts and sent quotes reach the owner's analytics and ad platforms (issue 29). Tags the
 * owner adds through Tag Manager (a Meta pixel, Google Ads conversion tracking) load and report
 * under the Content-Security-Policy once their hosts are in CSP_TAG_HOSTS (playwright.config.ts
 * lists them), and a tap on a phone link is reported once. The network is offline: stand-ins
 * answer for the tags' hosts.
 */

const pixelScript = 'https://connect.facebook.net/en_US/fbevents.js'
const adsScript = 'https://www.googleadservices.com/pagead/conversion_async.js'

/** Meta's base code, as Tag Manager's Custom HTML tag runs it: a queue for the calls, then the pixel's script. */
const pixelBaseCode = `
  window.fbq = function () { window.fbq.queue.push(Array.prototype.slice.call(arguments)) }
  window.fbq.queue = []
  fbq('init', '1234567890')
  fbq('track', 'PageView')
  var script = document.createElement('script')
  script.async = true
  script.src = '${pixelScript}'
  document.head.append(script)
`

/** Stands in for the pixel: each tracked event goes out as an image and as a beacon, as Meta's does. */
const pixelStandIn = `
  (function () {
    var queued = window.fbq.queue
    window.fbq = function (command, name) {
      if (command !== 'track') return
      var hit = 'https://www.facebook.com/tr/?id=1234567890&ev=' + encodeURIComponent(name)
      new Image().src = hit
      navigator.sendBeacon(hit + '&via=beacon')
    }
    queued.forEach(function (call) { window.fbq.apply(window, call) })
  })()
`

/** Stands in for Google Ads' conversion script: an image ping and a request, as the real one sends. */
const adsStandIn = `
  new Image().src = 'https://googleads.g.doubleclick.net/pagead/viewthroughconversion/987654321/?random=1'
  fetch('https://googleads.g.doubleclick.net/pagead/landing?gcs=1', { mode: 'no-cors', credentials: 'include' })
`

const pixelGif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

/** Answers for the tags' hosts; returns the addresses the page reached, in order. */
async function standInForTagHosts(page: Page): Promise<string[]> {
  const reached: string[] = []
  const answer = (contentType: string, body: string | Buffer) => async (route: Route) => {
    reached.push(route.request().url())
    await route.fulfill({ status: 200, contentType, body })
  }
  await page.route(pixelScript, answer('text/javascript', pixelStandIn))
  await page.route(adsScript, answer('text/javascript', adsStandIn))
  await page.route(/^https:\/\/(www\.facebook\.com\/tr\/|googleads\.g\.doubleclick\.net\/pagead\/)/, answer('image/gif', pixelGif))
  return reached
}

/** Records every Content-Security-Policy violation of the page from its first moment. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const violations: string[] = []
    Object.assign(window, { cspViolations: violations })
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.effectiveDirective} ${event.blockedURI}`))
  })
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
}

/** Adds the tags as Tag Manager's do: the pixel's base code inline, the Ads script by address. Resolves with how each script fared. */
function addTagsAsTagManagerWould(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ pixelBaseCode, pixelScript, adsScript }) => {
      const outcome = (script: HTMLScriptElement) =>
        new Promise<string>((resolve) => {
          script.addEventListener('load', () => resolve(`${script.src} loaded`))
          script.addEventListener('error', () => resolve(`${script.src} failed`))
        })
      const baseCode = document.createElement('script')
      baseCode.textContent = pixelBaseCode
      document.head.append(baseCode)
      const pixel = document.querySelector<HTMLScriptElement>(`script[src="${pixelScript}"]`)!
      const ads = document.createElement('script')
      ads.async = true
      ads.src = adsScript
      document.head.append(ads)
      return Promise.all([outcome(pixel), outcome(ads)])
    },
    { pixelBaseCode, pixelScript, adsScript },
  )
}

test.describe('lead tracking', () => {
  test('a Meta pixel and a Google Ads tag load without a CSP violation, and a sent quote reaches the pixel as a Lead', async ({ page }) => {
    const reached = await standInForTagHosts(page)
    const violations = await recordViolations(page)
    await recordLeads(page)
    await page.goto('/contact')

    const scripts = await addTagsAsTagManagerWould(page)
    expect(await violations()).toEqual([])
    expect(scripts).toEqual([`${pixelScript} loaded`, `${adsScript} loaded`])
    await expect.poll(() => reached.filter((url) => url.includes('ev=PageView'))).toHaveLength(2)
    await expect.poll(() => reached.filter((url) => url.startsWith('https://googleads.g.doubleclick.net/'))).toHaveLength(2)

    const form = quoteForm(page)
    await fillValidQuote(page, form)
    await fields(form).submit.click()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    await expect.poll(() => reached.filter((url) => url.includes('ev=Lead'))).toHaveLength(2)
    expect(await page.evaluate(() => window.dataLayer?.filter((entry) => entry.event === 'lead_submit'))).toHaveLength(1)

    expect(await violations()).toEqual([])
  })

  test("a tap on the phone link reports one phone_click with the page and the link's place", async ({ page }, testInfo) => {
    await page.addInitScript(() => {
      // There is no phone to dial here: the tap is reported, the call not placed.
      window.addEventListener('click', (event) => {
        if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault()
      })
    })
    await page.goto('/services/wood-fencing')
    const onPhone = testInfo.project.name === 'phone'
    const tap = onPhone
      ? () => page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'Call Now' }).tap()
      : () => page.getByRole('banner').getByRole('link', { name: site.phone.display }).click()
    const phoneClicks = () => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'phone_click'))
    const reported = { event: 'phone_click', page_path: '/services/wood-fencing', place: onPhone ? 'mobile-bar' : 'header' }

    await tap()
    await expect.poll(phoneClicks).toEqual([reported])
    await tap()
    await expect.poll(phoneClicks).toEqual([reported, reported])
  })
})
