import { rupees } from '@mandi/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { timestamp } from '../src/http/wire.ts'
import type { RunningSim } from '../src/main.ts'
import { runBackOffice } from '../src/services/back-office.ts'
import { balanceOf, fundedUser, ledgerOf } from './plan-support.ts'
import { failure, key, run, startTestSim } from './support.ts'

const hour = 3_600_000
const day = 24 * hour

// BIT Pro's terms (services/pro.ts): 1.2 % a day accrued by the whole hour, 30 days, 10 % early penalty.

describe('BIT Pro on the back office (issue 26)', () => {
  let sim: RunningSim
  beforeAll(async () => {
    // Sessions outlive the jumps of the clock below (tokens last 7 days by default).
    sim = await startTestSim({ tokenTtlMs: 400 * day })
  })
  afterAll(() => sim.close())

  const openedAt = (id: number) =>
    sim.sim.db.prepare('SELECT created_at FROM pro_orders WHERE id = ?').pluck().get(id) as number

  it('states its terms, keeps transferable profit apart from profit earned, and ends at its term without penalty', async () => {
    const { session, userId } = await fundedUser(sim, rupees(50_000))
    await run(session.client.pro.create(rupees(10_000), key()))
    const [opened] = await run(session.client.pro.list())
    if (!opened) throw new Error('no investment')
    const t0 = openedAt(opened.id)
    expect(opened).toEqual({
      id: opened.id,
      amount: rupees(10_000),
      profit: 0,
      status: 0,
      createdAt: timestamp(t0),
      transferable: 0,
      rate: 1.2,
      days: 30,
      endsAt: timestamp(t0 + 30 * day),
      penalty: rupees(1000),
      stoppedAt: null,
    })
    expect(await run(session.client.pro.total())).toEqual({
      amount: rupees(10_000),
      profit: 0,
      transferable: 0,
      rate: 1.2,
      days: 30,
      penaltyRate: 10,
    })

    // One day: ₹120.00 earned, all of it transferable; once transferred, earned stays and transferable is 0.
    sim.advanceClock(t0 + day - sim.sim.clock.now())
    expect(await run(session.client.pro.info(opened.id))).toMatchObject({
      profit: 12_000,
      transferable: 12_000,
    })
    await run(session.client.pro.transferProfit(opened.id, key()))
    expect(await run(session.client.pro.info(opened.id))).toMatchObject({ profit: 12_000, transferable: 0 })
    expect(await failure(session.client.pro.transferProfit(opened.id, key()))).toMatchObject({
      info: 'No profit to transfer yet',
    })
    sim.advanceClock(2 * day)
    expect(await run(session.client.pro.total())).toMatchObject({ profit: 36_000, transferable: 24_000 })

    // Past the term in one jump: the back office ends it at its own moment, the principal back in full.
    const before = ledgerOf(sim, userId).length
    sim.advanceClock(40 * day)
    expect(ledgerOf(sim, userId).slice(before)).toEqual([
      {
        title: 'BIT Pro principal, term ended',
        amount: rupees(10_000),
        balance: rupees(40_000) + 12_000 + rupees(10_000),
        created_at: t0 + 30 * day,
      },
      {
        title: 'BIT Pro profit, term ended',
        amount: 360_000 - 12_000,
        balance: rupees(50_000) + 360_000,
        created_at: t0 + 30 * day,
      },
    ])
    // ₹10,000 at 1.2 % for 30 days: ₹3,600.00 of profit, no more after the term, no penalty.
    expect(balanceOf(sim, userId)).toBe(rupees(53_600))
    expect(await run(session.client.pro.info(opened.id))).toMatchObject({
      status: 2,
      profit: 360_000,
      transferable: 0,
      penalty: 0,
      stoppedAt: timestamp(t0 + 30 * day),
    })
    expect(await run(session.client.pro.total())).toMatchObject({
      amount: 0,
      profit: 360_000,
      transferable: 0,
    })

    // Twice changes nothing; neither transfer moves anything any more.
    expect(runBackOffice(sim.sim)['BIT Pro term end']).toBe(0)
    expect(await failure(session.client.pro.transferPrincipal(opened.id, key()))).toMatchObject({
      info: 'This investment has ended: its principal is already in your balance',
    })
    expect(await failure(session.client.pro.transferProfit(opened.id, key()))).toMatchObject({
      info: 'This investment has ended: its profit is already in your balance',
    })
    expect(balanceOf(sim, userId)).toBe(rupees(53_600))
  })

  it('an early principal transfer keeps back the penalty pro/info stated; its profit stays to transfer', async () => {
    const { session, userId } = await fundedUser(sim, rupees(6000))
    await run(session.client.pro.create(rupees(6000), key()))
    const [opened] = await run(session.client.pro.list())
    if (!opened) throw new Error('no investment')
    sim.advanceClock(openedAt(opened.id) + day + 30 * 60_000 - sim.sim.clock.now())
    const shown = await run(session.client.pro.info(opened.id))
    expect(shown).toMatchObject({ penalty: rupees(600), profit: 7200, transferable: 7200 })
    const ack = await run(session.client.pro.transferPrincipal(opened.id, key()))
    expect(ack.info).toBe('Principal transferred: ₹5,400.00 (early penalty ₹600.00)')
    expect(balanceOf(sim, userId)).toBe(rupees(5400))
    // Stopped: no penalty left, profit frozen at the stop, still transferable, and the term end leaves it be.
    sim.advanceClock(40 * day)
    expect(await run(session.client.pro.info(opened.id))).toMatchObject({
      status: 1,
      penalty: 0,
      profit: 7200,
      transferable: 7200,
    })
    expect(balanceOf(sim, userId)).toBe(rupees(5400))
    await run(session.client.pro.transferProfit(opened.id, key()))
    expect(balanceOf(sim, userId)).toBe(rupees(5400) + 7200)
  })
})
