import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSim } from '../../test/support.ts'
import type { RunningSim } from '../main.ts'
import { type BackOfficeJob, runBackOffice } from './back-office.ts'

describe('the back office', () => {
  let sim: RunningSim
  beforeAll(async () => {
    sim = await startTestSim()
  })
  afterAll(() => sim.close())

  it('runs every job at the given time; one failing job is reported and the others still run', () => {
    const seen: string[] = []
    const jobs: BackOfficeJob[] = [
      {
        name: 'first',
        run: (_sim, now) => {
          seen.push(`first ${now}`)
          return 1
        },
      },
      {
        name: 'broken',
        run: () => {
          throw new Error('broken job')
        },
      },
      {
        name: 'last',
        run: (_sim, now) => {
          seen.push(`last ${now}`)
          return 2
        },
      },
    ]
    expect(runBackOffice(sim.sim, 42, jobs)).toEqual({ first: 1, last: 2 })
    expect(seen).toEqual(['first 42', 'last 42'])
    expect(sim.sim.unexpectedErrors.splice(0)).toEqual([expect.stringContaining('broken job')])
  })

  it('runs when the sim clock moves: a trade placed a minute ago is settled at once', () => {
    const open = () =>
      (sim.sim.db.prepare('SELECT COUNT(*) AS n FROM trades WHERE status = 0').get() as { n: number }).n
    expect(open()).toBeGreaterThan(0)
    sim.advanceClock(61_000)
    expect(open()).toBe(0)
  })
})
