import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunch } from './support/chromium.ts'
import { freePortPair } from './support/ports.ts'

const root = resolve(import.meta.dirname, '..')

// Two workers, each with a sim of its own (its own ports and database): journeys change balances and move the
// sim clock, so two tests never share a sim at the same time. E2E_WORKERS=1 runs one. Workers load this file
// again; the ports and databases are chosen once, in the runner, and handed down through the environment
// (support/sims.ts gives each worker the sim of its parallelIndex).
const workers = Number(process.env.E2E_WORKERS ?? 2)
if (process.env.E2E_SIMS === undefined) {
  const chosen: { port: number; db: string }[] = []
  while (chosen.length < workers) {
    const port = await freePortPair()
    // Each sim takes P and P + 1: no two may overlap.
    if (chosen.some((sim) => Math.abs(sim.port - port) < 2)) continue
    chosen.push({ port, db: join(mkdtempSync(join(tmpdir(), 'mandi-e2e-')), 'sim.sqlite') })
  }
  process.env.E2E_SIMS = JSON.stringify(chosen)
}
const sims = JSON.parse(process.env.E2E_SIMS) as { port: number; db: string }[]
const origin = (port: number) => `http://127.0.0.1:${port}`

const chromium = {
  ...devices['Desktop Chrome'],
  browserName: 'chromium' as const,
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 2,
  launchOptions: chromiumLaunch,
}

export default defineConfig({
  testDir: './specs',
  workers,
  fullyParallel: false,
  // A committed test.only fails the run everywhere; .ci/run does not set CI (issue 31).
  forbidOnly: true,
  // One retry, with a trace of the retry. On this 2-core machine a worker can stall for seconds while the other
  // one runs a heavy spec (a CI run once timed out a 2 s sign-in test at 30 s with no step pending). A test
  // that passes only on its retry is reported as flaky, and npm test names it in its last lines
  // (scripts/bootstrap.mjs reads e2e-report.json): each one is a bug to fix, not noise. A test that fails twice
  // fails the run.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: 'e2e-report.json' }],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
  ],
  use: {
    // The sim of the worker that runs the test (support/fixtures.ts overrides it by parallelIndex).
    baseURL: `${origin(sims[0]?.port ?? 0)}/app/`,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    trace: 'on-first-retry',
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
  // One reference server per worker (apps/api-sim, built by turbo's ^build), each on a fresh database,
  // serving the built app (apps/web/dist) at /app/. SIM_ADMIN enables its loopback clock and fault endpoints for journeys.
  webServer: sims.map(({ port, db }) => ({
    // E2E_SIM_MAIN and E2E_WEB_DIST point a run at another build (parallel work on one machine).
    command: `node ${process.env.E2E_SIM_MAIN ?? 'apps/api-sim/dist/main.js'}`,
    cwd: root,
    url: `${origin(port)}/app/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      CHAT_PORT: String(port + 1),
      HOST: '127.0.0.1',
      SIM_DB: db,
      SIM_WEB_DIST: process.env.E2E_WEB_DIST ?? join(root, 'apps/web/dist'),
      // The operators' console (apps/back-office), at /ops/ on the same sim.
      SIM_OPS_DIST: process.env.E2E_OPS_DIST ?? join(root, 'apps/back-office/dist'),
      SIM_ADMIN: '1',
    },
  })),
})
