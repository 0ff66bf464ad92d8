import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export const root = resolve(import.meta.dirname, '..', '..')

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

function freePort(): Promise<number> {
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
async function freePortPair(): Promise<number> {
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

/** The built sim serving the built app, compressed, on a fresh database: one instance for the whole bench. */
export async function startSim(): Promise<RunningSim> {
  const port = await freePortPair()
  const child = spawn(process.execPath, [join(root, 'apps/api-sim/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      CHAT_PORT: String(port + 1),
      HOST: '127.0.0.1',
      SIM_DB: join(mkdtempSync(join(tmpdir(), 'mandi-bench-')), 'sim.sqlite'),
      SIM_WEB_DIST: join(root, 'apps/web/dist'),
    },
  })
  const origin = `http://127.0.0.1:${port}`
  const stop = () => {
    child.kill('SIGTERM')
  }
  try {
    await waitFor(`${origin}/app/`, child)
    const response = await fetch(`${origin}/api/user/login`, {
      method: 'POST',
      body: new URLSearchParams({
        mob: '9876543210',
        pass_word: 'demo1234',
        finger_login: '',
        token: '',
        tp: '1',
      }),
    })
    const body = (await response.json()) as { status: number; data?: Omit<Session, 'mob'> }
    if (body.status !== 1 || !body.data) throw new Error('demo sign-in failed')
    return { origin, app: `${origin}/app/`, session: { ...body.data, mob: '9876543210' }, stop }
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
