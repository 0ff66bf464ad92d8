import { chromium } from 'playwright-core'
import { startSim, seedSession } from './src/sim.ts'
const route = process.argv[2] ?? '#/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT'
const cpu = Number(process.argv[3] ?? 4)
const sim = await startSim(undefined, process.env.PROF_WEB ?? '/tmp/prof-web')
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage'] })
try {
  const ctx = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })
  const page = await ctx.newPage()
  await page.goto(sim.app + 'offline-blank-nonexistent').catch(() => {})
  await page.evaluate(seedSession, sim.session)
  const cdp = await ctx.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  await page.goto(sim.app + route)
  await page.waitForTimeout(5000)
  const { profile } = await cdp.send('Profiler.stop') as any
  const self = new Map<string, number>()
  const byId = new Map(profile.nodes.map((n: any) => [n.id, n]))
  const dt = profile.timeDeltas as number[]
  const counts = new Map<number, number>()
  profile.samples.forEach((id: number, i: number) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)))
  for (const [id, us] of counts) {
    const n: any = byId.get(id)
    const cf = n.callFrame
    const key = `${cf.functionName || '(anon)'} ${cf.url.replace(/.*\//, '')}:${cf.lineNumber}`
    self.set(key, (self.get(key) ?? 0) + us)
  }
  // inclusive by function too
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const incl = new Map<string, number>()
  for (const [id, us] of counts) {
    const seen = new Set<string>()
    let cur: number | undefined = id
    while (cur !== undefined) {
      const n: any = byId.get(cur)
      const cf = n.callFrame
      const key = `${cf.functionName || '(anon)'} ${cf.url.replace(/.*\//, '')}:${cf.lineNumber}`
      if (!seen.has(key)) { incl.set(key, (incl.get(key) ?? 0) + us); seen.add(key) }
      cur = parent.get(cur)
    }
  }
  const focus = process.env.FOCUS
  if (focus) {
    const stacks = new Map<string, number>()
    for (const [id, us] of counts) {
      const n: any = byId.get(id)
      if (!n.callFrame.functionName.startsWith(focus)) continue
      const chain: string[] = []
      let cur = parent.get(id)
      while (cur !== undefined && chain.length < 6) { const m: any = byId.get(cur); chain.push(`${m.callFrame.functionName || '(anon)'}@${m.callFrame.url.replace(/.*\//, '')}:${m.callFrame.lineNumber}`); cur = parent.get(cur) }
      const k = chain.join(' < ')
      stacks.set(k, (stacks.get(k) ?? 0) + us)
    }
    for (const [k, us] of [...stacks].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log((us / 1000).toFixed(1), k)
  }
  const top = (m: Map<string, number>, k: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, us]) => `${(us / 1000).toFixed(1).padStart(8)} ${n}`).join('\n')
  console.log('SELF (ms, throttled wall)\n' + top(self, 40))
  console.log('INCL\n' + top(incl, 80))
} finally { await browser.close(); sim.stop() }
