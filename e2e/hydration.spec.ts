import { test as base } from '@playwright/test'
import { expect, hydrateEveryIsland, partCode, waitForHydration, type Page } from './fixtures/test.ts'

/*
 * Hydration adopts the prerendered islands: React takes over the elements the HTML built instead
 * of building them again (a rebuilt section would repaint, drop what a visitor typed and
 * download its images twice). A mismatch between the prerender and the first client render
 * would make React throw the server HTML away and render that part anew.
 */

// These tests watch the page before it hydrates, so they use Playwright's own `goto`.
const test = base

/** Tags every element of the body as the parser built it, before any script of the site runs. */
async function tagPrerenderedElements(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const prerendered = [...document.body.querySelectorAll('*')]
      for (const element of prerendered) (element as Element & { prerendered?: true }).prerendered = true
      ;(window as unknown as { prerendered: Element[] }).prerendered = prerendered
    })
  })
}

const routes = [
  '/',
  '/contact',
  '/faqs',
  '/services/wood-fencing',
  '/celina-fence-company',
  '/locations',
  '/financing',
  '/reviews',
  '/privacy',
  '/fence-cost-estimator',
]

/** Prerendered elements that hydration threw away, and elements it built anew. */
function changesByHydration(page: Page) {
  return page.evaluate(() => {
    const describe = (element: Element) => `<${element.localName}${element.id ? ` id="${element.id}"` : ''} class="${element.getAttribute('class') ?? ''}">`
    const prerendered = (window as unknown as { prerendered: Element[] }).prerendered
    return {
      // Scripts have run and may go; the hero's placeholder goes once the photo is in.
      dropped: prerendered
        .filter((element) => !element.isConnected && element.localName !== 'script' && !element.matches('[data-hero-skeleton]'))
        .map(describe),
      // A frame put in place as its box nears the view (the footer map) is the only thing new.
      added: [...document.body.querySelectorAll('*')]
        .filter((element) => !(element as Element & { prerendered?: true }).prerendered && !element.matches('[data-embed-loaded] > iframe'))
        .map(describe),
    }
  })
}

for (const route of routes) {
  test(`hydrating ${route} keeps every prerendered element`, async ({ page }) => {
    await tagPrerenderedElements(page)
    await page.goto(route)
    await hydrateEveryIsland(page)
    const { dropped, added } = await changesByHydration(page)
    expect(dropped, 'prerendered elements that hydration threw away').toEqual([])
    expect(added, 'elements hydration built anew').toEqual([])
  })
}

test("a page built in an earlier year hydrates whole, and its footer then shows the visitor's year", async ({ page }) => {
  await page.clock.setFixedTime(new Date('2099-06-01T12:00:00'))
  await tagPrerenderedElements(page)
  await page.goto('/privacy')
  await waitForHydration(page)
  await expect(page.getByRole('contentinfo')).toContainText('© 2099 ')
  const { dropped, added } = await changesByHydration(page)
  expect(dropped, 'prerendered elements that hydration threw away').toEqual([])
  expect(added, 'elements hydration built anew').toEqual([])
})

/** The code an island needs that the page script does not: React and the island's own. */
const islandCode = (page: Page, island: string) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  return () => requested.filter((url) => partCode('hydrate-islands').test(url) || partCode(island).test(url))
}

test('an island fetches React and its code and hydrates only when the visitor reaches for it', async ({ page }) => {
  const requested = islandCode(page, 'quote-form')
  await page.goto('/contact?gclid=from-an-ad')
  await waitForHydration(page)
  const island = page.locator('[data-island="quote-form"]')
  await page.waitForTimeout(1000)
  expect(requested(), 'before the visitor reaches for it, with a query the island does not read').toEqual([])
  await expect(island).not.toHaveAttribute('data-hydrated')

  await island.getByLabel('First name').focus()
  await expect(island).toHaveAttribute('data-hydrated', 'true')
  await waitForHydration(page)
  expect(requested()).toHaveLength(2)
})

test('arrived with a query an island reads, that island hydrates while the page is idle', async ({ page }) => {
  await page.goto('/contact?service=wood-fencing')
  await waitForHydration(page)
  await expect(page.locator('[data-island="quote-form"]')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByRole('list', { name: 'Chosen services' }).getByRole('button')).toHaveText(['Wood Fencing'])
})

test('the estimator too waits to be reached: its page alone fetches no React', async ({ page }) => {
  const requested = islandCode(page, 'estimator')
  await page.goto('/fence-cost-estimator')
  await waitForHydration(page)
  await page.waitForTimeout(1000)
  expect(requested(), 'before the visitor reaches for it').toEqual([])
  await page.getByLabel('Fence length (feet)').focus()
  await expect(page.locator('[data-island="estimator"]')).toHaveAttribute('data-hydrated', 'true')
  expect(requested()).toHaveLength(2)
})

for (const route of ['/', '/locations', '/privacy']) {
  test(`${route} requests its page script only after it has loaded and painted`, async ({ page }) => {
    // A page can fire `load` before its first paint; a script fetched before that paint is
    // charged to it by Lighthouse's simulation (decision 6), so the loader waits for a frame.
    await page.goto(route)
    await waitForHydration(page)
    const timings = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      pageScript: performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === '/islands.js')?.startTime,
    }))
    expect(timings.firstPaint, 'first contentful paint').toBeGreaterThan(0)
    expect(timings.pageScript, 'the page script was requested').toBeDefined()
    expect(timings.pageScript!, 'requested after load').toBeGreaterThanOrEqual(timings.loaded)
    expect(timings.pageScript!, 'requested after the first paint').toBeGreaterThan(timings.firstPaint!)
  })
}
