/* global module, process */
/**
 * Lighthouse CI (`npx lhci autorun`, the last step of `npm test`): the production server over
 * build/client, a sample of pages (home, a service, a city, FAQs, contact, financing), three
 * runs each with Lighthouse's mobile defaults, a fresh browser per run. It is a regression gate:
 * accessibility, best practices and SEO must be 1 and layout must not shift, on every run; the
 * CPU- and network-bound figures (score, LCP, TBT) must stay under ceilings that a shared 2-core
 * CI machine does not cross on noise alone, on the median run. The targets themselves are judged
 * against each page's no-JavaScript twin by `npm run bench:speed` (docs/decisions/0006).
 * Nothing leaves the machine: reports go to reports/lhci/, no upload server.
 */
const port = process.env.LHCI_PORT || '4319'
const base = `http://127.0.0.1:${port}`
const sample = ['/', '/services/wood-fencing', '/celina-fence-company', '/faqs', '/contact', '/financing']

const onMedianRun = { aggregationMethod: 'median-run' }
const onEveryRun = { aggregationMethod: 'pessimistic' }

module.exports = {
  ci: {
    collect: {
      startServerCommand: `PORT=${port} HOST=127.0.0.1 DATA_DIR=.cache/lhci-data LOG_LEVEL=info RATE_LIMIT_MAX=100000 npx tsx server/main.ts`,
      startServerReadyPattern: 'Server listening',
      startServerReadyTimeout: 60000,
      url: sample.map((path) => `${base}${path}`),
      numberOfRuns: 3,
      chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      settings: {
        // lhci adds --headless=new itself.
        chromeFlags: '--no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run --disable-background-networking --disable-component-update',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
    },
    assert: {
      assertions: {
        'categories:performance': ['error', { minScore: 0.7, ...onMedianRun }],
        'largest-contentful-paint': ['error', { maxNumericValue: 4500, ...onMedianRun }],
        'total-blocking-time': ['error', { maxNumericValue: 1000, ...onMedianRun }],
        'cumulative-layout-shift': ['error', { maxNumericValue: 0.02, ...onEveryRun }],
        'categories:accessibility': ['error', { minScore: 1, ...onEveryRun }],
        'categories:best-practices': ['error', { minScore: 1, ...onEveryRun }],
        'categories:seo': ['error', { minScore: 1, ...onEveryRun }],
      },
    },
    upload: {
      target: 'filesystem',
      outputDir: 'reports/lhci',
    },
  },
}
