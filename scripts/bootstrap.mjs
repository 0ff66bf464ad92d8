#!/usr/bin/env node
// The one entry behind `npm start`, `npm test` and `npm run bench`.
// It uses Node built-ins only, because it must run on a fresh clone before any dependency is installed.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureChromium } from './ensure-chromium.mjs'

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

function mustRun(command, args) {
  const status = run(command, args)
  if (status !== 0) process.exit(status)
}

/** node_modules is stale when npm's own marker is missing or older than package-lock.json. */
function dependenciesAreStale() {
  const marker = join(root, 'node_modules', '.package-lock.json')
  if (!existsSync(marker)) return true
  return statSync(marker).mtimeMs < statSync(join(root, 'package-lock.json')).mtimeMs
}

function ensureDependencies() {
  if (!dependenciesAreStale()) return
  console.log('Installing dependencies (node_modules is missing or older than package-lock.json)…')
  if (run('npm', ['ci', '--no-audit', '--no-fund']) === 0) return
  // npm 11.19 writes lockfiles without the other platforms' optional packages (esbuild, rollup, biome
  // binaries) and then its own `npm ci` refuses them as "Missing: … from lock file". `npm install` installs
  // the same locked versions and leaves package-lock.json as it is, so it is the fallback, not a fix.
  console.log('npm ci refused the lockfile; installing the locked versions with npm install instead…')
  mustRun('npm', ['install', '--no-audit', '--no-fund'])
}

function turbo(args) {
  return run(join(root, 'node_modules', '.bin', 'turbo'), [...args, '--env-mode=loose', '--concurrency=2'])
}

function hasScript(workspaceDir, script) {
  const file = join(root, workspaceDir, 'package.json')
  if (!existsSync(file)) return false
  const pkg = JSON.parse(readFileSync(file, 'utf8'))
  return Boolean(pkg.scripts?.[script])
}

function start() {
  ensureDependencies()
  const status = turbo(['run', 'build', '--filter=@mandi/web...', '--filter=@mandi/api-sim...'])
  if (status !== 0) process.exit(status)
  if (hasScript('apps/api-sim', 'serve')) {
    process.exit(run('npm', ['run', 'serve', '-w', '@mandi/api-sim']))
  }
  console.log(
    '\nBuilt. The reference server (apps/api-sim) does not exist yet; once it does, `npm start` serves the app at http://localhost:8080/app/.',
  )
}

function test() {
  ensureDependencies()
  const chromium = ensureChromium()
  if (!chromium) process.exit(1)
  env.CHROMIUM_PATH = chromium
  const steps = [
    ['lint', () => run(join(root, 'node_modules', '.bin', 'biome'), ['check', '.'])],
    ['typecheck', () => turbo(['run', 'typecheck', '--continue'])],
    ['unit and component tests', () => turbo(['run', 'test', '--continue'])],
    ['end-to-end tests', () => turbo(['run', 'e2e'])],
  ]
  const failed = []
  for (const [name, step] of steps) {
    if (step() !== 0) failed.push(name)
  }
  console.log('')
  if (failed.length > 0) {
    console.log(`npm test: failed steps: ${failed.join(', ')}`)
    process.exit(1)
  }
  console.log('npm test: lint, typecheck, unit, component and end-to-end tests all passed.')
}

function bench() {
  ensureDependencies()
  const chromium = ensureChromium()
  if (!chromium) process.exit(1)
  env.CHROMIUM_PATH = chromium
  process.exit(turbo(['run', 'bench']))
}

const commands = { start, test, bench }
const command = commands[process.argv[2]]
if (!command) {
  console.error(`usage: node scripts/bootstrap.mjs ${Object.keys(commands).join('|')}`)
  process.exit(2)
}
command()
