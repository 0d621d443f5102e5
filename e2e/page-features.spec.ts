import { expect, hydrateEveryIsland, test, type Page } from './fixtures/test.ts'
import { serviceAreas } from '../app/content/service-areas.ts'

test.describe('FAQ search', () => {
  test('filters questions and answers, counts results and hides empty categories', async ({ page }) => {
    await page.goto('/faqs')
    const search = page.getByRole('searchbox', { name: 'Search frequently asked questions' })
    const faqList = page.locator('#faq-list')
    const categoriesBefore = await faqList.locator('section').count()
    await search.fill('  PERMIT ')
    await expect(page.getByText(/^\d+ results? found$/)).toBeVisible()
    const shown = await faqList.locator('[data-slot="accordion-trigger"]').allTextContents()
    expect(shown.length).toBeGreaterThan(0)
    expect(await faqList.locator('section').count()).toBeLessThan(categoriesBefore)
    await expect(page.getByText(`${shown.length} result${shown.length === 1 ? '' : 's'} found`)).toBeVisible()
  })

  test('says so when nothing matches', async ({ page }) => {
    await page.goto('/faqs')
    await page.getByRole('searchbox', { name: 'Search frequently asked questions' }).fill('xylophone')
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'No results found' })).toBeAttached()
    await expect(page.getByText('Try searching with different keywords or browse all categories above.')).toBeVisible()
    await expect(page.locator('#faq-list [data-slot="accordion-trigger"]')).toHaveCount(0)
  })

  test('a search sent before the page hydrated (a reload with ?q=) is applied', async ({ page }) => {
    await page.goto('/faqs?q=xylophone')
    await expect(page.getByRole('searchbox', { name: 'Search frequently asked questions' })).toHaveValue('xylophone')
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible()
  })

  test('a topic the search has hidden is shown again and scrolled to', async ({ page }) => {
    await page.goto('/faqs')
    const search = page.getByRole('searchbox', { name: 'Search frequently asked questions' })
    await search.fill('cedar')
    await expect(page.getByText(/^\d+ results? found$/)).toBeVisible()
    const financing = page.getByRole('heading', { name: 'Financing', exact: true })
    await expect(financing).toHaveCount(0)
    await page.getByRole('navigation', { name: 'FAQ topics' }).getByRole('link', { name: 'Financing' }).click()
    await expect(search).toHaveValue('')
    await expect(financing).toBeInViewport()
    await expect(page).toHaveURL(/#faq-financing$/)
  })

  test('accordions are single-open and collapsible within a category', async ({ page }) => {
    await page.goto('/faqs')
    const category = page.locator('#faq-list section').first()
    const items = category.locator('details[data-slot="accordion-item"]')
    const triggers = category.locator('[data-slot="accordion-trigger"]')
    const answers = category.locator('[data-slot="accordion-content"]')
    await expect(answers.nth(0)).toBeHidden()
    await triggers.nth(0).click()
    await expect(items.nth(0)).toHaveAttribute('open', '')
    await expect(answers.nth(0)).toBeVisible()
    await triggers.nth(1).click()
    await expect(items.nth(0)).not.toHaveAttribute('open')
    await expect(answers.nth(0)).toBeHidden()
    await expect(items.nth(1)).toHaveAttribute('open', '')
    await triggers.nth(1).click()
    await expect(items.nth(1)).not.toHaveAttribute('open')
    await expect(answers.nth(1)).toBeHidden()
  })

  test('another category keeps its own answer open', async ({ page }) => {
    await page.goto('/faqs')
    const [first, second] = [page.locator('#faq-list section').nth(0), page.locator('#faq-list section').nth(1)]
    await first.locator('[data-slot="accordion-trigger"]').first().click()
    await second.locator('[data-slot="accordion-trigger"]').first().click()
    await expect(first.locator('details').first()).toHaveAttribute('open', '')
    await expect(second.locator('details').first()).toHaveAttribute('open', '')
  })

  test('a question opens from the keyboard with no script at all', async ({ context }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'keyboard: the desktop project')
    // A page of the context itself: its goto does not wait for a hydration that cannot come.
    const page = await context.newPage()
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto('/services/wood-fencing')
    const trigger = page.locator('main [data-slot="accordion-trigger"]').first()
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('main details[data-slot="accordion-item"]').first()).toHaveAttribute('open', '')
    await expect(page.locator('main [data-slot="accordion-content"]').first()).toBeVisible()
  })
})

