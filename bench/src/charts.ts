import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'esbuild'
import type { Browser, CDPSession, Page } from 'playwright-core'
import { launchChromium } from './browser.ts'
import { median, percentile } from './stats.ts'

type Library = 'ours' | 'lwc'
type Pair = Record<Library, number>
type TickFigures = { median: number; p95: number; count: number }

export interface ChartResult {
  firstRender: Record<string, Pair>
  ticks: Record<Library, TickFigures>
  tickCandles: number
  /** The same at 10,000 candles with MA 5/10/30 and the volume MA on, in both libraries. */
  overlays?: { firstRender: Pair; ticks: Record<Library, TickFigures> }
}

export interface MemoryResult {
  ticksGrowthBytes: number
  mountCyclesGrowthBytes: number
}

const SIZES = [1_000, 10_000, 100_000]
const TICKS = 10_000
// With the four line series lightweight-charts takes ~27 ms a tick: 10,000 ticks took ~8 minutes of a
// whole bench. 2,000 (three new candles) give a steady median and p95 in about a fifth of that.
const OVERLAY_TICKS = 2_000
const ROLLOVER = 600
const RENDER_REPEATS = 3

/** Bundles the bench page (our chart and lightweight-charts side by side) as production code. */
async function buildPage(): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), 'mandi-chart-bench-'))
  await build({
    entryPoints: [join(import.meta.dirname, 'chart-page/page.tsx')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir: out,
    logLevel: 'error',
  })
  return out
}

function serve(dir: string): Promise<{ server: Server; url: string }> {
  const html =
    '<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="page.css"></head>' +
    '<body><script type="module" src="page.js"></script></body></html>'
  const server = createServer((request, response) => {
    const name = (request.url ?? '/').split('?')[0]
    if (name === '/') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(html)
    } else if (name === '/page.js' || name === '/page.css') {
      const type = name.endsWith('.js') ? 'text/javascript' : 'text/css'
      response.writeHead(200, { 'content-type': type }).end(readFileSync(join(dir, name)))
    } else {
      response.writeHead(404).end()
    }
  })
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      done({ server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/` })
    }),
  )
}

type BenchApi = Record<string, (...args: unknown[]) => Promise<unknown>>

const call = <T>(page: Page, method: string, ...args: unknown[]) =>
  page.evaluate(
    ([name, params]) =>
      (window as unknown as { bench: BenchApi }).bench[name as string]?.(...(params as unknown[])),
    [method, args] as const,
  ) as Promise<T>

async function heapAfterGc(cdp: CDPSession): Promise<number> {
  // Twice: the first pass can leave objects that only become collectable once finalizers have run.
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  return (await cdp.send('Runtime.getHeapUsage')).usedSize
}

async function openPage(browser: Browser, url: string) {
  const page = await browser.newPage({ viewport: { width: 400, height: 800 } })
  page.setDefaultTimeout(600_000)
  await page.goto(url)
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached', timeout: 30_000 })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('HeapProfiler.enable')
  return { page, cdp }
}

export async function measureCharts(
  log: (line: string) => void,
): Promise<{ charts: ChartResult; memory: MemoryResult }> {
  const dir = await buildPage()
  const { server, url } = await serve(dir)
  // Unthrottled frames: one tick per frame would otherwise take 10,000 / 60 s per library.
  const browser = await launchChromium(['--disable-frame-rate-limit', '--disable-gpu-vsync'])
  try {
    const { page } = await openPage(browser, url)
    const firstRender: ChartResult['firstRender'] = {}
    for (const size of SIZES) {
      const times: Record<Library, number[]> = { ours: [], lwc: [] }
      // Alternating, so neither library always runs on a warmer (or busier) moment.
      for (let repeat = 0; repeat < RENDER_REPEATS; repeat++) {
        for (const library of ['ours', 'lwc'] as const)
          times[library].push(await call<number>(page, 'firstRender', library, size))
      }
      firstRender[String(size)] = { ours: median(times.ours), lwc: median(times.lwc) }
      log(
        `charts first render ${size}: ours ${median(times.ours).toFixed(1)} ms, lwc ${median(times.lwc).toFixed(1)} ms`,
      )
    }
    const ticks = {} as ChartResult['ticks']
    for (const library of ['ours', 'lwc'] as const) {
      const costs = await call<number[]>(page, 'ticks', library, 10_000, TICKS, ROLLOVER)
      ticks[library] = { median: median(costs), p95: percentile(costs, 95), count: costs.length }
      log(
        `charts ticks ${library}: median ${median(costs).toFixed(3)} ms, p95 ${percentile(costs, 95).toFixed(3)} ms`,
      )
    }
    const overlayRender: Record<Library, number[]> = { ours: [], lwc: [] }
    for (let repeat = 0; repeat < RENDER_REPEATS; repeat++) {
      for (const library of ['ours', 'lwc'] as const)
        overlayRender[library].push(await call<number>(page, 'firstRender', `${library}-ma`, 10_000))
    }
    const overlayTicks = {} as ChartResult['ticks']
    for (const library of ['ours', 'lwc'] as const) {
      const costs = await call<number[]>(page, 'ticks', `${library}-ma`, 10_000, OVERLAY_TICKS, ROLLOVER)
      overlayTicks[library] = { median: median(costs), p95: percentile(costs, 95), count: costs.length }
    }
    const overlays = {
      firstRender: { ours: median(overlayRender.ours), lwc: median(overlayRender.lwc) },
      ticks: overlayTicks,
    }
    log(
      `charts with overlays: first render ours ${overlays.firstRender.ours.toFixed(1)} ms, lwc ${overlays.firstRender.lwc.toFixed(1)} ms; ticks median ours ${overlayTicks.ours.median.toFixed(3)} ms, lwc ${overlayTicks.lwc.median.toFixed(3)} ms`,
    )
    await page.close()

    // Memory on a fresh page each, so the figures above leave nothing behind.
    const memory = { ticksGrowthBytes: 0, mountCyclesGrowthBytes: 0 }
    const fresh = await openPage(browser, url)
    await call(fresh.page, 'mountFor', 'ours', 1_000)
    // A warm-up of one rollover, so code compiled on the first ticks is not counted as growth.
    await call(fresh.page, 'pushTicks', 600, ROLLOVER)
    const start = await heapAfterGc(fresh.cdp)
    await call(fresh.page, 'pushTicks', 6_000, ROLLOVER)
    memory.ticksGrowthBytes = (await heapAfterGc(fresh.cdp)) - start
    await fresh.page.close()
    const cycles = await openPage(browser, url)
    await call(cycles.page, 'mountCycles', 'ours', 2, 1_000)
    const before = await heapAfterGc(cycles.cdp)
    await call(cycles.page, 'mountCycles', 'ours', 50, 1_000)
    memory.mountCyclesGrowthBytes = (await heapAfterGc(cycles.cdp)) - before
    await cycles.page.close()
    log(`memory: ticks ${memory.ticksGrowthBytes} B, mount cycles ${memory.mountCyclesGrowthBytes} B`)
    return { charts: { firstRender, ticks, tickCandles: 10_000, overlays }, memory }
  } finally {
    await browser.close()
    server.close()
  }
}
