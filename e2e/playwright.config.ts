import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { freePortPair } from './support/ports.ts'

const root = resolve(import.meta.dirname, '..')

// Workers load this file again; the port and the database are chosen once, in the runner, and handed down
// through the environment so every worker talks to the same sim.
process.env.E2E_PORT ??= String(await freePortPair())
process.env.E2E_SIM_DB ??= join(mkdtempSync(join(tmpdir(), 'mandi-e2e-')), 'sim.sqlite')
const port = Number(process.env.E2E_PORT)
const origin = `http://127.0.0.1:${port}`

const chromium = {
  ...devices['Desktop Chrome'],
  browserName: 'chromium' as const,
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 2,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
}

export default defineConfig({
  testDir: './specs',
  // One sim with one database is shared: journeys change balances, so they run one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `${origin}/app/`,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'phone-360', use: { ...chromium, viewport: { width: 360, height: 740 } } },
    // Journeys, resilience and security check behaviour, which does not change with the width: they run
    // once, at 360 px. At 390 px the screen checks run again (every screen's axe, sideways scroll and tap
    // targets, the shell and sign-in), which is what a second width can break. This keeps npm test short.
    {
      name: 'phone-390',
      use: { ...chromium, viewport: { width: 390, height: 844 } },
      testMatch:
        /\/(shell|login|account-wallet-screens|market-browse|market-positions|referral-screens|trading-tap-targets|trading-records|content-announcement)\.spec\.ts$/,
    },
  ],
  // The reference server (apps/api-sim, built by turbo's ^build) on a fresh database, serving the built
  // app (apps/web/dist) at /app/. SIM_ADMIN enables its loopback clock and fault endpoints for journeys.
  webServer: {
    // E2E_SIM_MAIN and E2E_WEB_DIST point a run at another build (parallel work on one machine).
    command: `node ${process.env.E2E_SIM_MAIN ?? 'apps/api-sim/dist/main.js'}`,
    cwd: root,
    url: `${origin}/app/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      CHAT_PORT: String(port + 1),
      HOST: '127.0.0.1',
      SIM_DB: process.env.E2E_SIM_DB,
      SIM_WEB_DIST: process.env.E2E_WEB_DIST ?? join(root, 'apps/web/dist'),
      SIM_ADMIN: '1',
    },
  },
})
