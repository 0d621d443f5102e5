import { businessDayOf } from '../lead/business-calendar.ts'
import { formatVisitDay, upcomingVisitDays } from '../lead/visit-time.ts'
import { expect, test } from './fixtures/test.ts'
import { fields, fillValidQuote, quoteForm, site, storedLeads } from './fixtures/quote-form.ts'

/** The preferred visit time of the quote form (decision 23), in a real browser against the real collector. */
test.describe('preferred visit time', () => {
  test('offers the next business days, refuses a fourth, and the lead in the store has the days chosen', async ({ page }, testInfo) => {
    const email = `visit-e2e-${testInfo.project.name}-${Date.now()}@example.com`
    // The days the browser counts from its own today, whatever day the page was built on.
    const days = upcomingVisitDays(site.hours, businessDayOf(new Date()))
    await page.goto('/contact')
    const form = quoteForm(page)
    await fillValidQuote(page, form, { email })

    await form.getByText('Preferred visit time').click()
    const dayBoxes = form.locator('input[name="visitDays"]')
    await expect(dayBoxes).toHaveCount(6)
    expect(await dayBoxes.evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value))).toEqual(days)
    const day = (index: number) => form.getByRole('checkbox', { name: formatVisitDay(days[index]!), exact: true })

    for (const index of [0, 2, 3, 4]) await day(index).check()
    await expect(form.getByText('Please choose up to 3 days')).toBeVisible()
    await day(0).uncheck()
    await expect(form.getByText('Please choose up to 3 days')).toBeHidden()
    await form.getByRole('radio', { name: 'Morning' }).check()

    await fields(form).submit.click()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    const [row] = storedLeads(email)
    expect(JSON.parse(String(row?.visit_preference))).toEqual({ days: [days[2], days[3], days[4]], time: 'morning' })
  })

  test("a page built days ago offers the days after the browser's today once the visitor uses the form", async ({ page }) => {
    const nextWeek = new Date(Date.now() + 7 * 86_400_000)
    await page.clock.setFixedTime(nextWeek)
    await page.goto('/contact')
    const form = quoteForm(page)
    await fields(form).firstName.fill('Maria')
    await form.getByText('Preferred visit time').click()
    await expect(form.locator('input[name="visitDays"]').first()).toHaveValue(upcomingVisitDays(site.hours, businessDayOf(nextWeek))[0]!)
  })
})
