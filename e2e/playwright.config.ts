import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunch } from './support/chromium.ts'
import { freePortPair } from './support/ports.ts'

/** 10:35 IST of the latest India day on which that moment is not after `now`, as an ISO instant. */
function clockStartIst(now: number): string {
  const IST = 5.5 * 3_600_000
  const dayStart = Math.floor((now + IST) / 86_400_000) * 86_400_000 - IST
  const today = dayStart + (10 * 60 + 35) * 60_000
  return new Date(today <= now ? today : today - 86_400_000).toISOString()
}

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
// A fixed clock (issue 31): every sim of the run (these and the private ones of support/deployment.ts) starts
// at 10:35 India time. Product prices step on the hour of epoch time (apps/api-sim market/price.ts), which is
// :30 in India, so the sims start 55 minutes before a step: no buy or sell of the run meets "The price changed"
// unless a spec moves the clock across it on purpose (price-guard, on a sim of its own). The day is today's when
// 10:35 IST has passed, else yesterday's: the sim is never ahead of the browser's real clock, so "Today" and
// "Yesterday" headings and the offline banner's "as of" stay truthful. Chosen once, in the runner (workers
// inherit it); E2E_CLOCK_START (an ISO instant) overrides it.
process.env.E2E_CLOCK_START ??= clockStartIst(Date.now())
const clockStart = process.env.E2E_CLOCK_START
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
  // Tests, not files, are shared out between the workers (issue 31): no test depends on another's leftovers.
  // Journeys that move money or change an account use a fresh account (the freshAccount fixture), and those
  // that move the sim clock by more than a minute use a sim of their own (ownSim), so the worker's shared sim
  // holds the seeded demo world at the fixed clock, whichever tests ran on it before.
  fullyParallel: true,
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
      SIM_CLOCK_START: clockStart,
    },
  })),
})
