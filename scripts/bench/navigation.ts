// `npm run bench:navigation [-- --runs N]`: the wait after clicking a menu link, with the pages' Speculation
// Rules and without, on a slow phone profile. Chromium does not prerender under DevTools: this measures prefetch.
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { freePort, serveSite } from './serve-site.ts'
import { median } from './speed-figures.ts'

const links = [
  { from: '/', name: 'Contact', to: '/contact' },
  { from: '/', name: 'Reviews', to: '/reviews' },
  { from: '/contact', name: 'FAQs', to: '/faqs' },
  { from: '/faqs', name: 'Financing', to: '/financing' },
]
const hoverMs = 400
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5

async function slowPhone(page: Page) {
  const session = await page.context().newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await session.send('Network.enable')
  await session.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 90_000 })
}

async function clickToLcp(baseUrl: string, link: (typeof links)[number], withRules: boolean): Promise<{ ms: number; delivery: string }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    if (!withRules) {
      await page.route(`${baseUrl}${link.from}`, async (route) => {
        const response = await route.fetch()
        const html = (await response.text()).replace(/<script type="speculationrules">[^<]*<\/script>/, '')
        await route.fulfill({ response, body: html })
      })
    }
    await page.goto(`${baseUrl}${link.from}`, { waitUntil: 'load' })
    await slowPhone(page)
    const anchor = page.getByRole('banner').getByRole('link', { name: link.name, exact: true })
    await anchor.hover()
    await page.waitForTimeout(hoverMs)
    await Promise.all([page.waitForURL(`${baseUrl}${link.to}`), anchor.click()])
    return await page.evaluate(
      () =>
        new Promise<{ ms: number; delivery: string }>((resolve) => {
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart: number; deliveryType: string }
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1)!
            const delivery = navigation.activationStart > 0 ? 'prerender' : navigation.deliveryType || 'network'
            resolve({ ms: Math.max(last.startTime - navigation.activationStart, 0), delivery })
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        }),
    )
  } finally {
    await browser.close()
  }
}

const site = await serveSite(path.resolve('build/client'), await freePort())
try {
  console.log(`click to next page's LCP, slow phone profile, medians of ${runs} (ms)`)
  console.log('link'.padEnd(28), 'with rules'.padStart(11), 'without'.padStart(9), '  delivered with rules')
  for (const link of links) {
    const withRules: number[] = []
    const without: number[] = []
    const deliveries = new Set<string>()
    for (let run = 0; run < runs; run++) {
      const ahead = await clickToLcp(site.baseUrl, link, true)
      withRules.push(ahead.ms)
      deliveries.add(ahead.delivery)
      without.push((await clickToLcp(site.baseUrl, link, false)).ms)
    }
    console.log(
      `${link.from} → ${link.to}`.padEnd(28),
      String(Math.round(median(withRules))).padStart(11),
      String(Math.round(median(without))).padStart(9),
      ` ${[...deliveries].join(', ')}`,
    )
  }
} finally {
  site.stop()
}
