// Finds a Chromium for the browser tests, installing Debian's package when we are root with apt.
// Node built-ins only: this runs before or right after `npm ci`.
import { spawnSync } from 'node:child_process'
import { accessSync, constants } from 'node:fs'

const DEFAULT_PATH = '/usr/bin/chromium'

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0
}

/** "Chromium 156.0.8078.79" (what `--version` prints, first line, trimmed), or "Chromium (version unknown)". */
export function chromiumVersion(path) {
  // Debian's /usr/bin/chromium is a wrapper script that may print shell noise on stderr: read stdout only.
  const result = spawnSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  const line = (result.stdout ?? '').split('\n').find((text) => /\d+\.\d+/.test(text))
  const version = line?.match(/(Chromium|Google Chrome|Chrome)[^\d]*([\d.]+)/)
  return version ? `${version[1]} ${version[2]}` : 'Chromium (version unknown)'
}

/** Returns the path of a usable Chromium, or null after printing how to get one. */
export function ensureChromium({ log = console.log } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv
    log(`CHROMIUM_PATH is set to ${fromEnv}, but no executable is there.`)
    return null
  }
  if (isExecutable(DEFAULT_PATH)) return DEFAULT_PATH

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && hasCommand('apt-get')) {
    log('No Chromium found: installing Debian package "chromium" with apt-get (one time).')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
    if (install.status === 0 && isExecutable(DEFAULT_PATH)) return DEFAULT_PATH
    log('apt-get could not install chromium.')
  }

  log(
    [
      'The browser tests need Chromium, and none was found.',
      '  - Debian/Ubuntu: sudo apt-get install -y chromium   (then it is found at /usr/bin/chromium)',
      '  - Anywhere else: install Chromium or Chrome and run with CHROMIUM_PATH=/path/to/chromium npm test',
    ].join('\n'),
  )
  return null
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = ensureChromium()
  if (!path) process.exit(1)
  console.log(`${path} (${chromiumVersion(path)})`)
}
