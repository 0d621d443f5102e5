/* global module, process */
/**
 * Lighthouse CI (`npx lhci autorun`, the last step of `npm test`): the production server over
 * build/client, a sample of pages (home, a service, a city, FAQs, contact, financing), three
 * runs each with Lighthouse's mobile defaults, a fresh browser per run. The assertions are the
 * issue's targets with a margin a shared 2-core CI machine does not cross on noise alone: the
 * CPU-bound figures (score, LCP, TBT) on the median run, the rest on every run. The strict
 * comparison with each page's no-JavaScript twin is `npm run bench:speed`.
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
        'categories:performance': ['error', { minScore: 0.85, ...onMedianRun }],
        'largest-contentful-paint': ['error', { maxNumericValue: 2000, ...onMedianRun }],
        'total-blocking-time': ['error', { maxNumericValue: 400, ...onMedianRun }],
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
