// Fails when package-lock.json has drifted from the package.json files: `npm ci --dry-run` on a clean copy of
// the manifests (the root's and every workspace's), so neither node_modules nor anything untracked can hide it.
// Node built-ins only: it runs as the first step of `npm test`.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Workspace folders of the root package.json (patterns `dir/*` or a plain folder). */
function workspaceDirs(root) {
  const { workspaces = [] } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern]
    const parent = pattern.slice(0, -2)
    return readdirSync(join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`)
  })
}

/** 0 when `npm ci` would accept the lockfile as it is; else prints npm's reason and returns non-zero. */
export function checkLockfile(root, { log = console.log } = {}) {
  const copy = mkdtempSync(join(tmpdir(), 'mandi-lockfile-'))
  try {
    for (const file of ['package.json', 'package-lock.json', '.npmrc']) {
      if (existsSync(join(root, file))) cpSync(join(root, file), join(copy, file))
    }
    for (const dir of workspaceDirs(root)) {
      const manifest = join(root, dir, 'package.json')
      if (!existsSync(manifest)) continue
      mkdirSync(join(copy, dir), { recursive: true })
      cpSync(manifest, join(copy, dir, 'package.json'))
    }
    const result = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: copy,
      encoding: 'utf8',
    })
    if (result.status === 0) {
      log('lockfile: npm ci --dry-run accepts package-lock.json.')
      return 0
    }
    log('lockfile: npm ci --dry-run refuses package-lock.json:')
    log(
      `${result.stdout ?? ''}${result.stderr ?? ''}`
        .split('\n')
        .filter((line) => /npm error/.test(line))
        .slice(0, 20)
        .join('\n'),
    )
    log(
      'Run `npm install --package-lock-only` (it writes the optional binaries of every platform) and commit package-lock.json.',
    )
    return result.status ?? 1
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(checkLockfile(resolve(dirname(fileURLToPath(import.meta.url)), '..')))
}
