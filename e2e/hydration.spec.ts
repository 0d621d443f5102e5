import { test as base } from '@playwright/test'
import { expect, waitForHydration, type Page } from './fixtures/test.ts'

/*
 * Hydration adopts the prerendered page: Preact takes over the elements the HTML built
 * instead of building them again (a rebuilt section would repaint, drop what a visitor typed
 * and download its images twice), including the parts that hydrate in tasks of their own
 * (app/components/static/hydrate-later.tsx).
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

const routes = ['/', '/contact', '/faqs', '/services/wood-fencing', '/celina-fence-company', '/locations', '/financing', '/reviews']

for (const route of routes) {
  test(`hydrating ${route} keeps every prerendered element`, async ({ page }) => {
    await tagPrerenderedElements(page)
    await page.goto(route)
    await waitForHydration(page)
    const { dropped, added } = await page.evaluate(() => {
      const describe = (element: Element) => `<${element.localName}${element.id ? ` id="${element.id}"` : ''} class="${element.getAttribute('class') ?? ''}">`
      const prerendered = (window as unknown as { prerendered: Element[] }).prerendered
      return {
        // Scripts have run and may go; the hero's placeholder goes once the photo is in.
        dropped: prerendered
          .filter((element) => !element.isConnected && element.localName !== 'script' && !element.matches('[data-hero-skeleton]'))
          .map(describe),
        // React Router lists the page's modules again once it runs; nothing else is new.
        added: [...document.body.querySelectorAll('*')]
          .filter((element) => !(element as Element & { prerendered?: true }).prerendered && !element.matches('link[rel="modulepreload"]'))
          .map(describe),
      }
    })
    expect(dropped, 'prerendered elements that hydration threw away').toEqual([])
    expect(added, 'elements hydration built anew').toEqual([])
  })
}

test('pays its one-time costs in warm-up tasks before it creates the router (app/lib/warm-up.tsx)', async ({ page }) => {
  // Which of the entry's marks had been set when the page first read sessionStorage.
  await page.addInitScript(() => {
    const phases = ['entry', 'warmed', 'decoded', 'router', 'hydrated']
    const reads: string[][] = []
    ;(window as unknown as { storageReads: string[][] }).storageReads = reads
    const getItem = Storage.prototype.getItem
    Storage.prototype.getItem = function (this: Storage, key: string) {
      reads.push(
        performance
          .getEntriesByType('mark')
          .map((mark) => mark.name)
          .filter((name) => phases.includes(name)),
      )
      return getItem.call(this, key)
    }
  })
  await page.goto('/services/wood-fencing')
  await waitForHydration(page)
  const { reads, marks } = await page.evaluate(() => ({
    reads: (window as unknown as { storageReads: string[][] }).storageReads,
    marks: performance.getEntriesByType('mark').map((mark) => mark.name),
  }))
  expect(marks.filter((name) => ['entry', 'warmed', 'decoded', 'router', 'hydrated'].includes(name))).toEqual([
    'entry',
    'warmed',
    'decoded',
    'router',
    'hydrated',
  ])
  // The first read (React Router's, when a router starts) came in the warm-up, not while the page's router was created.
  expect(reads[0]).toEqual(['entry'])
})

test("the root's hydration leaves the page inside <main> to a task of its own (site-layout.tsx)", async ({ page }) => {
  // Static sections check, once adopted, that they kept their prerendered content
  // (static-content.tsx); record whether the root had finished hydrating when each did.
  await page.addInitScript(() => {
    const checks: boolean[] = []
    ;(window as unknown as { mainChecks: boolean[] }).mainChecks = checks
    const hasChildNodes = Node.prototype.hasChildNodes
    Node.prototype.hasChildNodes = function (this: Node) {
      if (this instanceof Element && this.closest('main')) checks.push(performance.getEntriesByName('hydrated').length > 0)
      return hasChildNodes.call(this)
    }
  })
  await page.goto('/services/wood-fencing')
  await waitForHydration(page)
  const checks = await page.evaluate(() => (window as unknown as { mainChecks: boolean[] }).mainChecks)
  expect(checks.length, 'static sections adopted in <main>').toBeGreaterThan(3)
  expect(
    checks.filter((afterRoot) => !afterRoot),
    'adopted while the root hydrated',
  ).toEqual([])
})
