// /home as a returning user opens it (issue 16): the service worker installed and its caches warm, the HTTP
// cache kept, the browser started again. Lighthouse cannot model this: its simulation (Lantern) charges a
// response the worker answered from its cache as a network request (only disk-cache hits and data: URLs are
// free), so the load is measured for real instead, on a throttled link, with the page's own LCP entry.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium, type Page } from 'playwright-core'
import { chromiumFlags, chromiumPath, phone, removeProfile } from './browser.ts'
import { freePort, freePortPair, type RunningSim, seedSession, startSim } from './sim.ts'
import { median } from './stats.ts'
import { type Link, ThrottleProxy } from './throttle-proxy.ts'

// Lighthouse's mobile profile (Slow 4G, 4x CPU), as the link and CPU the page really runs on.
const MOBILE: Link = { rttMs: 150, downKbps: 1638.4, upKbps: 750 }
const CPU_SLOWDOWN = 4
// And its screen (a Moto G Power: 412x823 CSS px at 1.75), so the largest paint is the element Lighthouse's
// /home rows measure: on the app's 360x740 phone the first product row is below the fold and the boot
// splash is the largest paint of the whole load.
const SCREEN = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 }
const RUNS = 3
const ROUTE = '/home'

export interface VisitFigures {
  fcp: number
  lcp: number
  /** The element of the last LCP entry, e.g. `IMG.product-card__image /img/categories/gold.svg`. */
  lcpElement: string
  /** Whether the worker controlled the page from its start, and how many of its JS/CSS files it answered. */
  controlled: boolean
  assetsFromWorker: number
  assets: number
}

export interface RepeatVisitResult {
  route: string
  link: Link & { cpuSlowdown: number }
  screen: typeof SCREEN
  /** Returning user: worker active and controlling, its caches and the HTTP cache warm, browser restarted. */
  repeat: { lcp: number; fcp: number; runs: VisitFigures[] }
  /** The same measurement on a fresh profile (no worker, empty caches), for comparison. */
  first: { lcp: number; fcp: number; runs: VisitFigures[] }
}

// Injected before the page's scripts (not inline: the CSP forbids it).
function observePaints() {
  const entries: { time: number; element: string }[] = []
  const page = window as unknown as { __lcp: typeof entries; __controlledAtStart: boolean }
  page.__lcp = entries
  // Whether the worker controlled the document from its start (a worker installed during the visit claims
  // the page later, which is no repeat visit).
  page.__controlledAtStart = navigator.serviceWorker?.controller != null
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element; url?: string })[]) {
      const element = entry.element
      const name = element ? `${element.tagName}${element.className ? `.${element.className}` : ''}` : '?'
      // The path only: the port changes with every run.
      const path = entry.url ? new URL(entry.url).pathname : ''
      entries.push({ time: entry.startTime, element: `${name} ${path}`.trim() })
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true })
}

function launch(profile: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumFlags,
    ...phone,
    ...SCREEN,
    serviceWorkers: 'allow',
  })
}

/** Whether the browser holds an activated worker for the app's scope, read over CDP without loading a page. */
async function workerKept(context: BrowserContext, page: Page, scope: string): Promise<boolean> {
  const cdp = await context.newCDPSession(page)
  let kept = false
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    if (versions.some((v) => v.status === 'activated' && v.scriptURL.startsWith(scope))) kept = true
  })
  await cdp.send('ServiceWorker.enable')
  for (let waited = 0; !kept && waited < 2_000; waited += 100) await page.waitForTimeout(100)
  await cdp.send('ServiceWorker.disable')
  await cdp.detach()
  return kept
}

/**
 * One throttled load of the route in a freshly started browser on `profile`; the browser is closed after.
 * With `needsWorker`, null when the browser came back without the worker (nothing is loaded then).
 */
