import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { startSim } from '@mandi/api-sim'

/**
 * The reference server under load, in its own process (as in production: the load generator must not share
 * its event loop). A fresh database in a new temporary folder, loopback only, no admin switches, no log.
 * Talks to the parent over IPC: `ready` with the URL and the database file; on `stop` it closes the server
 * and the database (so the parent reads a checkpointed file) and answers `stopped` with its own figures.
 */
export interface SimReady {
  type: 'ready'
  url: string
  db: string
}

export interface SimStopped {
  type: 'stopped'
  /** CPU time of the sim process during its life, ms (user + system). */
  cpuMs: number
  /** Event-loop delay while running, ms. */
  loopDelayP99Ms: number
  loopDelayMaxMs: number
}

async function main(): Promise<void> {
  // LOAD_SIM_DB: a database to open again (the crash test restarts the server on the file it left).
  const db = process.env.LOAD_SIM_DB || join(mkdtempSync(join(tmpdir(), 'mandi-load-')), 'sim.sqlite')
  const running = await startSim({ port: 0, chatPort: 0, host: '127.0.0.1', db, admin: false, log: false })
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  let stopping = false
  process.send?.({ type: 'ready', url: running.url, db } satisfies SimReady)
  process.on('message', (message: { type?: string }) => {
    if (message.type !== 'stop' || stopping) return
    stopping = true
    delay.disable()
    running.close().then(() => {
      const cpu = process.cpuUsage()
      const stopped: SimStopped = {
        type: 'stopped',
        cpuMs: Math.round((cpu.user + cpu.system) / 1000),
        loopDelayP99Ms: delay.percentile(99) / 1e6,
        loopDelayMaxMs: delay.max / 1e6,
      }
      process.send?.(stopped, () => process.exit(0))
    })
  })
  // The parent went away without asking: do not linger.
  process.on('disconnect', () => {
    if (stopping) return
    stopping = true
    running.close().finally(() => process.exit(0))
  })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
