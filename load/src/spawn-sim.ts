import { type ChildProcess, fork } from 'node:child_process'
import { rmSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SimReady, SimStopped } from './sim-process.ts'

export interface SimHandle {
  url: string
  db: string
  /** Closes the server and its database; resolves with the sim's own figures. */
  stop(): Promise<SimStopped>
  /** Deletes the temporary folder of the database. */
  remove(): void
  /** Kills the process with SIGKILL (no cleanup, as in a crash); resolves once it has exited. */
  kill(): Promise<void>
}

const entry = fileURLToPath(new URL('./sim-process.ts', import.meta.url))

/** LOAD_SIM_PROF=<folder> writes a CPU profile of the sim process there (open it in Chrome DevTools). */
const profile = process.env.LOAD_SIM_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_SIM_PROF}`] : []

/**
 * Starts the sim in a child process (TypeScript through tsx) and waits until it listens: on a new database in a
 * temporary folder, or on `db` (a file an earlier sim left).
 */
export function spawnSim(options: { db?: string } = {}): Promise<SimHandle> {
  const child: ChildProcess = fork(entry, [], {
    execArgv: ['--import', 'tsx', ...profile],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: options.db ? { ...process.env, LOAD_SIM_DB: options.db } : process.env,
  })
  return new Promise((resolve, reject) => {
    const failed = (code: number | null) =>
      reject(new Error(`the sim exited before it was ready (code ${code})`))
    child.once('exit', failed)
    child.once('message', (message: SimReady) => {
      child.off('exit', failed)
      resolve({
        url: message.url,
        db: message.db,
        stop: () =>
          new Promise<SimStopped>((done, stopFailed) => {
            child.once('message', (stopped: SimStopped) => done(stopped))
            child.once('exit', (code) => {
              if (code !== 0) stopFailed(new Error(`the sim exited with code ${code}`))
            })
            child.send({ type: 'stop' })
          }),
        remove: () => rmSync(dirname(message.db), { recursive: true, force: true }),
        kill: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done()
            child.once('exit', () => done())
            child.kill('SIGKILL')
          }),
      })
    })
  })
}
