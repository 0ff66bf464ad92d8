import type { BundleReport } from './bundles.ts'
import type { ChartResult, MemoryResult } from './charts.ts'
import type { InteractionResult } from './interactions.ts'
import { hasFigures, type LighthouseResult, RUNS } from './lighthouse-audit.ts'
import type { RepeatVisitResult, VisitFigures } from './repeat-visit.ts'

export interface Row {
  group: string
  measure: string
  value: string
  target: string
  /** null: reported only, no target. */
  pass: boolean | null
}

export interface Results {
  bundles?: BundleReport
  lighthouse?: LighthouseResult[]
  repeatVisit?: RepeatVisitResult
  interactions?: InteractionResult[]
  charts?: ChartResult
  memory?: MemoryResult
  serviceWorker?: { file: string; present: boolean }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value: number) => `${Math.round(value)} ms`
const ms2 = (value: number) => `${value.toFixed(2)} ms`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`

// Issue 16: initial JS per entry screen, gzip.
const jsBudgetKb: Record<string, number> = { '/login': 105, '/home': 120 }
const OTHER_ENTRY_JS_KB = 150
// The first-visit transfer budget predates issue 16 and covers the two screens it was set for.
const transferBudgetKb: Record<string, number> = { '/login': 250, '/home': 250 }
// Where the api-client's share of the JS is printed (issue 16: the split is judged on these two).
const apiClientRoutes = ['/home', '/kline']
const FIRST_SCREENS = ['/login', '/home']

function bundleRows(report: BundleReport): Row[] {
  const rows: Row[] = []
  for (const route of report.routes) {
    const budget = jsBudgetKb[route.route] ?? OTHER_ENTRY_JS_KB
    rows.push({
      group: 'Bundles',
      measure: `${route.route} JS gzip / brotli (${route.files.filter((f) => f.endsWith('.js')).length} files)`,
      value: `${kb(route.js.gzip)} / ${kb(route.js.brotli)}`,
      target: `≤ ${budget} KB gzip`,
      pass: route.js.gzip <= budget * 1024,
    })
    rows.push({
      group: 'Bundles',
      measure: `${route.route} CSS gzip / brotli`,
      value: `${kb(route.css.gzip)} / ${kb(route.css.brotli)}`,
      target: '',
      pass: null,
    })
    const transferBudget = transferBudgetKb[route.route]
    rows.push({
      group: 'Bundles',
      measure: `${route.route} first-visit transfer (all responses, compressed)`,
      value: kb(route.transfer),
      target: transferBudget ? `≤ ${transferBudget} KB` : '',
      pass: transferBudget ? route.transfer <= transferBudget * 1024 : null,
    })
  }
  for (const route of report.routes.filter((r) => apiClientRoutes.includes(r.route))) {
    const sources = route.sources
    if (!sources) continue
    const api = sources.groups['api-client'] ?? { raw: 0, gzip: 0 }
    const effect = sources.groups.effect ?? { raw: 0, gzip: 0 }
    // A file with no map (e.g. one a build plugin emits itself) is named, not guessed at. Many such files
    // mean the side build for the maps is not of the measured build's sources (the tree changed since).
    const unmapped = sources.unattributed
    const jsFiles = route.files.filter((file) => file.endsWith('.js')).length
    const missing =
      unmapped.length > 2
        ? `; INCOMPLETE: ${unmapped.length} of ${jsFiles} files have no map (build with --sourcemap hidden)`
        : unmapped.length
          ? `; no map: ${unmapped.join(', ')}`
          : ''
    rows.push({
      group: 'Bundles',
      measure: `${route.route} JS from packages/api-client, gzip (raw); Effect beside it`,
      value: `${kb(api.gzip)} (${kb(api.raw)}); Effect ${kb(effect.gzip)} (${kb(effect.raw)})${missing}`,
      target: '',
      pass: null,
    })
  }
  const largest = report.largestRouteChunk
  rows.push({
    group: 'Bundles',
    measure: `largest route chunk (${largest.file})`,
    value: `${kb(largest.gzip)} / ${kb(largest.brotli)}`,
    target: '',
    pass: null,
  })
  for (const library of report.libraries) {
    const onFirst = library.loadedOn.filter((route) => FIRST_SCREENS.includes(route))
    const elsewhere = library.loadedOn.filter((route) => !FIRST_SCREENS.includes(route))
    rows.push({
      group: 'Bundles',
      measure: `${library.name} in ${library.chunks.join(', ') || 'no chunk'}`,
      value: [
        onFirst.length ? `loaded on ${onFirst.join(', ')}` : 'not on /login, /home',
        ...(elsewhere.length ? [`on ${elsewhere.join(', ')}`] : []),
      ].join('; '),
      target: 'only on its routes',
      pass: onFirst.length === 0 && library.chunks.length > 0,
    })
  }
  return rows
}

function lighthouseRows(results: LighthouseResult[]): Row[] {
  return results.flatMap((result) => {
    const mobile = result.profile === 'mobile'
    const group = `Lighthouse ${result.profile}`
    const page = result.route
    // Low-end: a score target on the first screens only; LCP on every entry screen.
    const scoreTarget = mobile ? 95 : FIRST_SCREENS.includes(page) ? 80 : null
    const valid = result.runs.filter(hasFigures).length
    return [
      {
        group,
        measure: `${page} score${valid < RUNS ? ` (median of ${valid}: ${result.runs.length - valid} loads gave no figures)` : ''}`,
        value: String(result.score),
        target: scoreTarget === null ? '' : `≥ ${scoreTarget}`,
        pass: scoreTarget === null ? null : result.score >= scoreTarget,
      },
      { group, measure: `${page} FCP`, value: ms(result.fcp), target: '', pass: null },
      {
        group,
        measure: `${page} LCP`,
        value: ms(result.lcp),
        target: mobile ? '≤ 2000 ms' : '≤ 3500 ms',
        pass: result.lcp <= (mobile ? 2000 : 3500),
      },
      {
        group,
        measure: `${page} TBT`,
        value: ms(result.tbt),
        target: mobile ? '≤ 150 ms' : '',
        pass: mobile ? result.tbt <= 150 : null,
      },
      {
        group,
        measure: `${page} CLS`,
        value: result.cls.toFixed(3),
        target: mobile ? '≤ 0.05' : '',
        pass: mobile ? result.cls <= 0.05 : null,
      },
      ...(mobile ? [longTasksRow(result)] : []),
    ]
  })
}

/** What TBT is made of, from the run whose TBT is the median: its three longest tasks and their scripts. */
function longTasksRow(result: LighthouseResult): Row {
  const run = result.runs.find((figures) => figures.tbt === result.tbt) ?? result.runs[0]
  const tasks = (run?.longTasks ?? []).slice(0, 3)
  const file = (url: string) => url.split('/').pop() || url
  return {
    group: `Lighthouse ${result.profile}`,
    measure: `${result.route} longest tasks (simulated ms, script)`,
    value: tasks.length ? tasks.map((task) => `${task.duration} ${file(task.url)}`).join('; ') : 'none',
    target: '',
    pass: null,
  }
}

function repeatVisitRows(result: RepeatVisitResult): Row[] {
  const last = result.repeat.runs[result.repeat.runs.length - 1]
  const controlled = result.repeat.runs.every((run) => run.controlled)
  const cached = last ? `, ${last.assetsFromWorker}/${last.assets} JS/CSS from the worker` : ''
  // The median run's largest element: a splash or a skeleton as LCP says the content itself came later.
  const element = (visits: VisitFigures[], lcp: number) =>
    visits.find((run) => run.lcp === lcp)?.lcpElement ?? '?'
  return [
    {
      group: 'Repeat visit',
      measure: `${result.route} LCP, worker and caches warm (Lighthouse mobile: Slow 4G, 4x CPU, 412 px; median of ${result.repeat.runs.length})`,
      value: `${ms(result.repeat.lcp)} (${element(result.repeat.runs, result.repeat.lcp)}; FCP ${ms(result.repeat.fcp)}${controlled ? '' : ', NOT controlled'}${cached})`,
      target: '≤ 1000 ms',
      // A visit the worker did not control is no repeat visit: it cannot pass.
      pass: controlled && result.repeat.lcp <= 1000,
    },
    {
      group: 'Repeat visit',
      measure: `${result.route} LCP, first visit measured the same way (fresh profile)`,
      value: `${ms(result.first.lcp)} (${element(result.first.runs, result.first.lcp)}; FCP ${ms(result.first.fcp)})`,
      target: '',
      pass: null,
    },
  ]
}

// Issue 16: ≤ 100 ms at 4x CPU, ≤ 200 ms at 10x.
const interactionBudgetMs = (cpu: number) => (cpu >= 10 ? 200 : 100)

function interactionRows(results: InteractionResult[]): Row[] {
  return results.map((result) => ({
    group: `Interaction ${result.cpu}x CPU`,
    measure: result.name,
    value:
      result.durationMs === 0
        ? '< 16 ms'
        : `${ms(result.durationMs)}${result.phases ? ` (input ${result.phases.inputDelayMs}, handlers ${result.phases.processingMs}, to paint ${result.phases.presentationMs})` : ''}`,
    target: `≤ ${interactionBudgetMs(result.cpu)} ms`,
    pass: result.durationMs <= interactionBudgetMs(result.cpu),
  }))
}

function chartRows(charts: ChartResult): Row[] {
  const rows: Row[] = []
  for (const [size, times] of Object.entries(charts.firstRender)) {
    const at10k = size === '10000'
    rows.push({
      group: 'Charts',
      measure: `first render ${Number(size).toLocaleString('en')} candles: ours / lightweight-charts`,
      value: `${ms2(times.ours)} / ${ms2(times.lwc)} (×${(times.ours / times.lwc).toFixed(2)})`,
      target: at10k ? 'ours ≤ lwc' : '',
      pass: at10k ? times.ours <= times.lwc : null,
    })
  }
  const { ours, lwc } = charts.ticks
  rows.push({
    group: 'Charts',
    measure: `per tick at ${charts.tickCandles.toLocaleString('en')} candles, median: ours / lwc`,
    value: `${ms2(ours.median)} / ${ms2(lwc.median)} (×${(ours.median / lwc.median).toFixed(2)})`,
    target: 'ours ≤ lwc',
    pass: ours.median <= lwc.median,
  })
  rows.push({
    group: 'Charts',
    measure: 'per tick, p95: ours / lwc',
    value: `${ms2(ours.p95)} / ${ms2(lwc.p95)} (×${(ours.p95 / lwc.p95).toFixed(2)})`,
    target: 'ours ≤ lwc',
    pass: ours.p95 <= lwc.p95,
  })
  if (charts.overlays) {
    const { firstRender, ticks } = charts.overlays
    rows.push({
      group: 'Charts',
      measure: 'first render 10,000 candles with MA 5/10/30 + volume MA: ours / lwc',
      value: `${ms2(firstRender.ours)} / ${ms2(firstRender.lwc)} (×${(firstRender.ours / firstRender.lwc).toFixed(2)})`,
      target: 'ours ≤ lwc',
      pass: firstRender.ours <= firstRender.lwc,
    })
    rows.push({
      group: 'Charts',
      measure: 'per tick at 10,000 candles with overlays, median: ours / lwc',
      value: `${ms2(ticks.ours.median)} / ${ms2(ticks.lwc.median)} (×${(ticks.ours.median / ticks.lwc.median).toFixed(2)})`,
      target: 'ours ≤ lwc',
      pass: ticks.ours.median <= ticks.lwc.median,
    })
  }
  return rows
}

function memoryRows(memory: MemoryResult): Row[] {
  const limit = 2 * 1024 * 1024
  return [
    {
      group: 'Memory',
      measure: 'heap growth after 6,000 ticks (our chart, 1k candles)',
      value: mb(memory.ticksGrowthBytes),
      target: '≤ 2 MB',
      pass: memory.ticksGrowthBytes <= limit,
    },
    {
      group: 'Memory',
      measure: 'heap growth after 50 chart mount/unmount cycles',
      value: mb(memory.mountCyclesGrowthBytes),
      target: '≤ 2 MB',
      pass: memory.mountCyclesGrowthBytes <= limit,
    },
  ]
}

export function rows(results: Results): Row[] {
  return [
    ...(results.bundles ? bundleRows(results.bundles) : []),
    ...(results.lighthouse ? lighthouseRows(results.lighthouse) : []),
    ...(results.repeatVisit ? repeatVisitRows(results.repeatVisit) : []),
    ...(results.interactions ? interactionRows(results.interactions) : []),
    ...(results.charts ? chartRows(results.charts) : []),
    ...(results.memory ? memoryRows(results.memory) : []),
    ...(results.serviceWorker
      ? [
          {
            group: 'Offline',
            measure:
              'service worker: repeat visit from cache, shell offline (e2e/specs/offline-shell.spec.ts)',
            value: results.serviceWorker.present ? `${results.serviceWorker.file} built` : 'missing',
            target: 'present, e2e passes',
            pass: results.serviceWorker.present,
          },
        ]
      : []),
  ]
}

/** A Markdown table: printed by the bench and pasted as is into the README. */
export function table(list: Row[]): string {
  const lines = ['| group | measure | value | target | result |', '|---|---|---|---|---|']
  for (const row of list) {
    const result = row.pass === null ? '' : row.pass ? 'PASS' : 'MISS'
    lines.push(`| ${row.group} | ${row.measure} | ${row.value} | ${row.target} | ${result} |`)
  }
  return lines.join('\n')
}
