import { expect, test as base } from '@playwright/test'

/*
 * A visitor can reach the quote form before the page has hydrated (it paints from its HTML
 * and hydrates after the load: scripts/build-steps/critical-path.ts). What they type then
 * must count, not only stay on screen.
 */

// This test acts before the page hydrates, so it uses Playwright's own `goto`.
const test = base

test('what a visitor types before the page has hydrated stays in the form and counts', async ({ page }) => {
  // Hold the module that hydrates until the visitor has typed.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/contact')
  const form = page.locator('form:has(input[name="website"])').first()
  const firstName = form.getByLabel('First name', { exact: true })
  const lastName = form.getByLabel('Last name', { exact: true })
  const details = form.getByLabel('Project details')
  await firstName.fill('Maria')
  await lastName.fill('Lopez')
  await details.fill('About 120 ft of cedar privacy fence')
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()

  release()
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 15_000 })
  await expect(firstName).toHaveValue('Maria')
  await expect(lastName).toHaveValue('Lopez')
  await expect(details).toHaveValue('About 120 ft of cedar privacy fence')

  // The form's state holds the typed text: leaving the fields finds nothing missing there,
  // while the e-mail field, left empty, is reported.
  const email = form.getByLabel('Email', { exact: true })
  await firstName.focus()
  await lastName.focus()
  await email.focus()
  await details.focus()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(firstName).not.toHaveAttribute('aria-invalid')
  await expect(lastName).not.toHaveAttribute('aria-invalid')
})
