import { rupees } from '@mandi/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IDEMPOTENCY_TTL_MS, KEY_REUSED_INFO, purgeExpired } from '../src/http/idempotency.ts'
import type { RunningSim } from '../src/main.ts'
import { EMPTY_DEMO, failure, key, RICH_DEMO, rawPost, run, signIn, startTestSim } from './support.ts'

// Idempotency-Keys as payment APIs keep them (CONTRACT.md "Idempotency-Key"): per user, 24 hours of the sim
// clock, the same key with the same request replays, the same key with another request is refused.

const deposit = (amount: string) => ({ amount, tp: 1, payin_channel_id: 1 })

describe('Idempotency-Key', () => {
  let sim: RunningSim
  let token: string

  beforeAll(async () => {
    sim = await startTestSim()
    const session = await signIn(sim, EMPTY_DEMO)
    token = session.token.value ?? ''
  })
  afterAll(() => sim.close())

  const orders = () => (sim.sim.db.prepare('SELECT COUNT(*) AS n FROM deposits').get() as { n: number }).n
  const post = (body: Record<string, unknown>, k: string, as = token, path = 'pay/create') =>
    rawPost(sim, path, body, { token: as, key: k, form: true })

  it('replays the first answer to the same key with the same request, and acts once', async () => {
    const k = key()
    const before = orders()
    const first = await post(deposit('6000.00'), k)
    expect(first.status).toBe(1)
    // Field order does not make it another request.
    const again = await post({ payin_channel_id: 1, tp: 1, amount: '6000.00' }, k)
    expect(again).toEqual(first)
    expect(orders()).toBe(before + 1)
  })

  it('refuses the same key with another body, says so, and does nothing', async () => {
    const k = key()
    const first = await post(deposit('6000.00'), k)
    const before = orders()
    const reused = await post(deposit('7000.00'), k)
    expect(reused.status).toBe(0)
    expect(reused.info).toBe(KEY_REUSED_INFO)
    expect(reused.data).toEqual({ idempotency_key_reused: true })
    expect(orders()).toBe(before)
    // The first request under that key still replays its own answer.
    expect(await post(deposit('6000.00'), k)).toEqual(first)
  })

  it('refuses the same key on another route (a key names one request, not one per route)', async () => {
    const k = key()
    await post(deposit('6000.00'), k)
    const other = await post({ amount: '100.00', bank_id: 1, tp: 0 }, k, token, 'payout/create')
    expect(other.status).toBe(0)
    expect(other.info).toBe(KEY_REUSED_INFO)
  })

  it('keeps keys per user: another user may use the same key for their own request', async () => {
    const k = key()
    const rich = await signIn(sim, RICH_DEMO)
    const mine = await post(deposit('6000.00'), k)
    const before = orders()
    const theirs = await post(deposit('7000.00'), k, rich.token.value ?? '')
    expect(theirs.status).toBe(1)
    expect(theirs).not.toEqual(mine)
    expect(orders()).toBe(before + 1)
  })

  it('executes two concurrent requests with one key once, and both get the one answer', async () => {
    const k = key()
    const before = orders()
    const answers = await Promise.all([1, 2, 3, 4].map(() => post(deposit('6100.00'), k)))
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1)
    expect(orders()).toBe(before + 1)
  })

  it('keeps a key for 24 hours of the sim clock, then forgets it (a new request under it acts again)', async () => {
    const k = key()
    const first = await post(deposit('6200.00'), k)
    sim.advanceClock(IDEMPOTENCY_TTL_MS - 60_000)
    expect(await post(deposit('6200.00'), k)).toEqual(first)
    const before = orders()
    sim.advanceClock(2 * 60_000)
    const later = await post(deposit('6200.00'), k)
    expect(later.status).toBe(1)
    expect(later).not.toEqual(first)
    expect(orders()).toBe(before + 1)
  })

  it('purges keys older than 24 hours from storage', async () => {
    await post(deposit('6300.00'), key())
    const count = () =>
      (sim.sim.db.prepare('SELECT COUNT(*) AS n FROM idempotency_keys').get() as { n: number }).n
    expect(count()).toBeGreaterThan(0)
    sim.advanceClock(IDEMPOTENCY_TTL_MS + 60_000)
    purgeExpired(sim.sim)
    expect(count()).toBe(0)
  })

  it('the typed client sees a reused key as a rejection with the reason', async () => {
    const session = await signIn(sim, EMPTY_DEMO)
    const k = key()
    await run(session.client.pay.create({ amount: rupees(6000), tp: 1, channelId: 1 }, k))
    const error = await failure(session.client.pay.create({ amount: rupees(6500), tp: 1, channelId: 1 }, k))
    expect(error).toMatchObject({ _tag: 'ServerRejected', info: KEY_REUSED_INFO })
  })
})
