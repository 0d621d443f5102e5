import { expect, firstPaintTest as test, holdScripts, isHydrated, slowPhoneCpu, waitForHydration, type Page } from './fixtures/test.ts'
import { serviceAreas } from '../app/content/service-areas.ts'

/*
 * The page's controls work from their first paint (issue 17: no input is lost), on a phone's
 * CPU (4x slower). Each control is used the moment it is painted: with the scripts held, so
 * the page is certainly not hydrated and the browser alone must do it, and then with the page
 * racing to hydrate. What the visitor did must still hold once the page has hydrated. With
 * JavaScript disabled, every menu opens and every area and answer can be read.
 */

// A 4x slower CPU, pages loaded in full and held scripts: these take longer than the suite's default.
test.slow()

const phoneOnly = (projectName: string) => test.skip(projectName !== 'phone', 'the slide-out menu is the phone navigation')
const desktopOnly = (projectName: string) => test.skip(projectName !== 'desktop', 'the dropdowns are the desktop navigation')

/** A dropdown of the desktop navigation: its `<details>` and the `<summary>` that toggles it. */
function dropdown(page: Page, label: string) {
  const nav = page.getByRole('navigation', { name: 'Main' })
  const summary = page.locator('summary', { hasText: label })
  return { nav, summary: nav.locator(summary), details: nav.locator('details').filter({ has: summary }) }
}

const mobileMenu = (page: Page) => page.getByRole('dialog', { name: 'Menu' })
const faqSearch = (page: Page) => page.getByRole('searchbox', { name: 'Search frequently asked questions' })
const visibleAreas = (page: Page) => page.locator('li[data-area]:visible')
const showMoreSummary = (page: Page) => page.locator('summary').filter({ hasText: /^Show More Areas \(\d+ remaining\)$/ })

/** A phone's CPU, the site's scripts held, and `path` loading: acts happen before hydration. */
async function openHeld(page: Page, path: string) {
  await slowPhoneCpu(page, 4)
  const release = await holdScripts(page)
  await page.goto(path, { waitUntil: 'commit' })
  return release
}

/** A phone's CPU and `path` loading; the page hydrates when it can, whatever the test does. */
async function openRacing(page: Page, path: string) {
  await slowPhoneCpu(page, 4)
  await page.goto(path, { waitUntil: 'commit' })
}