async function visit(
  profile: string,
  app: string,
  proxy: ThrottleProxy,
  { seed, needsWorker = false }: { seed?: RunningSim['session']; needsWorker?: boolean },
): Promise<VisitFigures | null> {
  const context = await launch(profile)
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    page.setDefaultTimeout(60_000)
    if (needsWorker && !(await workerKept(context, page, app))) return null
    if (seed) await page.addInitScript(seedSession, seed)
    await page.addInitScript(observePaints)
    let assets = 0
    let assetsFromWorker = 0
    page.on('response', (response) => {
      if (!/\/app\/assets\/[^/]+\.(js|css)$/.test(new URL(response.url()).pathname)) return
      assets++
      if (response.fromServiceWorker()) assetsFromWorker++
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    proxy.link = MOBILE
    await page.goto(`${app}#${ROUTE}`, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
    // The largest paint can follow the last response (an image decoded, a render in a transition).
    await page.waitForTimeout(2_000)
    proxy.link = null
    const figures = await page.evaluate(() => {
      const entries = (window as unknown as { __lcp: { time: number; element: string }[] }).__lcp
      const last = entries[entries.length - 1]
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        lcp: last?.time ?? Number.NaN,
        lcpElement: last?.element ?? 'none',
        controlled: (window as unknown as { __controlledAtStart: boolean }).__controlledAtStart,
      }
    })
    return { ...figures, assets, assetsFromWorker }
  } finally {
    proxy.link = null
    await context.close()
  }
}

/** The first visit that installs the worker: unthrottled, until the worker is active and controls the page. */
async function install(profile: string, app: string, session: RunningSim['session']) {
  const context = await launch(profile)
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.addInitScript(seedSession, session)
    await page.goto(`${app}#${ROUTE}`, { waitUntil: 'networkidle' })
    await page.waitForFunction(
      async () => {
        const registration = await navigator.serviceWorker.getRegistration()
        return registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null
      },
      undefined,
      { timeout: 120_000, polling: 250 },
    )
    // Images and the product list have arrived, so the HTTP cache holds what a first visit leaves behind.
    await page.waitForLoadState('networkidle')
    // Chromium writes the worker's registration to disk a little after it activates; a browser closed at
    // once can come back without it (seen here), so the page is left and the browser given a moment.
    await page.goto('about:blank')
    await page.waitForTimeout(3_000)
  } finally {
    await context.close()
  }
}

export async function measureRepeatVisit(log: (line: string) => void): Promise<RepeatVisitResult> {
  // The proxy's port P is where the app is opened; the sim's chat host is P + 1, where the app looks for it.
  const proxyPort = await freePortPair()
  let simPort = await freePort()
  while (simPort === proxyPort || simPort === proxyPort + 1) simPort = await freePort()
  const sim = await startSim({ port: simPort, chatPort: proxyPort + 1 })
  const proxy = new ThrottleProxy()
  const profiles: string[] = []
  const profile = () => {
    const dir = mkdtempSync(join(tmpdir(), 'mandi-bench-visit-'))
    profiles.push(dir)
    return dir
  }
  try {
    await proxy.listen(proxyPort, simPort)
    const app = `http://127.0.0.1:${proxyPort}/app/`
    const first: VisitFigures[] = []
    for (let run = 0; run < RUNS; run++) {
      const figures = await visit(profile(), app, proxy, { seed: sim.session })
      if (figures) first.push(figures)
    }
    log(`repeat visit: first visits LCP ${first.map((r) => Math.round(r.lcp)).join(', ')} ms`)
    const returning = profile()
    await install(returning, app, sim.session)
    const repeat: VisitFigures[] = []
    for (let run = 0; run < RUNS; run++) {
      let figures: VisitFigures | null = null
      // A browser that lost the worker over the restart gets it installed again; after three tries the
      // visit is measured anyway and reported as not controlled.
      for (let attempt = 0; figures === null; attempt++) {
        figures = await visit(returning, app, proxy, { needsWorker: attempt < 3 })
        if (figures === null) {
          log('repeat visit: the browser came back without the worker; installing it again')
          await install(returning, app, sim.session)
        }
      }
      repeat.push(figures)
    }
    log(
      `repeat visit: LCP ${repeat.map((r) => Math.round(r.lcp)).join(', ')} ms, controlled ${repeat.map((r) => r.controlled).join(', ')}`,
    )
    const summary = (runs: VisitFigures[]) => ({
      lcp: median(runs.map((r) => r.lcp).filter(Number.isFinite)),
      fcp: median(runs.map((r) => r.fcp).filter(Number.isFinite)),
      runs,
    })
    return {
      route: ROUTE,
      link: { ...MOBILE, cpuSlowdown: CPU_SLOWDOWN },
      screen: SCREEN,
      repeat: summary(repeat),
      first: summary(first),
    }
  } finally {
    await proxy.close()
    sim.stop()
    for (const dir of profiles) removeProfile(dir)
  }
}
