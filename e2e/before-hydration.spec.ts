import { test as base } from '@playwright/test'
import { expect, holdScripts, isHydrated, waitForHydration, type Locator, type Page } from './fixtures/test.ts'
import { fields, quoteForm } from './fixtures/quote-form.ts'

/*
 * A visitor can reach the quote form before the page has hydrated (it paints from its HTML
 * and hydrates after the load: scripts/build-steps/critical-path.ts). What they type then
 * must count, not only stay on screen.
 */

// This test acts before the page hydrates, so it uses Playwright's own `goto`.
const test = base

test('what a visitor types before the page has hydrated stays in the form and counts', async ({ page }) => {
  // Hold the page's scripts until the visitor has typed.
  const release = await holdScripts(page)
  await page.goto('/contact', { waitUntil: 'commit' })
  const form = quoteForm(page)
  const { firstName, lastName, projectDetails: details, email } = fields(form)
  await firstName.fill('Maria')
  await lastName.fill('Lopez')
  await details.fill('About 120 ft of cedar privacy fence')
  expect(await isHydrated(page)).toBe(false)

  await release()
  await expect(firstName).toHaveValue('Maria')
  await expect(lastName).toHaveValue('Lopez')
  await expect(details).toHaveValue('About 120 ft of cedar privacy fence')

  // The form's state holds the typed text: leaving the fields finds nothing missing there,
  // while the e-mail field, left empty, is reported.
  await firstName.focus()
  await lastName.focus()
  await email.focus()
  await details.focus()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(firstName).not.toHaveAttribute('aria-invalid')
  await expect(lastName).not.toHaveAttribute('aria-invalid')
})

/**
 * Holds /services/wood-fencing's hero photo, and the page's timers, so the start script can
 * neither see the hero painted nor reach its 3 s deadline however slow the machine is (a
 * busy runner once took 3 s to get past DOMContentLoaded). Resolves to what lets both go.
 */
async function holdTheHero(page: Page): Promise<() => Promise<void>> {
  let releasePhoto = () => {}
  const released = new Promise<void>((resolve) => (releasePhoto = resolve))
  await page.route(/\/img\/wood-fence-hero-\d+\.(?:avif|webp)$/, async (route) => {
    await released
    await route.continue()
  })
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1000)
  return async () => {
    releasePhoto()
    await page.clock.resume()
  }
}

test.describe('images below the hero', () => {
  const cardImage = /\/img\/wood-(?:privacy|board-on-board|horizontal|picket)-\d+\.(?:avif|webp)$/
  const stylesheet = /\/assets\/root-[\w-]+\.css$/
  // By CSS, not by role: an image held back is out of the accessibility tree until it is shown.
  const firstCardImage = 'img[alt="Cedar Privacy Fence | Lone Star Fence Works"]'

  test('wait until the hero is on screen, and the inlined stylesheet is never fetched again', async ({ page }) => {
    // Hold the hero photo: until it is painted, nothing else should take its bandwidth.
    const release = await holdTheHero(page)
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))

    await page.goto('/services/wood-fencing', { waitUntil: 'domcontentloaded' })
    const firstCard = page.locator(firstCardImage)
    await expect(firstCard).toBeAttached()
    // The cards keep their frames (nothing shifts later), but their photos are neither shown
    // nor fetched while the hero is loading.
    await page.waitForTimeout(500)
    await expect(firstCard).toBeHidden()
    expect(requested.filter((pathname) => cardImage.test(pathname))).toEqual([])

    await release()
    await page.waitForFunction(() => document.documentElement.classList.contains('page-shown'), undefined, { timeout: 10_000 })
    await firstCard.scrollIntoViewIfNeeded()
    await expect(firstCard).toBeVisible()
    await expect.poll(() => firstCard.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
    expect(requested.filter((pathname) => cardImage.test(pathname)).length).toBeGreaterThan(0)

    // Neither hydration nor a client-side visit to another page fetches the inlined stylesheet,
    // and the next page is styled all the same.
    await waitForHydration(page)
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('footer a[href="/contact"]')?.click())
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/Inter/)
    await expect(page.locator('link[rel="stylesheet"]')).toHaveAttribute('disabled', '')
    expect(requested.filter((pathname) => stylesheet.test(pathname))).toEqual([])
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('load as usual', async ({ page }) => {
      await page.goto('/services/wood-fencing')
      const firstCard = page.locator(firstCardImage)
      await firstCard.scrollIntoViewIfNeeded()
      await expect(firstCard).toBeVisible()
      await expect.poll(() => firstCard.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
    })
  })
})

test.describe('sections after the first, and the footer', () => {
  /** Whether the browser has rendered the element (false while its part of the page is skipped). */
  const rendered = (locator: Locator) => locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))

  test('are left to the browser until the page is shown, then rendered one per frame', async ({ page }) => {
    const release = await holdTheHero(page)
    await page.goto('/services/wood-fencing', { waitUntil: 'domcontentloaded' })
    // The last section's heading and the footer's copyright: far below the first screen, so the browser has not rendered them.
    const farHeading = page.locator('main > section:last-of-type h2')
    const copyright = page.locator('body > footer').getByText(/©/)
    await expect(farHeading).toBeAttached()
    await expect(copyright).toBeAttached()
    expect(await rendered(farHeading)).toBe(false)
    expect(await rendered(copyright)).toBe(false)

    await release()
    await page.waitForFunction(() => document.documentElement.classList.contains('sections-shown'), undefined, { timeout: 10_000 })
    const parts = await page.evaluate(() =>
      [...document.querySelectorAll('main > section + section, body > footer')].map((part) => part.hasAttribute('data-shown')),
    )
    expect(parts.length).toBeGreaterThan(4)
    expect(parts.every(Boolean)).toBe(true)
    expect(await rendered(farHeading)).toBe(true)
    expect(await rendered(copyright)).toBe(true)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('render at once', async ({ page }) => {
      await page.goto('/services/wood-fencing')
      expect(await rendered(page.locator('main > section:last-of-type h2'))).toBe(true)
      expect(await rendered(page.locator('body > footer').getByText(/©/))).toBe(true)
    })
  })
})
