import { test as base } from '@playwright/test'
import { expect, holdScripts, isHydrated } from './fixtures/test.ts'
import { fields, quoteForm } from './fixtures/quote-form.ts'

/*
 * A visitor can reach the quote form before the page has hydrated (it paints from its HTML,
 * then its scripts load and React hydrates it). What they type then must count, not only stay
 * on screen.
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

test.describe('a phone number typed before the page has hydrated', () => {
  test('is formatted once the page hydrates, when the visitor has left the field', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/contact', { waitUntil: 'commit' })
    const { phone, email } = fields(quoteForm(page))
    await phone.fill('469.555.0142')
    await email.focus()
    expect(await isHydrated(page)).toBe(false)

    await release()
    await expect(phone).toHaveValue('(469) 555-0142')
    await expect(email).toBeFocused()
  })

  test('is left as typed while the visitor is still in the field, and formatted when they leave it', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/contact', { waitUntil: 'commit' })
    const { phone, email } = fields(quoteForm(page))
    await phone.fill('469.555.0142')
    expect(await isHydrated(page)).toBe(false)

    await release()
    await expect(phone).toBeFocused()
    await expect(phone).toHaveValue('469.555.0142')
    await email.focus()
    await expect(phone).toHaveValue('(469) 555-0142')
  })
})

test.describe('images below the hero', () => {
  // By CSS, not by role: a lazy image not yet in view is out of the accessibility tree.
  const firstCardImage = 'img[alt="Cedar Privacy Fence | Lone Star Fence Works"]'

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
