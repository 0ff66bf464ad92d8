#!/usr/bin/env node
// The one entry behind `npm start`, `npm test`, `npm run bench` and `npm run load`.
// It uses Node built-ins only, because it must run on a fresh clone before any dependency is installed.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkLockfile } from './check-lockfile.mjs'
import { flakyTests } from './e2e-flaky.mjs'
import { chromiumVersion, ensureChromium } from './ensure-chromium.mjs'
import { failureCollector } from './failure-lines.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  TURBO_NO_UPDATE_NOTIFIER: '1',
  DO_NOT_TRACK: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
}

function run(command, args, options = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env, ...options })
  if (result.error) throw result.error
  return result.status ?? 1
}

/** node_modules is stale when npm's own marker is missing or older than package-lock.json. */
function dependenciesAreStale() {
  const marker = join(root, 'node_modules', '.package-lock.json')
  if (!existsSync(marker)) return true
  return statSync(marker).mtimeMs < statSync(join(root, 'package-lock.json')).mtimeMs
}

/** Runs a command with its output held back; prints it only when the command fails. */
function runQuietly(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, env, encoding: 'utf8', ...options })
  if (result.error) throw result.error
  const status = result.status ?? 1
  if (status !== 0) {
    console.log(`\n$ ${[command, ...args].join(' ')}   (failed, exit ${status})`)
    process.stdout.write(result.stdout ?? '')
    process.stdout.write(result.stderr ?? '')
  }
  return status
}

function ensureDependencies() {
  if (!dependenciesAreStale()) return
  console.log(
    'Installing dependencies with npm ci (node_modules is missing or older than package-lock.json)…',
  )
  const started = Date.now()
  if (runQuietly('npm', ['ci', '--no-audit', '--no-fund']) === 0) {
    console.log(`Installed in ${Math.round((Date.now() - started) / 1000)} s.`)
    return
  }
  console.log(
    [
      '\nnpm ci failed (its output is above). When it names package-lock.json, the lockfile is out of step with',
      'package.json: run `npm install --package-lock-only` (it writes the optional binaries of every platform),',
      'check with `npm ci --dry-run`, and commit package-lock.json.',
    ].join('\n'),
  )
  process.exit(1)
}

function turbo(args) {
  return run(join(root, 'node_modules', '.bin', 'turbo'), [...args, '--env-mode=loose', '--concurrency=2'])
}

/**
 * A turbo run whose output is shown as it comes and also scanned for the lines that name what failed
 * (failure-lines.mjs): resolves to its exit status and those lines.
 */
function turboCollecting(args) {
  const command = join(root, 'node_modules', '.bin', 'turbo')
  const all = [...args, '--env-mode=loose', '--concurrency=2']
  console.log(`\n$ ${[command, ...all].join(' ')}`)
  const collector = failureCollector()
  return new Promise((done, fail) => {
    const child = spawn(command, all, { cwd: root, env, stdio: ['inherit', 'pipe', 'pipe'] })
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      from.setEncoding('utf8')
      from.on('data', (chunk) => {
        to.write(chunk)
        collector.add(chunk)
      })
    }
    child.on('error', fail)
    child.on('close', (status) => done({ status: status ?? 1, lines: collector.lines() }))
  })
}

function hasScript(workspaceDir, script) {
  const file = join(root, workspaceDir, 'package.json')
  if (!existsSync(file)) return false
  const pkg = JSON.parse(readFileSync(file, 'utf8'))
  return Boolean(pkg.scripts?.[script])
}

function start() {
  ensureDependencies()
  const status = turbo([
    'run',
    'build',
    '--filter=@mandi/web...',
    '--filter=@mandi/back-office...',
    '--filter=@mandi/api-sim...',
  ])
  if (status !== 0) process.exit(status)
  if (hasScript('apps/api-sim', 'serve')) {
    process.exit(run('npm', ['run', 'serve', '-w', '@mandi/api-sim']))
  }
  console.log(
    '\nBuilt. The reference server (apps/api-sim) does not exist yet; once it does, `npm start` serves the app at http://localhost:8080/app/.',
  )
}

