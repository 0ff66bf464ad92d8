import { describe, expect, it } from 'vitest'
import { optionsFromEnv } from '../src/config.ts'
import { startTestSim } from './support.ts'

describe('SIM_CLOCK_START sets where the sim clock starts (issue 31)', () => {
  it('reads an ISO instant with its zone as epoch ms', () => {
    expect(optionsFromEnv({ SIM_CLOCK_START: '2026-06-01T10:20:00+05:30' }).clockStart).toBe(
      Date.UTC(2026, 5, 1, 4, 50),
    )
    expect(optionsFromEnv({ SIM_CLOCK_START: '2026-06-01T04:50:00.000Z' }).clockStart).toBe(
      Date.UTC(2026, 5, 1, 4, 50),
    )
  })

  it('leaves the clock on real time when unset or empty', () => {
    expect(optionsFromEnv({}).clockStart).toBeUndefined()
    expect(optionsFromEnv({ SIM_CLOCK_START: '' }).clockStart).toBeUndefined()
  })

  it('refuses a value without a zone or one that is not a date, naming the setting', () => {
    for (const value of ['2026-06-01T10:20:00', '2026-06-01', 'tomorrow', '2026-13-45T10:20:00Z']) {
      expect(() => optionsFromEnv({ SIM_CLOCK_START: value })).toThrow(/SIM_CLOCK_START/)
    }
  })

  it('starts a sim from the environment at that instant', async () => {
    const { clockStart } = optionsFromEnv({ SIM_CLOCK_START: '2026-06-01T10:20:00+05:30' })
    const sim = await startTestSim({ clockStart })
    try {
      const { now } = (await (await fetch(`${sim.url}/__admin/clock`)).json()) as { now: number }
      // The clock runs on from its start: within the few seconds this test takes.
      expect(now).toBeGreaterThanOrEqual(Date.UTC(2026, 5, 1, 4, 50))
      expect(now).toBeLessThan(Date.UTC(2026, 5, 1, 4, 51))
    } finally {
      await sim.close()
    }
  })
})
