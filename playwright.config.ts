import { defineConfig, devices } from '@playwright/test'
import { baseURL, serverEnv } from './e2e/fixtures/server-env.ts'

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
    env: serverEnv,
  },
})
