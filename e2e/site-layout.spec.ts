import { delayResponses, expect, partCode, test, type Page } from './fixtures/test.ts'
import { quoteForm } from './fixtures/quote-form.ts'

const isPhone = (projectName: string) => projectName === 'phone'

/** A dropdown of the desktop navigation: its `<details>` and the `<summary>` that toggles it. */
function dropdown(page: Page, label: string) {
  const nav = page.getByRole('navigation', { name: 'Main' })
  const summary = page.locator('summary', { hasText: label })
  return { nav, summary: nav.locator(summary), details: nav.locator('details').filter({ has: summary }) }
}

/** The desktop navigation on `path`, with the `label` dropdown opened from the keyboard. */
async function openDropdownByKeyboard(page: Page, path: string, label: string) {
  await page.goto(path)
  const menu = dropdown(page, label)
  await menu.summary.focus()
  await page.keyboard.press('Enter')
  await expect(menu.details).toHaveAttribute('open', '')
  return menu
}

test.describe('shared layout', () => {
  test('the Services dropdown works by keyboard and groups its links', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the dropdowns are the desktop navigation')
    const { nav, details } = await openDropdownByKeyboard(page, '/', 'Services')
    for (const heading of ['Core Fencing', 'Gate Services', 'Maintenance & Repair', 'Additional Services']) {
      await expect(nav.getByText(heading, { exact: true })).toBeVisible()
    }
    // Tab moves into the open menu; Enter follows the link, and the menu closes.
    await page.keyboard.press('Tab')
    await expect(page.locator(':focus')).toHaveAttribute('href', '/services/wood-fencing')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/services\/wood-fencing$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(details).not.toHaveAttribute('open')
  })

  test('the Locations dropdown opens by keyboard and closes with Escape', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the dropdowns are the desktop navigation')
    const { nav, summary, details } = await openDropdownByKeyboard(page, '/reviews', 'Locations')
    await expect(nav.getByRole('link', { name: 'Pilot Point', exact: true })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(details).not.toHaveAttribute('open')
    await expect(summary).toBeFocused()
  })

  test('a dropdown opens on hover, stays open on a click, and closes on a click elsewhere or when another opens', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the dropdowns are the desktop navigation')
    await page.goto('/contact')
    const services = dropdown(page, 'Services')
    const locations = dropdown(page, 'Locations')
    await expect(services.details).not.toHaveAttribute('open')
    await services.summary.hover()
    await expect(services.details).toHaveAttribute('open', '')
    await expect(services.details.getByRole('link', { name: /Vinyl Fencing/ })).toBeVisible()
    // The click that usually follows the hover does not toggle the dropdown shut.
    await services.summary.click()
    await expect(services.details).toHaveAttribute('open', '')
    await locations.summary.click()
    await expect(locations.details).toHaveAttribute('open', '')
    await expect(services.details).not.toHaveAttribute('open')
    // A click on the page below the open panel.
    await page.mouse.click(10, 880)
    await expect(locations.details).not.toHaveAttribute('open')
    await expect(locations.nav.getByRole('link', { name: 'Pilot Point', exact: true })).toBeHidden()
  })

  test('focus leaving an open dropdown closes it', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the dropdowns are the desktop navigation')
    const { details } = await openDropdownByKeyboard(page, '/contact', 'Locations')
    await page.keyboard.press('Shift+Tab')
    await expect(details).not.toHaveAttribute('open')
  })

  test('the mobile menu slides out, navigates and closes', async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), 'the slide-out menu is for phones')
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Open menu' })
    await button.click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    // Focus moves into the menu, onto its close button.
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused()
    await menu.locator('summary', { hasText: 'Services' }).click()
    await menu.getByRole('link', { name: 'Vinyl Fencing' }).click()
    await expect(page).toHaveURL(/\/services\/vinyl-fencing$/)
    await expect(menu).toBeHidden()
  })

  test('the mobile menu closes on Escape and gives focus back to its button', async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), 'the slide-out menu is for phones')
    await page.goto('/reviews')
    const button = page.getByRole('button', { name: 'Open menu' })
    await button.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/$/)
    await expect(menu).toBeHidden()
    await button.click()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('the mobile bottom bar calls and opens the quote form', async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), 'the bottom bar is for phones')
    await page.goto('/services/chain-link')
    const bar = page.getByRole('navigation', { name: 'Quick actions' })
    await expect(bar).toBeVisible()
    await expect(bar.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', /^tel:\+1\d{10}$/)
    await bar.getByRole('link', { name: 'Get Quote' }).click()
    await expect(page.locator('#quote')).toBeInViewport()
  })

  test('breadcrumbs show on every page but home', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0)
    await page.goto('/services/black-iron')
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Services', 'Black Iron Fencing'])
    await crumbs.getByRole('link', { name: 'Services' }).click()
    await expect(page).toHaveURL(/\/services$/)
  })

  test('every navigation scrolls to the top', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Financing' }).click()
    await expect(page).toHaveURL(/\/financing$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('footer links navigate without reloading the document', async ({ page }) => {
    await page.goto('/')
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Financing' })
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await link.click()
    await expect(page).toHaveURL(/\/financing$/)
    await expect(page).toHaveTitle(/financing/i)
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  })

  test('the banner shows 20 trust claims and the footer the current year', async ({ page }) => {
    await page.goto('/contact')
    const banner = page.getByRole('region', { name: 'Why homeowners choose us' })
    await expect(banner.locator('ul').first().getByRole('listitem')).toHaveCount(20)
    // Each claim's shield is a 16 px box drawn by CSS in the banner's amber, not an inline <svg>,
    // through a PNG mask (an SVG one costs an SVG document in the first style pass).
    await expect(banner.locator('svg')).toHaveCount(0)
    const shield = await banner
      .getByRole('listitem')
      .first()
      .evaluate((claim) => {
        const icon = getComputedStyle(claim, '::before')
        return { mask: icon.maskImage, width: icon.width, height: icon.height, colour: icon.backgroundColor }
      })
    expect(shield).toEqual({ mask: expect.stringMatching(/^url\("data:image\/png;base64,/), width: '16px', height: '16px', colour: 'oklch(0.924 0.12 95.746)' })
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`)
  })

  test('the footer map loads only when scrolled near', async ({ page }) => {
    await page.goto('/faqs')
    const map = page.locator('[data-map-loaded]')
    await expect(map).toHaveAttribute('data-map-loaded', 'false')
    await map.scrollIntoViewIfNeeded()
    await expect(map).toHaveAttribute('data-map-loaded', 'true')
    await expect(map.locator('iframe')).toHaveAttribute('title', /Map of/)
  })
})

test.describe('not-found page', () => {
  test('answers 404, offers the way home and logs the path', async ({ page }) => {
    const messages: string[] = []
    page.on('console', (message) => messages.push(message.text()))
    const response = await page.goto('/no-such-fence')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
    await expect.poll(() => messages.some((text) => text.includes('/no-such-fence'))).toBe(true)
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('alternate city addresses redirect to the canonical page', async ({ page }) => {
    const response = await page.goto('/locations/pilot-point')
    expect(response?.url()).toMatch(/\/pilot-point-fence-company$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test.describe('client-side navigation', () => {
  // These pages take their copy from their loader (decision 16): a navigation fetches it as data.
  // The estimator's and financing's content is a lazy part (decision 9): `lazyPart` names its code and what it shows.
  const pagesWithData = [
    { path: '/privacy', label: 'Privacy Policy', heading: 'Privacy Policy', text: 'Contents' },
    {
      path: '/financing',
      label: 'Financing',
      heading: 'Build Your Fence Now, Pay Over Time',
      text: 'Three Simple Steps',
      lazyPart: { code: partCode('financing-content'), shown: (page: Page) => page.getByRole('heading', { name: 'Three Simple Steps' }) },
    },
    {
      path: '/fence-cost-estimator',
      label: 'Fence Cost Estimator',
      heading: 'Fence Cost Estimator',
      text: 'Gates and Extras',
      lazyPart: { code: partCode('estimator'), shown: (page: Page) => page.getByRole('form', { name: 'Your fence' }) },
    },
  ]

  for (const target of pagesWithData) {
    test(`a link to ${target.path} opens it in place, with its whole copy`, async ({ page }) => {
      await page.goto('/sitemap')
      await page.evaluate(() => Object.assign(window, { sameDocument: true }))
      const data = page.waitForResponse((response) => new URL(response.url()).pathname === `${target.path}.data`)
      await page.getByRole('main').getByRole('link', { name: target.label, exact: true }).click()
      expect((await data).status()).toBe(200)
      await expect(page).toHaveURL(target.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading)
      await expect(page.getByRole('main').getByText(target.text, { exact: true }).first()).toBeVisible()
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument), 'no full page load').toBe(true)
    })
  }

  test('following a link to the page already shown fetches none of its data anew', async ({ page }) => {
    await page.goto('/financing')
    const dataRequests: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.endsWith('.data')) dataRequests.push(pathname)
    })
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('link', { name: 'Financing', exact: true }).click()
    // Then to another page with data: requests go out in order, so a refetch would be listed first.
    const privacyData = page.waitForResponse((response) => new URL(response.url()).pathname === '/privacy.data')
    await footer.getByRole('link', { name: 'Privacy Policy', exact: true }).click()
    await privacyData
    expect(new Set(dataRequests)).toEqual(new Set(['/privacy.data']))
  })

  test('from a page without the quote form, the next page shows its form at once', async ({ page }) => {
    // The form's code arrives a second late: fetched only when the next page renders, it would come after it.
    await delayResponses(page, partCode('quote-form'))
    const formCode = page.waitForResponse(partCode('quote-form'), { timeout: 10_000 })
    await page.goto('/privacy')
    // Once the page is loaded and idle, it fetches the code of the parts most pages show...
    const response = await formCode
    // ...and runs it (importing it again resolves once it has).
    await page.evaluate((url) => import(url).then(() => true), response.url())
    await page.getByRole('contentinfo').getByRole('link', { name: 'Home', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('North Texas Fences Built to Last a Lifetime')
    expect(await quoteForm(page).count()).toBe(1)
  })

  for (const { path, label, lazyPart } of pagesWithData) {
    if (!lazyPart) continue
    test(`hovering a link to ${path} starts fetching its lazy part's code`, async ({ page }) => {
      await page.goto('/sitemap')
      const code = page.waitForRequest(lazyPart.code, { timeout: 5_000 })
      await page.getByRole('main').getByRole('link', { name: label, exact: true }).hover()
      await code
    })

    test(`${path} appears whole after a navigation, even when its lazy part's code is slow`, async ({ page }) => {
      await page.goto('/sitemap')
      // The part's own code arrives a second late.
      await delayResponses(page, lazyPart.code)
      await page.getByRole('main').getByRole('link', { name: label, exact: true }).click()
      // The breadcrumb names the page as soon as the navigation is done...
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText(label)
      // ...and at that moment the lazy part is on the page: nothing arrives later and pushes the page about.
      expect(await lazyPart.shown(page).count()).toBe(1)
    })
  }
})