test.describe('service-area list', () => {
  /** Spec section 9: each press adds its areas after 150 ms. */
  const serviceAreaShowMoreDelayMs = 150
  /** The Show More control that is on screen: the summary of the rest at first, then a button after the added cards. */
  const showMore = (page: Page, remaining: number) =>
    page.locator('summary:visible, button:visible').filter({ hasText: `Show More Areas (${remaining} remaining)` })

  test('shows 4 on Locations and adds 3 per press after a short delay', async ({ page }) => {
    // The page's clock is ours: the 150 ms delay passes when the test says so, however busy the machine.
    await page.clock.install()
    await page.goto('/locations')
    await page.clock.pauseAt(Date.now() + 1000)
    const cards = page.locator('li[data-area]:visible')
    await expect(cards).toHaveCount(4)
    const primaryFirst = await cards.first().getAttribute('data-area')
    expect(serviceAreas.en.find((area) => area.city === primaryFirst)?.primary).toBe(true)
    const total = serviceAreas.en.length
    await showMore(page, total - 4).click()
    await expect(page.getByText('Loading more areas…', { exact: true }).first()).toBeVisible()
    await expect(cards).toHaveCount(4)
    await page.clock.runFor(serviceAreaShowMoreDelayMs)
    await expect(cards).toHaveCount(7)
    // Keyboard focus moves to the first card added, and a live region says what came.
    await expect(page.locator('li[data-area]').nth(4).locator('article')).toBeFocused()
    await expect(page.getByRole('status').filter({ hasText: 'Added 3 more areas' })).toHaveText(/remaining\.$/)
    await showMore(page, total - 7).click()
    await page.clock.runFor(serviceAreaShowMoreDelayMs)
    await expect(cards).toHaveCount(10)
    await showMore(page, total - 10).click()
    await page.clock.runFor(serviceAreaShowMoreDelayMs)
    await expect(cards).toHaveCount(total)
    await expect(page.getByRole('status')).toHaveText(/All areas shown\.$/)
    await expect(page.locator('summary:visible, button:visible').filter({ hasText: 'Show More Areas' })).toHaveCount(0)
  })

  test('every area is in the page, the ones past the first 4 behind Show More', async ({ page }) => {
    await page.goto('/locations')
    const cards = page.locator('li[data-area] > article')
    await expect(cards).toHaveCount(serviceAreas.en.length)
    await expect(page.locator('details li[data-area]')).toHaveCount(serviceAreas.en.length - 4)
    await expect(cards.first().getByRole('link', { name: /Get Quote/ })).toBeVisible()
  })

  test('reached by a link within the site, the cards render and Show More moves focus', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Service Areas' }).first().click()
    await expect(page).toHaveURL(/\/locations$/)
    await hydrateEveryIsland(page)
    await expect(page.locator('li[data-area]:visible')).toHaveCount(4)
    await showMore(page, serviceAreas.en.length - 4).click()
    await expect(page.locator('li[data-area]').nth(4).locator('article')).toBeFocused()
  })

  test('every area card offers Get Quote on the contact page', async ({ page }) => {
    await page.goto('/locations')
    const firstCard = page.locator('li[data-area]').first()
    await expect(firstCard.getByRole('link', { name: /Get Quote/ })).toHaveAttribute('href', '/contact')
  })
})

test.describe('scroll reveal', () => {
  test('a card below the screen is hidden, without a script, and shows once scrolled to', async ({ page }) => {
    await page.goto('/services/wood-fencing')
    const last = page.locator('.reveal').last()
    await expect.poll(() => last.evaluate((element) => getComputedStyle(element).opacity)).toBe('0')
    await last.scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 400)
    await expect.poll(() => last.evaluate((element) => Number(getComputedStyle(element).opacity))).toBeGreaterThan(0.5)
  })
})

test.describe("financing partner's payment calculator", () => {
  test('loads when scrolled near, not when the page hydrates', async ({ page }) => {
    const partnerRequests: string[] = []
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, async (route) => {
      partnerRequests.push(route.request().url())
      await route.fulfill({ contentType: 'text/html', body: '<title>Calculator</title><p>Partner calculator</p>' })
    })
    await page.goto('/financing')
    await page.waitForLoadState('networkidle')
    // The page script has run, with the calculator far below: nothing asked of the partner yet.
    expect(partnerRequests).toEqual([])
    await expect(page.getByText('The payment calculator loads as you scroll to it.')).toBeVisible()

    const link = page.getByRole('link', { name: 'Open the payment calculator in a new tab' })
    await link.scrollIntoViewIfNeeded()
    const frame = page.getByTitle('Payment calculator from our financing partner')
    await expect(frame).toBeVisible()
    await expect(frame).toHaveAttribute('src', (await link.getAttribute('href'))!)
    await expect(page.frameLocator('iframe[title="Payment calculator from our financing partner"]').getByText('Partner calculator')).toBeVisible()
    expect(partnerRequests).toHaveLength(1)
  })
})
