// `npm run bench` (through turbo, after the web app and the sim are built): one sim instance for every
// measurement, then one table on stdout and every figure in bench/results.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join, relative } from 'node:path'
import { launchChromium } from './browser.ts'
import { measureBundles } from './bundles.ts'
import { measureCharts } from './charts.ts'
import { measureInteractions } from './interactions.ts'
import { runLighthouse } from './lighthouse-audit.ts'
import { measureRepeatVisit } from './repeat-visit.ts'
import { root, simMain, startSim, webDist } from './sim.ts'
import { type Results, rows, table } from './targets.ts'

const started = Date.now()
const log = (line: string) => console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0)} s] ${line}`)
// BENCH_ONLY=bundles,charts runs a subset (handy while working on one part).
const only = new Set((process.env.BENCH_ONLY ?? 'bundles,lighthouse,repeat,interactions,charts').split(','))

const resultsFile = join(root, 'bench/results.json')
// A partial run (BENCH_ONLY) keeps the other sections' figures of the previous run.
const results: Results =
  process.env.BENCH_ONLY && existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {}
const sw = join(webDist, 'sw.js')
results.serviceWorker = { file: relative(root, sw), present: existsSync(sw) }
log(`measuring ${relative(root, webDist) || '.'} served by ${relative(root, simMain)}`)

const sim = await startSim()
try {
  if (only.has('bundles') || only.has('interactions')) {
    const browser = await launchChromium()
    try {
      if (only.has('bundles')) {
        results.bundles = await measureBundles(browser, sim)
        log('bundles measured')
      }
      if (only.has('interactions')) {
        results.interactions = await measureInteractions(browser, sim)
        log('interactions measured')
      }
    } finally {
      await browser.close()
    }
  }
  if (only.has('lighthouse')) results.lighthouse = await runLighthouse(sim, log)
} finally {
  sim.stop()
}
// Its own sim behind a throttling proxy, so it runs after the shared one has stopped.
if (only.has('repeat')) {
  results.repeatVisit = await measureRepeatVisit(log)
  log('repeat visit measured')
}
if (only.has('charts')) {
  const { charts, memory } = await measureCharts(log)
  results.charts = charts
  results.memory = memory
}

const seconds = Math.round((Date.now() - started) / 1000)
const output = table(rows(results))
console.log(`\n${output}\n`)
console.log(
  `bench: ${seconds} s on ${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(1)} at the end`,
)
const {
  date: _date,
  seconds: _seconds,
  loadAverage: _load,
  rows: _rows,
  ...figures
} = results as Results & Record<string, unknown>
writeFileSync(
  resultsFile,
  `${JSON.stringify({ date: new Date().toISOString(), seconds, loadAverage: loadavg(), rows: rows(results), ...figures }, null, 2)}\n`,
)
