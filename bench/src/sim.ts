import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export const root = resolve(import.meta.dirname, '..', '..')

/**
 * The built app the bench serves and measures, and the built sim that serves it. By default what turbo's
 * `^build` wrote; BENCH_WEB_DIST and BENCH_SIM_MAIN point the bench at a side build instead, so measuring
 * never rebuilds a folder that someone else's end-to-end run is reading. Relative paths are read from the
 * repository root (npm runs the bench in bench/).
 */
export const webDist = resolve(root, process.env.BENCH_WEB_DIST ?? 'apps/web/dist')
/**
 * The demo account the bench signs in as. BENCH_DEMO_MOB names another for a sim built before decision 0090
 * (whose demo phone was 9876543210), so an A B comparison can serve an older commit's build.
 */
const DEMO_MOB = process.env.BENCH_DEMO_MOB ?? '9000000001'
export const simMain = resolve(root, process.env.BENCH_SIM_MAIN ?? 'apps/api-sim/dist/main.js')

export interface Session {
  token: string
  id: number
  name: string
  code: string
  mob: string
}

export interface RunningSim {
  origin: string
  app: string
  session: Session
  stop: () => void
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => done(port))
    })
  })
}

/** Port P with P + 1 free too: the app looks for the chat host on the API port + 1. */
export async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await freePort()
    const next = await new Promise<boolean>((done) => {
      const server = createServer()
      server.once('error', () => done(false))
      server.listen(port + 1, '127.0.0.1', () => server.close(() => done(true)))
    })
    if (next) return port
  }
  throw new Error('no two neighbouring free ports')
}

async function waitFor(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`the sim exited with ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250))
  }
  throw new Error(`the sim did not answer at ${url}`)
}

/**
 * The built sim serving the built app, compressed, on a fresh database: one instance for the whole bench.
 * The chat host is on the next port, where the app looks for it; a sim behind a proxy (the repeat visit) is
 * given the port after the proxy's instead, so the app and the sim's CSP name the same chat host. `web`: the
 * built app to serve (an A B comparison serves two).
 */
export async function startSim(
  ports?: { port: number; chatPort: number },
  web: string = webDist,
): Promise<RunningSim> {
  const port = ports?.port ?? (await freePortPair())
  const chatPort = ports?.chatPort ?? port + 1
  const database = mkdtempSync(join(tmpdir(), 'mandi-bench-'))
  const child = spawn(process.execPath, [simMain], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      CHAT_PORT: String(chatPort),
      HOST: '127.0.0.1',
      SIM_DB: join(database, 'sim.sqlite'),
      SIM_WEB_DIST: web,
    },
  })
  const origin = `http://127.0.0.1:${port}`
  // The fresh database goes with the sim, once it has exited (it writes until then).
  child.once('exit', () => rmSync(database, { recursive: true, force: true }))
  const stop = () => {
    child.kill('SIGTERM')
  }
  try {
    await waitFor(`${origin}/app/`, child)
    const response = await fetch(`${origin}/api/user/login`, {
      method: 'POST',
      body: new URLSearchParams({
        mob: DEMO_MOB,
        pass_word: 'demo1234',
        finger_login: '',
        token: '',
        tp: '1',
      }),
    })
    const body = (await response.json()) as { status: number; data?: Omit<Session, 'mob'> }
    if (body.status !== 1 || !body.data) throw new Error('demo sign-in failed')
    return { origin, app: `${origin}/app/`, session: { ...body.data, mob: DEMO_MOB }, stop }
  } catch (error) {
    stop()
    throw error
  }
}

/** Writes the keys the app stores on sign-in (apps/web/src/api/storage.ts); runs in the page. */
export function seedSession(stored: Session | null) {
  if (!stored) {
    localStorage.removeItem('token')
    return
  }
  localStorage.setItem('token', stored.token)
  localStorage.setItem('id', String(stored.id))
  localStorage.setItem('name', stored.name)
  localStorage.setItem('code', stored.code)
  localStorage.setItem('mob', stored.mob)
}
