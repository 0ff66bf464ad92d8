/**
 * `npm run cpu-profile -w @mandi/bench -- <web dist> [route] [cpu]`: where a first visit's main-thread time
 * goes. Serves the build on a fresh sim, opens the entry route (entry-routes.ts, default /kline; signed in as the
 * bench does) on a phone-like page at `cpu`× CPU slowdown (default 4), records V8's CPU profile for 5 s and prints
 * the functions with the most self time, the busy stretches over 40 ms with the functions most present in each,
 * and the most inclusive time. Build the app without minifying for readable names (method.md#cpu-profile).
 * Sampled, not traced: figures move between runs; compare shapes, and decide with A B (abab.ts).
 */
import { resolve } from 'node:path'
import { launchChromium } from './browser.ts'
import { entryRoutes } from './entry-routes.ts'
import { firstVisitPage } from './first-visit.ts'
import { root, startSim } from './sim.ts'

interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
}
interface ProfileNode {
  id: number
  callFrame: CallFrame
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  startTime: number
  samples: number[]
  timeDeltas: number[]
}

const [distArg, routeArg = '/kline', cpuArg = '4'] = process.argv.slice(2)
if (!distArg) throw new Error('usage: cpu-profile <web dist> [route] [cpu]')
const entry = entryRoutes.find((candidate) => candidate.route === routeArg)
if (!entry) throw new Error(`cpu-profile: ${routeArg} is not an entry route (entry-routes.ts)`)
const PROFILE_MS = 5000
/** React's and the runtime's own frames, left out of the busy stretches' lists (they are in every one). */
const PLUMBING =
  /^(\(root\)|\(program\)|\(idle\)|performWorkOn|performWorkUntilDeadline|flushSync|processRootSchedule|performSyncWork|workLoop|renderRoot|performUnitOfWork|beginWork|complete|commit|recursivelyTraverse|flushPassive|flushPending|flushSpawned|renderWithHooks|updateFunctionComponent)/

/** A frame by function, file and line; the document's own scripts (the inline shell script) as index.html. */
const name = ({ functionName, url, lineNumber }: CallFrame) =>
  `${functionName || '(anonymous)'} ${url.endsWith('/') ? 'index.html' : url.replace(/.*\//, '')}:${lineNumber}`
const ms = (us: number) => (us / 1000).toFixed(1).padStart(8)

const sim = await startSim(undefined, resolve(root, distArg))
const browser = await launchChromium()
try {
  const { page, cdp } = await firstVisitPage(browser, sim, entry, Number(cpuArg))
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  await page.goto(`${sim.app}#${entry.hash}`)
  await page.waitForTimeout(PROFILE_MS)
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile }

  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const parents = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id)
  /** Every distinct frame on a sample's stack, innermost first. */
  const stack = (id: number): string[] => {
    const frames = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const node = nodes.get(at)
      if (node) frames.add(name(node.callFrame))
    }
    return [...frames]
  }
  const self = new Map<string, number>()
  const inclusive = new Map<string, number>()
  const stretches: { start: number; end: number; samples: number[] }[] = []
  let now = profile.startTime
  let open: (typeof stretches)[number] | null = null
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0
    now += delta
    const node = nodes.get(id)
    if (!node) return
    const frame = name(node.callFrame)
    self.set(frame, (self.get(frame) ?? 0) + delta)
    for (const outer of stack(id)) inclusive.set(outer, (inclusive.get(outer) ?? 0) + delta)
    if (node.callFrame.functionName === '(idle)') {
      if (open) stretches.push(open)
      open = null
      return
    }
    open ??= { start: now, end: now, samples: [] }
    open.end = now
    open.samples.push(id)
  })
  if (open) stretches.push(open)
  const top = (totals: Map<string, number>, count: number) =>
    [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([frame, us]) => `${ms(us)}  ${frame}`)
      .join('\n')

  console.log(`${entry.route} at ${cpuArg}× CPU, ${PROFILE_MS} ms from navigation (ms of slowed time)\n`)
  console.log(`self time\n${top(self, 25)}\n`)
  console.log('busy stretches over 40 ms (start, length: the functions on most of their samples)')
  for (const stretch of stretches.filter(({ start, end }) => end - start > 40_000)) {
    const presence = new Map<string, number>()
    for (const id of stretch.samples)
      for (const frame of stack(id)) presence.set(frame, (presence.get(frame) ?? 0) + 1)
    const named = [...presence]
      .filter(([frame]) => !PLUMBING.test(frame))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([frame, count]) => `${frame} ${Math.round((count / stretch.samples.length) * 100)}%`)
    console.log(
      `${ms(stretch.start - profile.startTime)} +${ms(stretch.end - stretch.start).trim()}: ${named.join(' | ')}`,
    )
  }
  console.log(`\ninclusive time\n${top(inclusive, 40)}`)
} finally {
  await browser.close()
  sim.stop()
}
