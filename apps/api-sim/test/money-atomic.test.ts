import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSim } from '../src/main.ts'
import { EMPTY_DEMO, key, signIn, startTestSim } from './support.ts'

// A money call and the record of its Idempotency-Key commit together (issue 17, found by the load test): if
// the key could not be recorded after the work was done, a retry under the key would do the work again.

describe('a money call and its key commit as one', () => {
  let sim: RunningSim
  let token: string

  beforeAll(async () => {
    sim = await startTestSim()
    token = (await signIn(sim, EMPTY_DEMO)).token.value ?? ''
  })
  afterAll(() => sim.close())

  const deposits = () => (sim.sim.db.prepare('SELECT COUNT(*) AS n FROM deposits').get() as { n: number }).n

  const post = async (k: string) => {
    const response = await fetch(`${sim.url}/api/pay/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', token, 'idempotency-key': k },
      body: new URLSearchParams({ amount: '6000.00', tp: '1', payin_channel_id: '1' }).toString(),
    })
    return { http: response.status, body: await response.text() }
  }

  it('undoes the work when the key cannot be recorded, so the retry under the key acts once', async () => {
    const k = key()
    const before = deposits()
    // The key's record fails to write (as a full disk or a crash would leave it).
    sim.sim.db.exec(
      "CREATE TEMP TRIGGER refuse_key BEFORE INSERT ON idempotency_keys BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    )
    try {
      expect((await post(k)).http).toBe(500)
    } finally {
      sim.sim.db.exec('DROP TRIGGER temp.refuse_key')
    }
    expect(deposits()).toBe(before)
    // The server reported it as unexpected, and went on; this test caused it on purpose.
    expect(sim.sim.unexpectedErrors.splice(0)).toEqual([expect.stringContaining('disk full')])

    const retry = await post(k)
    expect(retry.http).toBe(200)
    expect(JSON.parse(retry.body)).toMatchObject({ status: 1 })
    expect(deposits()).toBe(before + 1)
    // And a further retry replays it.
    expect((await post(k)).body).toBe(retry.body)
    expect(deposits()).toBe(before + 1)
  })
})
