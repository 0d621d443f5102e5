import { expect, firstPaintTest as test, holdScripts, isHydrated, partCode, slowPhoneCpu, waitForHydration, type Locator } from './fixtures/test.ts'
import { businessDayOf } from '../lead/business-calendar.ts'
import { upcomingVisitDays } from '../lead/visit-time.ts'
import { fields, quoteForm, recordLeads, servicesList, site, storedLeads } from './fixtures/quote-form.ts'

/*
 * The quote form at first paint, on a phone four times slower than this machine: what a
 * visitor does before the page's script has run (the services picker, the consent box,
 * typing, even sending) takes effect natively and is still there, and counts, once it has.
 */

// A page loaded on a four times slower CPU, with its scripts held and then let go, takes a while.
test.slow()

/** The quote form's own code, loaded after the page's (a lazy boundary). */
const quoteFormCode = partCode('quote-form')

/** A valid request typed into the prerendered form, the services picker used as its HTML allows. */
async function fillQuoteNatively(form: Locator, email: string) {
  const field = fields(form)
  await field.firstName.fill('Maria')
  await field.lastName.fill('Lopez')
  await field.phone.fill('(469) 555-0142')
  await field.email.fill(email)
  await field.services.click()
  await servicesList(form).getByRole('checkbox', { name: 'Fence Repair' }).check()
  await field.address.fill('210 W Walnut St, Celina')
}

// On / the form sits in a hero that renders again when its image has loaded, maybe before the
// form's own code has arrived: what the visitor did must survive that too.
for (const path of ['/contact', '/']) {
  test(`what a visitor does before hydration is kept and counts once the script has run (${path})`, async ({ page }) => {
    const received = await recordLeads(page)
    await slowPhoneCpu(page, 4)
    const release = await holdScripts(page)
    await page.goto(path, { waitUntil: 'commit' })
    const form = quoteForm(page)
    const field = fields(form)
    const list = servicesList(form)
    await expect(field.services).toBeVisible()
    expect(await isHydrated(page)).toBe(false)

    await field.services.click()
    await list.getByRole('checkbox', { name: 'Wood Fencing' }).check()
    await list.getByRole('checkbox', { name: 'Vinyl Fencing' }).check()
    await field.services.click()
    await expect(list).toBeHidden()
    await field.consent.uncheck()
    await field.firstName.fill('Maria')
    await field.lastName.fill('Lopez')
    await field.phone.fill('4695550142')
    await field.email.fill('maria@example.com')
    await field.address.fill('210 W Walnut St, Celina')
    expect(await isHydrated(page)).toBe(false)

    await release()
    await expect(form.getByRole('list', { name: 'Chosen services' }).getByRole('button')).toHaveText(['Wood Fencing', 'Vinyl Fencing'])
    await expect(field.firstName).toHaveValue('Maria')
    await expect(field.address).toHaveValue('210 W Walnut St, Celina')
    await expect(field.consent).not.toBeChecked()
    // The unticked consent counts: the form is not valid until it is ticked again.
    await expect(field.submit).toBeDisabled()
    await field.consent.check()
    await expect(field.submit).toBeEnabled()
    await field.submit.click()
    // Still a four times slower phone: the sender and the toasts load on this first submit.
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    expect(received).toHaveLength(1)
    expect(received[0]!.body).toMatchObject({
      firstName: 'Maria',
      lastName: 'Lopez',
      phone: '4695550142',
      email: 'maria@example.com',
      servicesNeeded: ['wood-fencing', 'vinyl-fencing'],
      address: '210 W Walnut St, Celina',
      consent: true,
    })
  })
}

test('a submit before hydration posts the form natively and the lead arrives', async ({ page }, testInfo) => {
  const email = `quote-first-paint-${testInfo.project.name}-${Date.now()}@example.com`
  await slowPhoneCpu(page, 4)
  await holdScripts(page)
  await page.goto('/contact', { waitUntil: 'commit' })
  const form = quoteForm(page)
  const field = fields(form)
  await expect(field.submit).toBeVisible()
  expect(await isHydrated(page)).toBe(false)

  await fillQuoteNatively(form, email)
  await expect(field.submit).toBeEnabled()
  expect(await isHydrated(page)).toBe(false)
  await field.submit.click()

  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
  const rows = storedLeads(email)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({ first_name: 'Maria', phone: '4695550142', page: 'Contact Us', spam: 0 })
  expect(String(rows[0]!.services)).toContain('fence-repair')
})

test('the picker, the moment it is visible: a tick made then counts after hydration', async ({ page }) => {
  await slowPhoneCpu(page, 4)
  await page.goto('/contact', { waitUntil: 'commit' })
  const form = quoteForm(page)
  const field = fields(form)
  await field.services.click()
  await servicesList(form).getByRole('checkbox', { name: 'Fence Repair' }).click()
  await field.firstName.fill('Maria')

  await waitForHydration(page)
  await expect(form.getByRole('list', { name: 'Chosen services' }).getByRole('button')).toHaveText(['Fence Repair'])
  await expect(form.locator('input[name="servicesNeeded"][value="fence-repair"]')).toBeChecked()
  await expect(field.firstName).toHaveValue('Maria')
  // It counts: leaving the picker reports nothing missing there.
  await field.services.focus()
  await field.firstName.focus()
  await expect(field.services).not.toHaveAttribute('aria-invalid')
})

test("when the form's code cannot be fetched, the page keeps the form and it still posts natively", async ({ page }, testInfo) => {
  const email = `quote-no-code-${testInfo.project.name}-${Date.now()}@example.com`
  const failedFetch = page.waitForEvent('requestfailed', (request) => quoteFormCode.test(request.url()))
  await page.route(quoteFormCode, (route) => route.abort('connectionreset'))
  await page.goto('/contact')
  // The page script runs and the visitor reaches for the form; its island stays the prerendered form.
  await waitForHydration(page)
  const form = quoteForm(page)
  await fields(form).firstName.focus()
  await failedFetch
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Something went wrong')
  await fillQuoteNatively(form, email)
  await fields(form).submit.click()

  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
  expect(storedLeads(email)).toHaveLength(1)
})

test('a visit day ticked on a page built days ago, before its script ran, is dropped rather than refused', async ({ page }, testInfo) => {
  const email = `quote-stale-day-${testInfo.project.name}-${Date.now()}@example.com`
  const nextWeek = new Date(Date.now() + 7 * 86_400_000)
  await page.clock.setFixedTime(nextWeek)
  const release = await holdScripts(page)
  await page.goto('/contact', { waitUntil: 'commit' })
  const form = quoteForm(page)
  await form.getByText('Preferred visit time').click()
  const builtDay = form.locator('input[name="visitDays"]').first()
  const stale = await builtDay.inputValue()
  expect(upcomingVisitDays(site.hours, businessDayOf(nextWeek))).not.toContain(stale)
  await builtDay.check()
  await fillQuoteNatively(form, email)

  await release()
  await fields(form).submit.click()
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
  const [row] = storedLeads(email)
  expect(row?.first_name).toBe('Maria')
  expect(String(row?.visit_preference)).not.toContain(stale)
})
