/**
 * `npm run waterfall -w @mandi/bench -- <hash route> [runs]`: a first visit of one route on a throttled phone
 * (150 ms, 1.6 Mbit/s down, 4× CPU, as Lighthouse mobile), printing FCP and LCP (with its element) per run and,
 * with ROWS=1, the first run's requests on a time line (start → end, ms from navigation). A quick A B tool beside
 * the full bench: BENCH_WEB_DIST and BENCH_SIM_MAIN point it at side builds (sim.ts); SIGNED_OUT=1 opens the
 * route without a session. Real throttling of a real page, so it moves with the machine's load: compare
 * alternately, never across sittings.
 */
import { launchChromium, phone } from './browser.ts'
import { seedSession, startSim } from './sim.ts'

const hash = process.argv[2] ?? '/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT'
const runs = Number(process.argv[3] ?? 1)
const sim = await startSim()
const browser = await launchChromium()
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ ...phone, baseURL: sim.app })
    const page = await context.newPage()
    if (process.env.SIGNED_OUT !== '1') await page.addInitScript(seedSession, sim.session)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const started = Date.now()
    const rows: [number, string][] = []
    page.on('requestfinished', (request) => {
      const timing = request.timing()
      const url = new URL(request.url())
      const from = Math.round(timing.startTime - started)
      const to = Math.round(timing.startTime - started + timing.responseEnd)
      rows.push([
        from,
        `${String(from).padStart(6)} → ${String(to).padStart(6)}  ${url.pathname}${url.search}`,
      ])
    })
    await page.goto(`#${hash}`, { waitUntil: 'networkidle' })
    // LCP settles once the screen stops changing; the chart's socket keeps the network busy, so wait a little.
    await page.waitForTimeout(1500)
    const paints = await page.evaluate(
      () =>
        new Promise<{ fcp: number; lcp: number; element: string }>((done) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element }) | undefined
            const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1
            const element = last?.element
            done({
              fcp: Math.round(fcp),
              lcp: Math.round(last?.startTime ?? -1),
              element: element ? `${element.tagName.toLowerCase()}.${element.className}` : '?',
            })
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        }),
    )
    console.log(`run ${run}: FCP ${paints.fcp} ms, LCP ${paints.lcp} ms (${paints.element})`)
    if (run === 0 && process.env.ROWS === '1')
      for (const [, row] of rows.sort((a, b) => a[0] - b[0])) console.log(row)
    await context.close()
  }
} finally {
  await browser.close()
  sim.stop()
}
