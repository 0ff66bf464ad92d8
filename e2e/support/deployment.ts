import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { extname, join, resolve } from 'node:path'
import { freePortPair } from './ports.ts'

const root = resolve(import.meta.dirname, '../..')
const TEXT = new Set(['.html', '.js', '.css', '.webmanifest', '.json', '.svg'])

/** A sim of its own, serving a copy of the built app from a folder the test can deploy into. */
export interface PrivateSim {
  readonly origin: string
  /** The folder served at /app/ (a copy of apps/web/dist). */
  readonly web: string
  close(): Promise<void>
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the sim exited with ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`the sim did not serve ${url} within 30 s`)
}

/**
 * Starts `node apps/api-sim/dist/main.js` on free ports with a fresh database and a copy of the build. `env`
 * adds settings of the sim (e.g. `SIM_FRAME_HOSTS`).
 */
export async function startPrivateSim(env: Readonly<Record<string, string>> = {}): Promise<PrivateSim> {
  const dir = mkdtempSync(join(tmpdir(), 'mandi-deploy-'))
  const web = join(dir, 'web')
  cpSync(process.env.E2E_WEB_DIST ?? join(root, 'apps/web/dist'), web, { recursive: true })
  const port = await freePortPair()
  const child = spawn(process.execPath, [process.env.E2E_SIM_MAIN ?? 'apps/api-sim/dist/main.js'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      CHAT_PORT: String(port + 1),
      HOST: '127.0.0.1',
      SIM_DB: join(dir, 'sim.sqlite'),
      SIM_WEB_DIST: web,
      // The run's fixed clock start (playwright.config.ts), like the shared sims'.
      ...(process.env.E2E_CLOCK_START ? { SIM_CLOCK_START: process.env.E2E_CLOCK_START } : {}),
      ...env,
    },
  })
  const origin = `http://127.0.0.1:${port}`
  await waitUntilServing(`${origin}/app/`, child)
  return {
    origin,
    web,
    close: async () => {
      child.kill()
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r))
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * Deploys "the next build" into `web`, the way a real deploy replaces the folder: every hashed file under
 * assets/ gets a new name (its hash changes) and every reference to it is rewritten, the worker's manifest
 * version changes (so sw.js has new bytes and the browser installs a new worker), and the previous build's
 * files are gone from the server. Returns the old → new names.
 */
export function deployNextBuild(web: string): Map<string, string> {
  const assets = join(web, 'assets')
  const renames = new Map<string, string>()
  for (const name of readdirSync(assets)) {
    const ext = extname(name)
    renames.set(name, `${name.slice(0, -ext.length)}n${ext}`)
  }
  // Longest first, so that no name is rewritten inside a longer one.
  const ordered = [...renames].sort(([a], [b]) => b.length - a.length)
  const rewrite = (file: string) => {
    let text = readFileSync(file, 'utf8')
    for (const [from, to] of ordered) text = text.split(from).join(to)
    if (file.endsWith('sw.js')) {
      text = text.replace(
        /"version":"([0-9a-f]+)"/,
        (_, v: string) => `"version":"${[...v].reverse().join('')}"`,
      )
    }
    writeFileSync(file, text)
  }
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (TEXT.has(extname(entry.name))) rewrite(path)
    }
  }
  walk(web)
  for (const [from, to] of renames) renameSync(join(assets, from), join(assets, to))
  return renames
}