test.describe('before hydration (scripts held)', () => {
  test('a click opens the Services menu, it stays open after hydration, and Escape then closes it', async ({ page }, testInfo) => {
    desktopOnly(testInfo.project.name)
    const release = await openHeld(page, '/')
    const services = dropdown(page, 'Services')
    await services.summary.click()
    expect(await isHydrated(page)).toBe(false)
    await expect(services.details).toHaveAttribute('open', '')
    await expect(services.nav.getByRole('link', { name: /Vinyl Fencing/ })).toBeVisible()
    await release()
    await expect(services.details).toHaveAttribute('open', '')
    await page.keyboard.press('Escape')
    await expect(services.details).not.toHaveAttribute('open')
    await expect(services.summary).toBeFocused()
  })

  test('Enter opens the Services menu from the keyboard and Tab reaches its links', async ({ page }, testInfo) => {
    desktopOnly(testInfo.project.name)
    const release = await openHeld(page, '/services/wood-fencing')
    const services = dropdown(page, 'Services')
    await services.summary.focus()
    await page.keyboard.press('Enter')
    expect(await isHydrated(page)).toBe(false)
    await expect(services.details).toHaveAttribute('open', '')
    await release()
    await expect(services.details).toHaveAttribute('open', '')
    await page.keyboard.press('Tab')
    await expect(page.locator(':focus')).toHaveAttribute('href', '/services/wood-fencing')
  })

  test('a click opens the Locations menu and the other menu closes', async ({ page }, testInfo) => {
    desktopOnly(testInfo.project.name)
    const release = await openHeld(page, '/celina-fence-company')
    const services = dropdown(page, 'Services')
    const locations = dropdown(page, 'Locations')
    await services.summary.click()
    await locations.summary.click()
    expect(await isHydrated(page)).toBe(false)
    await expect(locations.details).toHaveAttribute('open', '')
    await expect(services.details).not.toHaveAttribute('open')
    await expect(locations.nav.getByRole('link', { name: 'Pilot Point', exact: true })).toBeVisible()
    await release()
    await expect(locations.details).toHaveAttribute('open', '')
    // Enhanced: a click elsewhere closes it.
    await page.mouse.click(10, 880)
    await expect(locations.details).not.toHaveAttribute('open')
  })

  test('a tap opens the mobile menu, it stays open after hydration, and a link in it goes to its page', async ({ page }, testInfo) => {
    phoneOnly(testInfo.project.name)
    const release = await openHeld(page, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    expect(await isHydrated(page)).toBe(false)
    const menu = mobileMenu(page)
    await expect(menu).toBeVisible()
    await menu.locator('summary', { hasText: 'Locations' }).click()
    await expect(menu.getByRole('link', { name: 'Prosper', exact: true })).toBeVisible()
    await release()
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Prosper', exact: true })).toBeVisible()
    await menu.getByRole('link', { name: 'Prosper', exact: true }).click()
    await expect(page).toHaveURL(/\/prosper-fence-company$/)
    await expect(mobileMenu(page)).toBeHidden()
  })

  test('Show More Areas shows every remaining area, and they stay after hydration', async ({ page }) => {
    const release = await openHeld(page, '/locations')
    await expect(visibleAreas(page)).toHaveCount(4)
    await showMoreSummary(page).click()
    expect(await isHydrated(page)).toBe(false)
    await expect(visibleAreas(page)).toHaveCount(serviceAreas.en.length)
    await release()
    await expect(visibleAreas(page)).toHaveCount(serviceAreas.en.length)
    await expect(page.locator('summary:visible, button:visible').filter({ hasText: 'Show More Areas' })).toHaveCount(0)
  })

  test('text typed into the FAQ search filters the answers once the page hydrates', async ({ page }) => {
    const release = await openHeld(page, '/faqs')
    const triggers = page.locator('#faq-list [data-slot="accordion-trigger"]')
    await faqSearch(page).fill('permit')
    const all = await triggers.count()
    expect(await isHydrated(page)).toBe(false)
    await release()
    await expect(faqSearch(page)).toHaveValue('permit')
    const status = page.getByText(/^\d+ results? found$/)
    await expect(status).toBeVisible()
    const shown = await triggers.count()
    expect(shown).toBeGreaterThan(0)
    expect(shown).toBeLessThan(all)
    await expect(status).toHaveText(`${shown} result${shown === 1 ? '' : 's'} found`)
  })

  test('an FAQ answer opened at first paint stays open after hydration', async ({ page }) => {
    const release = await openHeld(page, '/faqs')
    const item = page.locator('#faq-list details').nth(1)
    await item.locator('summary').click()
    expect(await isHydrated(page)).toBe(false)
    await expect(item).toHaveAttribute('open', '')
    await release()
    await expect(item).toHaveAttribute('open', '')
    await expect(item.locator('[data-slot="accordion-content"]')).toBeVisible()
  })

  test('a city page FAQ answer opened at first paint stays open after hydration', async ({ page }) => {
    const release = await openHeld(page, '/celina-fence-company')
    const item = page.getByRole('main').locator('details[data-slot="accordion-item"]').first()
    await item.locator('summary').click()
    await expect(item).toHaveAttribute('open', '')
    await release()
    await expect(item).toHaveAttribute('open', '')
  })
})

test.describe('acting the moment a control is painted, while the page hydrates', () => {
  test('the Services menu opens and stays open', async ({ page }, testInfo) => {
    desktopOnly(testInfo.project.name)
    await openRacing(page, '/')
    const services = dropdown(page, 'Services')
    await services.summary.click()
    await expect(services.details).toHaveAttribute('open', '')
    await waitForHydration(page)
    await expect(services.details).toHaveAttribute('open', '')
  })

  test('Enter opens the Locations menu', async ({ page }, testInfo) => {
    desktopOnly(testInfo.project.name)
    await openRacing(page, '/services/wood-fencing')
    const locations = dropdown(page, 'Locations')
    await locations.summary.focus()
    await page.keyboard.press('Enter')
    await expect(locations.details).toHaveAttribute('open', '')
    await waitForHydration(page)
    await expect(locations.details).toHaveAttribute('open', '')
  })

  test('the mobile menu opens and stays open', async ({ page }, testInfo) => {
    phoneOnly(testInfo.project.name)
    await openRacing(page, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(mobileMenu(page)).toBeVisible()
    await waitForHydration(page)
    await expect(mobileMenu(page)).toBeVisible()
  })

  test('Show More Areas adds areas', async ({ page }) => {
    await openRacing(page, '/locations')
    await showMoreSummary(page).click()
    // Natively (all of them) or enhanced (3 after 150 ms): either way more than the first 4.
    await expect.poll(() => visibleAreas(page).count()).toBeGreaterThan(4)
    const shown = await visibleAreas(page).count()
    await waitForHydration(page)
    expect(await visibleAreas(page).count()).toBeGreaterThanOrEqual(shown)
  })

  test('the FAQ search applies what was typed', async ({ page }) => {
    await openRacing(page, '/faqs')
    await faqSearch(page).fill('xylophone')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible()
    await expect(page.locator('#faq-list [data-slot="accordion-trigger"]')).toHaveCount(0)
  })

  test('an FAQ answer opens and stays open', async ({ page }) => {
    await openRacing(page, '/faqs')
    const item = page.locator('#faq-list details').first()
    await item.locator('summary').click()
    await expect(item).toHaveAttribute('open', '')
    await waitForHydration(page)
    await expect(item).toHaveAttribute('open', '')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('both desktop menus open and show their links', async ({ page }, testInfo) => {
    desktopOnly(testInfo.project.name)
    await page.goto('/reviews')
    const services = dropdown(page, 'Services')
    const locations = dropdown(page, 'Locations')
    await services.summary.click()
    await expect(services.nav.getByRole('link', { name: /Wood Fencing/ })).toBeVisible()
    await expect(services.nav.getByRole('link', { name: /All Services/ })).toBeVisible()
    await locations.summary.focus()
    await page.keyboard.press('Enter')
    await expect(locations.nav.getByRole('link', { name: 'Pilot Point', exact: true })).toBeVisible()
    await expect(services.details).not.toHaveAttribute('open')
    await locations.summary.click()
    await expect(locations.details).not.toHaveAttribute('open')
  })

  test('the mobile menu opens, shows both groups, and closes', async ({ page }, testInfo) => {
    phoneOnly(testInfo.project.name)
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = mobileMenu(page)
    await expect(menu).toBeVisible()
    await menu.locator('summary', { hasText: 'Services' }).click()
    await expect(menu.getByRole('link', { name: 'Wood Fencing', exact: true })).toBeVisible()
    await menu.locator('summary', { hasText: 'Locations' }).click()
    await expect(menu.getByRole('link', { name: 'Celina', exact: true })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Wood Fencing', exact: true })).toBeHidden()
    await menu.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
  })

  test('every service area can be read', async ({ page }) => {
    await page.goto('/locations')
    await showMoreSummary(page).click()
    for (const area of serviceAreas.en) {
      await expect(page.getByRole('heading', { name: area.city, exact: true }), area.city).toBeVisible()
    }
  })

  test('every FAQ can be opened and read', async ({ page }) => {
    await page.goto('/faqs')
    await expect(faqSearch(page)).toBeHidden()
    const items = page.locator('#faq-list details')
    const count = await items.count()
    expect(count).toBeGreaterThan(20)
    for (let index = 0; index < count; index++) {
      const item = items.nth(index)
      const answer = item.locator('[data-slot="accordion-content"]')
      await expect(answer).toBeHidden()
      await item.locator('summary').click()
      await expect(answer).toBeVisible()
      await expect(answer).toHaveText(/\w{3,}/)
    }
  })
})
