/**
 * `npm run long-tasks -w @mandi/bench -- <web dist A> [web dist B] [rounds] [route] [cpu]`: the main thread's
 * long tasks of a first visit, measured in the page itself at a fixed CPU slowdown, for builds taken in turn
 * (A B A B…). Lighthouse's TBT is simulated from one unthrottled run, and on /kline one build gave 87 and
 * 652 ms in a sitting: too wide to see a 30–60 ms change. Here each visit is a fresh phone-like page at `cpu`×
 * slowdown (default 4); the Long Tasks API gives every task over 50 ms, and the figure is their blocking time
 * (the part of each over 50 ms, as TBT counts it) from the first contentful paint to 6 s, with the longest task
 * and the first and largest paints. Route from entry-routes.ts (default /kline), rounds default to 6.
 */
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import { launchChromium } from './browser.ts'
import { entryRoutes } from './entry-routes.ts'
import { firstVisitPage } from './first-visit.ts'
import { root, startSim } from './sim.ts'
import { median } from './stats.ts'

const [distA, ...rest] = process.argv.slice(2)
if (!distA) throw new Error('usage: long-tasks <web dist A> [web dist B] [rounds] [route] [cpu]')
const distB = rest[0] !== undefined && !/^\d+$/.test(rest[0]) ? rest.shift() : undefined
const [roundsArg = '6', routeArg = '/kline', cpuArg = '4'] = rest
const entry = entryRoutes.find((candidate) => candidate.route === routeArg)
if (!entry) throw new Error(`long-tasks: ${routeArg} is not an entry route (entry-routes.ts)`)
const WINDOW_MS = 6000

/** What a visit's page reports. */
interface Visit {
  readonly fcp: number
  readonly lcp: number
  readonly tasks: readonly { readonly start: number; readonly duration: number }[]
}

/** Runs in the page before its scripts: records long tasks and paints from the start of the load. */
function observe() {
  const record = { fcp: 0, lcp: 0, tasks: [] as { start: number; duration: number }[] }
  ;(window as unknown as { __longTasks: typeof record }).__longTasks = record
  new PerformanceObserver((list) => {
    for (const task of list.getEntries())
      record.tasks.push({ start: task.startTime, duration: task.duration })
  }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => {
    for (const paint of list.getEntries())
      if (paint.name === 'first-contentful-paint') record.fcp = paint.startTime
  }).observe({ type: 'paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const paint of list.getEntries()) record.lcp = paint.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
}

const blocking = (visit: Visit) =>
  visit.tasks
    .filter((task) => task.start >= visit.fcp && task.start < WINDOW_MS)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)
const longest = (visit: Visit) => Math.max(0, ...visit.tasks.map((task) => task.duration))
const ms = (value: number) => String(Math.round(value)).padStart(5)

const sides = distB ? { A: resolve(root, distA), B: resolve(root, distB) } : { A: resolve(root, distA) }
const visits = new Map<string, Visit[]>(Object.keys(sides).map((side) => [side, []]))
const browser = await launchChromium()
try {
  for (let round = 0; round < Number(roundsArg); round++)
    for (const [side, dist] of Object.entries(sides)) {
      const sim = await startSim(undefined, dist)
      try {
        const { context, page } = await firstVisitPage(browser, sim, entry, Number(cpuArg))
        await page.addInitScript(observe)
        await page.goto(`${sim.app}#${entry.hash}`)
        await page.waitForTimeout(WINDOW_MS)
        const visit = (await page.evaluate(
          () => (window as unknown as { __longTasks: Visit }).__longTasks,
        )) as Visit
        await context.close()
        visits.get(side)?.push(visit)
        console.log(
          `${side} ${entry.route} blocking ${ms(blocking(visit))} longest ${ms(longest(visit))} ` +
            `FCP ${ms(visit.fcp)} LCP ${ms(visit.lcp)} | tasks ${visit.tasks.map((task) => `${Math.round(task.start)}+${Math.round(task.duration)}`).join(' ')} | load ${(loadavg()[0] ?? 0).toFixed(1)}`,
        )
      } finally {
        sim.stop()
      }
    }
} finally {
  await browser.close()
}

console.log(`\nmedians of ${roundsArg} at ${cpuArg}x CPU, ${entry.route}`)
for (const [side, list] of visits)
  console.log(
    `${side} blocking ${ms(median(list.map(blocking)))} longest ${ms(median(list.map(longest)))} ` +
      `FCP ${ms(median(list.map((visit) => visit.fcp)))} LCP ${ms(median(list.map((visit) => visit.lcp)))}  (${sides[side as keyof typeof sides]})`,
  )
