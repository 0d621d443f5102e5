import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 4317)
export const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry in CI: the shared 2-core runners occasionally starve a focus or timing assertion.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // CI's shared runners run these pages two to four times slower than a quiet machine: waits
  // stretch with them (a passing check returns as soon as it holds, so only failures wait longer).
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 30_000 : 15_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Debian's Chromium; Playwright's own browser downloads cannot reach the network here.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
  ],
  // The production server over the built site, on a throwaway SQLite database.
  webServer: {
    command: 'tsx server/main.ts',
    url: `${baseURL}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: '.cache/e2e-data',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '10000',
      // The suites send more leads a minute than any real site gets.
      LEAD_CAP_PER_MINUTE: '0',
      LEAD_CAP_PER_DAY: '0',
      LEAD_CAP_PER_ADDRESS: '0',
      PHOTO_REQUESTS_PER_ADDRESS: '0',
      CONFIRMATION_DOMAIN_CAP: '0',
      // The owner inbox over plain HTTP to this machine's browser (a local run).
      ADMIN_LOCAL_HTTP: 'true',
      // Alerts may go to a push endpoint on this machine: e2e/owner-alerts.spec.ts stands in for a push service.
      PUSH_LOOPBACK_ENDPOINTS: 'true',
      // A Meta pixel and Google Ads conversion tracking, as an owner adds them through Tag Manager (e2e/lead-tracking.spec.ts).
      CSP_TAG_HOSTS: 'https://connect.facebook.net,https://www.facebook.com,https://www.googleadservices.com,https://googleads.g.doubleclick.net',
    },
  },
})
