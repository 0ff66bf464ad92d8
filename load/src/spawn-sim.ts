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
}

const entry = fileURLToPath(new URL('./sim-process.ts', import.meta.url))

/** LOAD_SIM_PROF=<folder> writes a CPU profile of the sim process there (open it in Chrome DevTools). */
const profile = process.env.LOAD_SIM_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_SIM_PROF}`] : []

/** Starts the sim in a child process (TypeScript through tsx) and waits until it listens. */
export function spawnSim(): Promise<SimHandle> {
  const child: ChildProcess = fork(entry, [], {
    execArgv: ['--import', 'tsx', ...profile],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
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
      })
    })
  })
}