async function test() {
  ensureDependencies()
  const chromium = ensureChromium()
  if (!chromium) process.exit(1)
  env.CHROMIUM_PATH = chromium
  const browser = chromiumVersion(chromium)
  console.log(`Browser tests run on ${browser} (${chromium}).`)
  // Written by the end-to-end step; a report left by an earlier run must not be read as this one's.
  const e2eReport = join(root, 'e2e', 'e2e-report.json')
  rmSync(e2eReport, { force: true })
  const steps = [
    ['lockfile', () => checkLockfile(root, { log: console.log })],
    ['lint', () => run(join(root, 'node_modules', '.bin', 'biome'), ['check', '.'])],
    // One-way imports (.dependency-cruiser.cjs) and no dead code (knip.json): docs/layers.md.
    ['layers', () => run('npm', ['run', '--silent', 'layers'])],
    ['dead code', () => run('npm', ['run', '--silent', 'deadcode'])],
    ['typecheck', () => turboCollecting(['run', 'typecheck', '--continue'])],
    ['unit and component tests', () => turboCollecting(['run', 'test', '--continue'])],
    ['end-to-end tests', () => turbo(['run', 'e2e'])],
  ]
  const failed = []
  const skipped = []
  /** What each failed step's output named as failing, repeated at the end. */
  const failures = []
  // End-to-end tests take half the run; after a failed lint, layers or typecheck the change is not ready for
  // them, so they are skipped and named as skipped (issue 31).
  const gates = new Set(['lint', 'layers', 'typecheck'])
  for (const [name, step] of steps) {
    const blockedBy = failed.filter((earlier) => gates.has(earlier))
    if (name === 'end-to-end tests' && blockedBy.length > 0) {
      skipped.push(`${name} (after the failed ${blockedBy.join(', ')})`)
      continue
    }
    const outcome = await step()
    const status = typeof outcome === 'number' ? outcome : outcome.status
    if (status === 0) continue
    failed.push(name)
    if (typeof outcome === 'object' && outcome.lines.length > 0) failures.push([name, outcome.lines])
  }
  console.log('')
  // e2e retries a failed test once (e2e/playwright.config.ts); one that passed only then is named here.
  const flaky = flakyTests(e2eReport)
  if (flaky.length > 0) {
    console.log(
      `npm test: ${flaky.length} end-to-end test(s) passed only on their retry (flaky, a bug to fix):`,
    )
    for (const title of flaky) console.log(`  - ${title}`)
  }
  for (const [name, lines] of failures) {
    console.log(`npm test: what failed in ${name} (from its output above):`)
    for (const line of lines) console.log(`  ${line}`)
  }
  if (failed.length > 0) {
    console.log(`npm test: failed steps: ${failed.join(', ')} (browser: ${browser})`)
    if (skipped.length > 0) console.log(`npm test: skipped: ${skipped.join('; ')}`)
    process.exit(1)
  }
  console.log(
    `npm test: lockfile, lint, layers, dead code, typecheck, unit, component and end-to-end tests all passed on ${browser}.`,
  )
}

function bench() {
  ensureDependencies()
  const chromium = ensureChromium()
  if (!chromium) process.exit(1)
  env.CHROMIUM_PATH = chromium
  process.exit(turbo(['run', 'bench']))
}

/** `npm run load [-- --users N --duration S …]`: the load test of the reference server (load/README.md). */
function load() {
  ensureDependencies()
  process.exit(run('npm', ['run', 'load', '-w', '@mandi/load', '--', ...process.argv.slice(3)]))
}

/**
 * `npm run fuzz`: every property test with 3,000 cases from a random seed (printed, so a failure can be
 * replayed with VITE_FAST_CHECK_SEED=<seed> npm run fuzz). npm test runs them from a fixed seed
 * (fast-check.setup.ts) with fewer cases.
 */
function fuzz() {
  ensureDependencies()
  const chromium = ensureChromium()
  if (!chromium) process.exit(1)
  env.CHROMIUM_PATH = chromium
  env.VITE_FAST_CHECK_SEED ??= String(Math.floor(Math.random() * 2 ** 31))
  env.VITE_FC_RUNS ??= '3000'
  console.log(`Fuzzing with seed ${env.VITE_FAST_CHECK_SEED}, ${env.VITE_FC_RUNS} cases per property.`)
  const vitest = join(root, 'node_modules', '.bin', 'vitest')
  const failed = [
    ['packages/domain', []],
    ['packages/api-client', []],
    ['packages/ui-kit', []],
    ['apps/storybook', ['--project', 'ui-kit-browser']],
  ].filter(([dir, args]) => run(vitest, ['run', ...args], { cwd: join(root, dir) }) !== 0)
  if (failed.length > 0) {
    console.log(
      `npm run fuzz: failed in ${failed.map(([dir]) => dir).join(', ')}; seed ${env.VITE_FAST_CHECK_SEED}`,
    )
    process.exit(1)
  }
  console.log(`npm run fuzz: every property held (seed ${env.VITE_FAST_CHECK_SEED}).`)
}

const commands = { start, test, bench, load, fuzz }
const command = commands[process.argv[2]]
if (!command) {
  console.error(`usage: node scripts/bootstrap.mjs ${Object.keys(commands).join('|')}`)
  process.exit(2)
}
command()
