/**
 * `npm run abab -w @mandi/bench -- <web dist A> <web dist B> [rounds] [routes…]`: Lighthouse (mobile and
 * low-end, as the bench measures them) on two builds of the app taken in turn, A B A B…, one fresh sim each
 * turn, so a change is compared in one sitting under the same load. Prints every run with the load average,
 * then the medians of each side. Routes are those of entry-routes.ts (default: all six); rounds default to 2.
 * Paths are read from the repository root; build B with `vite build --outDir` (method.md#side-builds).
 */
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import { entryRoutes } from './entry-routes.ts'
import { audit, type LighthouseFigures, prepare, startChromium, stopChromium } from './lighthouse-audit.ts'
import { root, startSim } from './sim.ts'
import { median } from './stats.ts'

const [distA, distB, roundsArg, ...routeArgs] = process.argv.slice(2)
if (!distA || !distB) throw new Error('usage: abab <web dist A> <web dist B> [rounds] [routes…]')
const rounds = Number(roundsArg ?? 2)
const routes =
  routeArgs.length > 0 ? entryRoutes.filter((entry) => routeArgs.includes(entry.route)) : entryRoutes
const sides = { A: resolve(root, distA), B: resolve(root, distB) } as const
type Side = keyof typeof sides
type Run = { side: Side; route: string; mobile: LighthouseFigures; lowEnd: LighthouseFigures }
const runs: Run[] = []
const ms = (value: number) => String(Math.round(value)).padStart(5)

for (let round = 0; round < rounds; round++)
  for (const side of ['A', 'B'] as const) {
    const sim = await startSim(undefined, sides[side])
    const chromium = await startChromium()
    try {
      for (const entry of routes) {
        await prepare(chromium.port, sim, entry.signedIn)
        const { mobile, 'low-end': lowEnd } = await audit(chromium.port, `${sim.app}#${entry.hash}`)
        runs.push({ side, route: entry.route, mobile, lowEnd })
        console.log(
          `${side} ${entry.route.padEnd(9)} mobile ${mobile.score} LCP ${ms(mobile.lcp)} TBT ${ms(mobile.tbt)} ` +
            `| low-end ${lowEnd.score} LCP ${ms(lowEnd.lcp)} | load ${(loadavg()[0] ?? 0).toFixed(1)}` +
            (mobile.error || lowEnd.error
              ? ` | no figures: ${mobile.error ?? '-'} / ${lowEnd.error ?? '-'}`
              : ''),
        )
        // ABAB_DETAIL=1: each run's first paint, largest paint (element and phases) and longest tasks.
        if (process.env.ABAB_DETAIL)
          for (const [name, run] of [
            ['mobile', mobile],
            ['low-end', lowEnd],
          ] as const)
            console.log(
              `    ${name}: FCP ${ms(run.fcp)} LCP "${(run.lcpElement ?? '?').slice(0, 40)}" ` +
                `${JSON.stringify(run.lcpPhases ?? {})} tasks ${(run.longTasks ?? []).map((t) => `${t.url.replace(/.*\//, '')}@${Math.round(t.start)}+${Math.round(t.duration)}`).join(' ')}`,
            )
      }
    } finally {
      sim.stop()
      await stopChromium(chromium)
    }
  }

console.log(`\nmedians of ${rounds} (A: ${sides.A}, B: ${sides.B})`)
for (const entry of routes)
  for (const side of ['A', 'B'] as const) {
    const mine = runs.filter((run) => run.side === side && run.route === entry.route)
    const pick = (profile: 'mobile' | 'lowEnd', key: 'score' | 'lcp' | 'tbt') =>
      median(mine.map((run) => run[profile][key]))
    console.log(
      `${side} ${entry.route.padEnd(9)} mobile ${pick('mobile', 'score')} LCP ${ms(pick('mobile', 'lcp'))} ` +
        `TBT ${ms(pick('mobile', 'tbt'))} | low-end ${pick('lowEnd', 'score')} LCP ${ms(pick('lowEnd', 'lcp'))}`,
    )
  }
process.exit(0)
