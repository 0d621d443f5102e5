import { expect, test, type Page } from './fixtures/test.ts'
import { expectNoViolations } from './fixtures/axe.ts'
import { pages } from '../app/route-table.ts'

/**
 * axe-core on every page of the route table and the not-found page, at 1280 px (desktop)
 * and 390 px (phone), plus the interactive states: services picker, mobile menu, desktop
 * dropdown and an FAQ answer open. Zero violations of WCAG 2.1 A/AA and axe's best practices.
 */

// axe is injected as an inline script: the server's Content-Security-Policy must not block it.
test.use({ bypassCSP: true })

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

async function open(page: Page, path: string) {
  // The fixture's goto also waits for the whole page to hydrate.
  await page.goto(path, { waitUntil: 'load' })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

test.describe('every page has no axe violations', () => {
  for (const { path } of pages) {
    test(`${path}`, async ({ page }, testInfo) => {
      await open(page, path)
      await expectNoViolations(page, `${path} at ${testInfo.project.name}`)
    })
  }

  test('the not-found page', async ({ page }, testInfo) => {
    const response = await page.goto('/no-such-page-for-axe', { waitUntil: 'load' })
    expect(response?.status()).toBe(404)
    await expectNoViolations(page, `404 at ${testInfo.project.name}`)
  })
})

test.describe('interactive states have no axe violations', () => {
  test('the quote form with the services picker open', async ({ page }, testInfo) => {
    await open(page, '/contact')
    const picker = page.locator('summary[data-slot="services-trigger"]').first()
    await expect(picker, 'the quote form has a services picker').toBeVisible()
    await picker.click()
    await expect(page.getByPlaceholder('Search services...')).toBeVisible()
    await expect(page.getByRole('group', { name: 'Services needed' }).getByRole('checkbox').first()).toBeVisible()
    await expectNoViolations(page, `/contact with the services picker open at ${testInfo.project.name}`)
  })

  test('the mobile menu open, its Services group expanded', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the slide-out menu is the phone navigation')
    await open(page, '/')
    const trigger = page.getByRole('button', { name: 'Open menu' })
    await trigger.click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await menu.locator('summary', { hasText: 'Services' }).click()
    await expect(menu.getByRole('link', { name: 'Wood Fencing' }).first()).toBeVisible()
    // The menu itself: the page behind its backdrop is checked on its own above (axe reads the
    // colours of what lies under the top layer's backdrop wrongly).
    await expectNoViolations(page, '/ with the mobile menu open at phone', '#mobile-menu')
  })

  test('the desktop Services dropdown open', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the dropdowns are the desktop navigation')
    await open(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.locator('summary', { hasText: 'Services' }).click()
    await expect(nav.getByRole('link', { name: /Wood Fencing/ })).toBeVisible()
    await expectNoViolations(page, '/ with the Services dropdown open at desktop')
  })

  test('an FAQ answer open', async ({ page }, testInfo) => {
    await open(page, '/faqs')
    const trigger = page.getByRole('main').locator('[data-slot="accordion-trigger"]').first()
    await trigger.click()
    await expect(page.getByRole('main').locator('details[data-slot="accordion-item"]').first()).toHaveAttribute('open', '')
    await expectNoViolations(page, `/faqs with the first answer open at ${testInfo.project.name}`)
  })
})
