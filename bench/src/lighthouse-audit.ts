import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { chromiumFlags, chromiumPath } from './browser.ts'
import { type RunningSim, seedSession } from './sim.ts'
import { median } from './stats.ts'

export interface LighthouseFigures {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
}

export interface LighthouseResult extends LighthouseFigures {
  route: string
  profile: 'mobile' | 'low-end'
  runs: LighthouseFigures[]
}

// Simulated throttling (Lighthouse's default method): the page loads unthrottled and the trace is replayed
// on the modelled network and CPU. 'mobile' is Lighthouse's own default (Slow 4G, 4x CPU).
const profiles = {
  mobile: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 },
  'low-end': { rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 10 },
} as const

const RUNS = 3

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => done(port))
    })
  })
}

async function startChromium(): Promise<{ port: number; child: ChildProcess; profile: string }> {
  const port = await freePort()
  const profile = mkdtempSync(join(tmpdir(), 'mandi-lh-'))
  const child = spawn(
    chromiumPath,
    [
      '--headless',
      ...chromiumFlags,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--no-default-browser-check',
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, child, profile }
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 250))
  }
  child.kill()
  throw new Error('Chromium did not open its debugging port')
}

/**
 * Every run is a first visit: the pre-step (Playwright over the same debugging port, in the default context
 * Lighthouse's tab uses) clears the HTTP cache, storage and any service worker, then writes or removes the
 * session. Lighthouse runs with disableStorageReset so it keeps that session.
 */
async function prepare(port: number, sim: RunningSim, signedIn: boolean) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0]
    if (!context) throw new Error('no default context')
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    await cdp.send('Storage.clearDataForOrigin', { origin: sim.origin, storageTypes: 'all' })
    // A same-origin page that is not the app, so no worker registers before the audit.
    await page.goto(`${sim.origin}/api/market/list`)
    await page.evaluate(seedSession, signedIn ? sim.session : null)
    await page.close()
  } finally {
    await browser.close()
  }
}

async function audit(port: number, url: string, profile: keyof typeof profiles): Promise<LighthouseFigures> {
  const result = await lighthouse(
    url,
    { port, logLevel: 'error', output: 'json', disableStorageReset: true },
    {
      extends: 'lighthouse:default',
      settings: {
        onlyCategories: ['performance'],
        throttlingMethod: 'simulate',
        throttling: profiles[profile],
      },
    },
  )
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`)
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  }
}

export async function runLighthouse(
  sim: RunningSim,
  log: (line: string) => void,
): Promise<LighthouseResult[]> {
  const { port, child, profile } = await startChromium()
  const results: LighthouseResult[] = []
  try {
    for (const [route, signedIn] of [
      ['/login', false],
      ['/home', true],
    ] as const) {
      for (const name of Object.keys(profiles) as (keyof typeof profiles)[]) {
        const runs: LighthouseFigures[] = []
        for (let run = 0; run < RUNS; run++) {
          await prepare(port, sim, signedIn)
          runs.push(await audit(port, `${sim.app}#${route}`, name))
        }
        // A run Lighthouse could not finish (no LCP on a very slow simulated load) has no figures: skip it.
        const valid = runs.filter((figures) => Number.isFinite(figures.lcp))
        const pick = (key: keyof LighthouseFigures) => median(valid.map((figures) => figures[key]))
        results.push({
          route,
          profile: name,
          score: pick('score'),
          fcp: pick('fcp'),
          lcp: pick('lcp'),
          tbt: pick('tbt'),
          cls: pick('cls'),
          runs,
        })
        log(`lighthouse ${route} ${name}: score ${pick('score')}, LCP ${Math.round(pick('lcp'))} ms`)
      }
    }
  } finally {
    // Chromium writes its profile until it has exited; remove the folder only then.
    const exited = new Promise((done) => child.once('exit', done))
    child.kill()
    await exited
    rmSync(profile, { recursive: true, force: true, maxRetries: 3 })
  }
  return results
}
