import { rupees } from '@mandi/domain'
import { afterEach, describe, expect, it } from 'vitest'
import { optionsFromEnv, resolveConfig } from '../src/config.ts'
import type { RunningSim } from '../src/main.ts'
import { PAN_REVIEW_MS } from '../src/services/pan-review.ts'
import { TRANSFER_CHECK_MS } from '../src/services/transfer-desk.ts'
import { WITHDRAWAL_SETTLE_MS } from '../src/services/withdrawal-desk.ts'
import { bindBank, FINANCE, moneyUser, operatorSignIn, ops } from './ops-support.ts'
import { key, run, startTestSim } from './support.ts'

// Issue 29, phase B: the server setting that chooses who decides the money queues (SIM_DECIDER).

const minute = 60_000
const hour = 60 * minute

describe('who decides the money queues (SIM_DECIDER)', () => {
  let sim: RunningSim | undefined
  afterEach(async () => {
    await sim?.close()
    sim = undefined
  })

  /** A withdrawal to a bank bound over an hour before (the desk's rule pays it), on a fresh user. */
  async function withdrawalOn(running: RunningSim, name: string) {
    const user = await moneyUser(running, name, 1000)
    const bankId = await bindBank(user)
    running.advanceClock(61 * minute)
    const ack = await run(user.client.payout.create({ amount: rupees(100), bankId, tp: 0 }, key()))
    const { id } = running.sim.db
      .prepare('SELECT id FROM withdrawals WHERE order_num = ?')
      .get(ack.receipt?.orderNumber ?? '') as { id: number }
    return { user, id }
  }

  it('reads SIM_DECIDER and SIM_DECIDER_DELAY_MS; auto is the default; a bad value stops the start', () => {
    expect(resolveConfig({})).toMatchObject({ decider: 'auto', deciderDelayMs: hour })
    expect(optionsFromEnv({ SIM_DECIDER: 'delayed', SIM_DECIDER_DELAY_MS: '90000' })).toMatchObject({
      decider: 'delayed',
      deciderDelayMs: 90_000,
    })
    expect(() => optionsFromEnv({ SIM_DECIDER: 'sometimes' })).toThrow(/SIM_DECIDER must be one of/)
    expect(() => resolveConfig(optionsFromEnv({ SIM_DECIDER_DELAY_MS: 'soon' }))).toThrow(
      /SIM_DECIDER_DELAY_MS/,
    )
    expect(() => resolveConfig({ deciderDelayMs: -1 })).toThrow(/SIM_DECIDER_DELAY_MS/)
  })

  it('manual: the desks leave withdrawals, UTRs and PAN reviews to operators, however long they wait', async () => {
    const running = await startTestSim({ decider: 'manual' })
    sim = running
    const { user, id } = await withdrawalOn(running, 'Demo Velvet')
    const order = (await run(user.client.pay.create({ amount: rupees(500), tp: 1, channelId: 1 }, key()))).url
    await run(user.client.pay.reference({ orderNumber: order, utr: '712345678901' }))
    await run(
      user.client.user.verify({
        pan: 'ZZZPV0000Z',
        name: 'Demo Velvet',
        birthDate: '19900115',
        address: 'Demo Street 12',
        pin: '560001',
        city: 'Bengaluru',
      }),
    )
    running.advanceClock(Math.max(WITHDRAWAL_SETTLE_MS, TRANSFER_CHECK_MS, PAN_REVIEW_MS) + 24 * hour)
    expect((await run(user.client.payout.list()))[0]?.status).toBe(0)
    expect((await run(user.client.pay.list()))[0]?.stage).toBe('checking')
    expect((await run(user.client.user.info())).kycStatus).toBe(1)

    const finance = await operatorSignIn(running, FINANCE)
    const summary = await ops(running, 'GET', 'queues', { token: finance })
    expect(summary.body).toMatchObject({
      decider: { mode: 'manual' },
      queues: {
        withdrawals: { autoAfterMs: null },
        transfers: { waiting: 1, autoAfterMs: null },
        pans: { waiting: 1, autoAfterMs: null },
      },
    })
    await ops(running, 'POST', `queues/withdrawals/${id}/pay`, { token: finance })
    expect((await run(user.client.payout.list()))[0]?.status).toBe(3)
  })

  it('delayed: the desk decides after the delay, at its time; an item an operator decided first stays as decided', async () => {
    const running = await startTestSim({ decider: 'delayed', deciderDelayMs: 2 * hour })
    sim = running
    const first = await withdrawalOn(running, 'Demo Willow')
    const second = await withdrawalOn(running, 'Demo Yarrow')
    const finance = await operatorSignIn(running, FINANCE)
    const items = (await ops(running, 'GET', 'queues/withdrawals?order=newest', { token: finance })).body
      .items as { id: number; createdAt: number; autoAt: number }[]
    const listed = items.find((item) => item.id === second.id)
    expect(listed?.autoAt).toBe((listed?.createdAt ?? 0) + 2 * hour)

    // Past the desk's usual 30 minutes, nothing is decided yet.
    running.advanceClock(WITHDRAWAL_SETTLE_MS + minute)
    expect((await run(second.user.client.payout.list()))[0]?.status).toBe(0)
    // The operator refuses the first before the delay is up.
    await ops(running, 'POST', `queues/withdrawals/${first.id}/refuse`, {
      token: finance,
      body: { code: 'bank_returned' },
    })
    running.advanceClock(2 * hour)
    // The desk paid the second (its rule: the bank was bound over an hour before), dated at the delay's end.
    const [paid] = await run(second.user.client.payout.list())
    expect(paid?.status).toBe(3)
    const settled = running.sim.db
      .prepare('SELECT created_at, settled_at FROM withdrawals WHERE id = ?')
      .get(second.id) as { created_at: number; settled_at: number }
    expect(settled.settled_at).toBe(settled.created_at + 2 * hour)
    // The first stays refunded with the operator's reason, refunded once.
    expect((await run(first.user.client.payout.list()))[0]).toMatchObject({
      status: 2,
      reasonCode: 'bank_returned',
    })
    expect((await run(first.user.client.user.info())).balance).toBe(rupees(1000))
  })
})
