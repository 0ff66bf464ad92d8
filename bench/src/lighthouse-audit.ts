import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse, { auditFlowArtifacts, type Config, type Flags, type Result } from 'lighthouse'
import { chromium } from 'playwright-core'
import { chromiumFlags, chromiumPath, removeProfile } from './browser.ts'
import { entryRoutes } from './entry-routes.ts'
import { freePort, type RunningSim, seedSession } from './sim.ts'
import { median } from './stats.ts'

export interface LighthouseFigures {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  /** The largest paint's element as Lighthouse names it (its label, else its selector). */
  lcpElement?: string
  /**
   * Where the largest paint's time went, as Lighthouse splits it (simulated ms): time to first byte, the wait
   * before its resource was asked for, its loading, and the wait after until it was drawn (for text, all but
   * the first byte is render delay).
   */
  lcpPhases?: Record<string, number>
  /** Why Lighthouse gave no figures for this run (its runtimeError code), when it did not. */
  error?: string
  /**
   * The trace evidence behind TBT: the longest main-thread tasks (simulated start and duration, ms, and the
   * script Lighthouse attributes each to) and the scripts that cost most main-thread time (evaluation and
   * compilation, ms), largest first, five of each.
   */
  longTasks?: { url: string; start: number; duration: number }[]
  scriptCost?: { url: string; scripting: number; parse: number }[]
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

export const RUNS = 3

/** Whether Lighthouse gave the run's figures (a run it could not finish has no LCP). */
export const hasFigures = (figures: LighthouseFigures) => Number.isFinite(figures.lcp)

export async function startChromium(): Promise<{ port: number; child: ChildProcess; profile: string }> {
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

/** Stops a Chromium of startChromium and removes its profile (which it writes until it has exited). */
export async function stopChromium({ child, profile }: { child: ChildProcess; profile: string }) {
  const exited = new Promise((done) => child.once('exit', done))
  child.kill()
  await exited
  removeProfile(profile)
}

/**
 * Every run is a first visit: the pre-step (Playwright over the same debugging port, in the default context
 * Lighthouse's tab uses) clears the HTTP cache, storage and any service worker, then writes or removes the
 * session. Lighthouse runs with disableStorageReset so it keeps that session.
 */
export async function prepare(port: number, sim: RunningSim, signedIn: boolean) {
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

type Profile = keyof typeof profiles
// The element audit's details: a list whose first table's first row is the element.
type ElementDetails = {
  items?: {
    items?: { node?: { nodeLabel?: string; selector?: string }; phase?: string; timing?: number }[]
  }[]
}
type TableItems<Item> = { items?: Item[] } | undefined
const EVIDENCE_ROWS = 5
// Script addresses without the origin (the sim's port changes from run to run).
const shortUrl = (url: unknown) => (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') : 'other')

const flags: Flags = { logLevel: 'error', output: 'json', disableStorageReset: true }
const config = (profile: Profile): Config => ({
  extends: 'lighthouse:default',
  settings: { onlyCategories: ['performance'], throttlingMethod: 'simulate', throttling: profiles[profile] },
})

function figures(lhr: Result): LighthouseFigures {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const details = lhr.audits['largest-contentful-paint-element']?.details as ElementDetails | undefined
  const node = details?.items?.[0]?.items?.[0]?.node
  const phases = (details?.items?.[1]?.items ?? []).flatMap((row) =>
    row.phase && typeof row.timing === 'number' ? [[row.phase, Math.round(row.timing)] as const] : [],
  )
  const tasks = lhr.audits['long-tasks']?.details as TableItems<{
    url?: string
    startTime?: number
    duration?: number
  }>
  const bootup = lhr.audits['bootup-time']?.details as TableItems<{
    url?: string
    scripting?: number
    scriptParseCompile?: number
  }>
  const longTasks = [...(tasks?.items ?? [])]
    .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))
    .slice(0, EVIDENCE_ROWS)
    .map((task) => ({
      url: shortUrl(task.url),
      start: Math.round(task.startTime ?? 0),
      duration: Math.round(task.duration ?? 0),
    }))
  const scriptCost = (bootup?.items ?? []).slice(0, EVIDENCE_ROWS).map((item) => ({
    url: shortUrl(item.url),
    scripting: Math.round(item.scripting ?? 0),
    parse: Math.round(item.scriptParseCompile ?? 0),
  }))
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    ...(node ? { lcpElement: node.nodeLabel || node.selector } : {}),
    ...(phases.length > 0 ? { lcpPhases: Object.fromEntries(phases) } : {}),
    longTasks,
    scriptCost,
    ...(lhr.runtimeError ? { error: lhr.runtimeError.code } : {}),
  }
}

/**
 * One page load, audited for every profile. With simulated throttling the page loads unthrottled and the
 * profile only enters the audit (Lantern replays the observed trace on the modelled link and CPU), so the
 * low-end audit reuses the mobile run's artifacts, with their settings set to the low-end profile (what
 * Lighthouse would have recorded; it refuses artifacts gathered under other settings). The one setting that
 * acts while gathering, the requestIdleCallback shim's slowdown, is then the mobile one (4x, not 10x).
 */
export async function audit(port: number, url: string): Promise<Record<Profile, LighthouseFigures>> {
  const result = await lighthouse(url, { port, ...flags }, config('mobile'))
  if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`)
  const { artifacts } = result
  const lowEnd = await auditFlowArtifacts(
    {
      gatherSteps: [
        {
          artifacts: {
            ...artifacts,
            settings: {
              ...artifacts.settings,
              throttling: { ...artifacts.settings.throttling, ...profiles['low-end'] },
            },
          },
          flags,
        },
      ],
    },
    config('low-end'),
  )
  const lowEndLhr = lowEnd.steps[0]?.lhr
  if (!lowEndLhr) throw new Error(`Lighthouse gave no low-end result for ${url}`)
  return { mobile: figures(result.lhr), 'low-end': figures(lowEndLhr) }
}

export async function runLighthouse(
  sim: RunningSim,
  log: (line: string) => void,
): Promise<LighthouseResult[]> {
  const { port, child, profile } = await startChromium()
  const results: LighthouseResult[] = []
  try {
    for (const { route, hash, signedIn } of entryRoutes) {
      const runs: Record<Profile, LighthouseFigures[]> = { mobile: [], 'low-end': [] }
      // Up to two more loads when one gives no figures (on a busy machine Lighthouse sometimes finds no
      // navigation start in its trace), so the median is of three runs wherever it can be.
      for (let load = 0; runs.mobile.filter(hasFigures).length < RUNS && load < RUNS + 2; load++) {
        await prepare(port, sim, signedIn)
        const audited = await audit(port, `${sim.app}#${hash}`)
        for (const name of Object.keys(profiles) as Profile[]) runs[name].push(audited[name])
        if (!hasFigures(audited.mobile))
          log(`lighthouse ${route}: a load gave no figures (${audited.mobile.error})`)
      }
      for (const name of Object.keys(profiles) as Profile[]) {
        // A run Lighthouse could not finish (no LCP on a very slow simulated load) has no figures: skip it.
        const valid = runs[name].filter(hasFigures)
        const pick = (key: 'score' | 'fcp' | 'lcp' | 'tbt' | 'cls') =>
          median(valid.map((figures) => figures[key]))
        results.push({
          route,
          profile: name,
          score: pick('score'),
          fcp: pick('fcp'),
          lcp: pick('lcp'),
          tbt: pick('tbt'),
          cls: pick('cls'),
          runs: runs[name],
        })
        log(`lighthouse ${route} ${name}: score ${pick('score')}, LCP ${Math.round(pick('lcp'))} ms`)
      }
    }
  } finally {
    await stopChromium({ child, profile })
  }
  return results
}
