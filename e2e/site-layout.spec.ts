import { expect, test, type Page } from './fixtures/test.ts'

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
    await expect(page.locator('#quote').getByLabel('First name', { exact: true })).toBeFocused()
  })

  test("the header's Get Quote, pressed from the keyboard, takes the focus into this page's form", async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the header button shows from sm up')
    await page.goto('/reviews')
    await page.getByRole('banner').getByRole('link', { name: 'Get Quote' }).focus()
    await page.keyboard.press('Enter')
    const firstName = page.locator('#quote').getByLabel('First name', { exact: true })
    await expect(firstName).toBeFocused()
    await expect(firstName).toBeInViewport()
  })

  test('a field reached with the keyboard is shown above the bottom bar, not under it', async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), 'the bottom bar is for phones')
    await page.goto('/contact')
    const bar = page.getByRole('navigation', { name: 'Quick actions' })
    const details = page.getByRole('textbox', { name: 'Project details' }).first()
    const visitTime = page.locator('form summary', { hasText: 'Preferred visit time' }).first()
    // The next field peeks out at the bottom of the screen, behind the bar, as the visitor tabs on to it.
    await visitTime.evaluate((summary) => window.scrollBy(0, summary.getBoundingClientRect().top - window.innerHeight + 20))
    await details.evaluate((field: HTMLElement) => field.focus({ preventScroll: true }))
    await page.keyboard.press('Tab')
    await expect(visitTime).toBeFocused()
    const barTop = (await bar.boundingBox())!.y
    const reached = (await visitTime.boundingBox())!
    expect(reached.y + reached.height).toBeLessThanOrEqual(barTop)
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
    const map = page.getByRole('contentinfo').locator('[data-embed-loaded]')
    await expect(map).toHaveAttribute('data-embed-loaded', 'false')
    await map.scrollIntoViewIfNeeded()
    await expect(map).toHaveAttribute('data-embed-loaded', 'true')
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

test.describe('navigation by the browser, made instant by speculation rules', () => {
  test('every page carries speculation rules the browser accepts, which leave out the inbox, the endpoints and files', async ({ page }) => {
    await page.goto('/services/wood-fencing')
    const verdict = await page.evaluate(() => {
      const script = document.querySelector<HTMLScriptElement>('script[type="speculationrules"]')
      const rules = JSON.parse(script?.textContent ?? '{}') as Record<string, Array<{ where: { and: Array<Record<string, unknown>> } }>>
      const patterns = (rule: { where: { and: Array<Record<string, unknown>> } }) => {
        const include = rule.where.and.flatMap((clause) => (typeof clause.href_matches === 'string' ? [clause.href_matches] : []))
        const exclude = rule.where.and.flatMap((clause) => {
          const not = clause.not as { href_matches?: string } | undefined
          return not?.href_matches ? [not.href_matches] : []
        })
        return (path: string) => {
          const url = new URL(path, location.href).href
          // URLPattern is Chromium's; TypeScript's DOM types do not have it yet.
          const { URLPattern } = window as unknown as { URLPattern: new (pattern: string, base: string) => { test: (url: string) => boolean } }
          const matches = (pattern: string) => new URLPattern(pattern, location.href).test(url)
          return include.some(matches) && !exclude.some(matches)
        }
      }
      const covered = (kind: string, path: string) => (rules[kind] ?? []).some((rule) => patterns(rule)(path))
      const paths = ['/contact', '/services/vinyl-fencing', '/admin', '/admin/leads/12', '/api/leads', '/sitemap.xml', 'https://other.example/']
      return {
        supported: HTMLScriptElement.supports('speculationrules'),
        prerender: Object.fromEntries(paths.map((path) => [path, covered('prerender', path)])),
        prefetch: Object.fromEntries(paths.map((path) => [path, covered('prefetch', path)])),
      }
    })
    expect(verdict.supported).toBe(true)
    const expected = {
      '/contact': true,
      '/services/vinyl-fencing': true,
      '/admin': false,
      '/admin/leads/12': false,
      '/api/leads': false,
      '/sitemap.xml': false,
      'https://other.example/': false,
    }
    expect(verdict.prerender).toEqual(expected)
    expect(verdict.prefetch).toEqual(expected)
  })

  test('a link the visitor hovers is fetched ahead, and the click shows the page fetched then', async ({ page }) => {
    // Chromium turns prerendering off while a test drives it (its DevTools protocol is attached):
    // what shows here is the rules' prefetch, the fallback every browser with the rules gets.
    await page.goto('/sitemap')
    const link = page.getByRole('main').getByRole('link', { name: 'Privacy Policy', exact: true })
    await link.hover()
    // Hover for the browser's "moderate" eagerness, then give the fetch time to finish.
    await page.waitForTimeout(1500)
    await link.click()
    await expect(page).toHaveURL('/privacy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
    const delivery = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType,
    )
    expect(delivery, 'the page came from the speculative fetch').toBe('navigational-prefetch')
  })
})
