import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { timestamp } from '../src/http/wire.ts'
import type { RunningSim } from '../src/main.ts'
import { runBackOffice } from '../src/services/back-office.ts'
import { balanceOf, fundedUser, ledgerOf } from './plan-support.ts'
import { failure, key, run, startTestSim } from './support.ts'

const day = 86_400_000

// Seeded plan 1, Starter Rig: ₹600, 7 days at 1.5 % a day (§2 shows 110.5 %). Seeded plan 3, GPU Cluster:
// ₹6,000, 30 days at 2 %.

describe('mining plans on the back office (issue 26)', () => {
  let sim: RunningSim
  beforeAll(async () => {
    // Sessions outlive the jumps of the clock below (tokens last 7 days by default).
    sim = await startTestSim({ tokenTtlMs: 400 * day })
  })
  afterAll(() => sim.close())

  it('pays in_come % of the cost at each whole day, then the cost back after the last day: 100 + rate × days', async () => {
    const { session, userId } = await fundedUser(sim, 1_000_000)
    await run(session.client.mining.createOrder({ miningId: 1, num: 2, price: 60_000 as never }, key()))
    // The moment of the purchase, as the server took it (the sim clock runs in real time meanwhile).
    const bought = sim.sim.db
      .prepare('SELECT created_at FROM mining_orders WHERE user_id = ?')
      .pluck()
      .get(userId) as number
    expect(balanceOf(sim, userId)).toBe(1_000_000 - 120_000)

    const [order] = await run(session.client.mining.orders())
    expect(order).toEqual({
      id: expect.any(Number),
      miningId: 1,
      title: 'Starter Rig',
      num: 2,
      price: 60_000,
      amount: 120_000,
      countDays: 7,
      incomeRate: 1.5,
      status: 0,
      createdAt: timestamp(bought),
      endsAt: timestamp(bought + 7 * day),
      daysPaid: 0,
      earned: 0,
      nextCreditAt: timestamp(bought + day),
    })

    // Nothing before the whole day.
    sim.advanceClock(bought + day - 1000 - sim.sim.clock.now())
    expect(balanceOf(sim, userId)).toBe(880_000)
    sim.advanceClock(1000)
    // ₹1,200 × 1.5 % = ₹18.00 on day 1.
    expect(balanceOf(sim, userId)).toBe(881_800)
    expect(ledgerOf(sim, userId).at(-1)).toEqual({
      title: 'Mining income, Starter Rig',
      amount: 1800,
      balance: 881_800,
      created_at: bought + day,
    })
    const [afterDay] = await run(session.client.mining.orders())
    expect(afterDay).toMatchObject({
      status: 0,
      daysPaid: 1,
      earned: 1800,
      nextCreditAt: timestamp(bought + 2 * day),
    })

    // Running the job again at the same moment changes nothing.
    const lines = ledgerOf(sim, userId).length
    expect(runBackOffice(sim.sim)['mining income']).toBe(0)
    expect(ledgerOf(sim, userId)).toHaveLength(lines)
    expect(balanceOf(sim, userId)).toBe(881_800)

    // A jump past the end: days 2 to 7 each at its own moment, and the cost back with the last.
    sim.advanceClock(10 * day)
    const credits = ledgerOf(sim, userId).slice(lines)
    expect(credits).toEqual([
      ...[2, 3, 4, 5, 6, 7].map((n) => ({
        title: 'Mining income, Starter Rig',
        amount: 1800,
        balance: 880_000 + 1800 * n,
        created_at: bought + n * day,
      })),
      {
        title: 'Mining plan ended, Starter Rig',
        amount: 120_000,
        balance: 880_000 + 12_600 + 120_000,
        created_at: bought + 7 * day,
      },
    ])
    // 110.5 % of ₹1,200 came back: ₹1,326.00.
    expect(balanceOf(sim, userId)).toBe(1_000_000 - 120_000 + 132_600)
    const [finished] = await run(session.client.mining.orders())
    expect(finished).toMatchObject({ status: 1, daysPaid: 7, earned: 12_600, nextCreditAt: null })

    const statement = await run(session.client.user.settlement())
    expect(statement.slice(0, 2).map((line) => [line.transactionType.title, line.amount])).toEqual([
      ['Mining plan ended, Starter Rig', 120_000],
      ['Mining income, Starter Rig', 1800],
    ])

    sim.advanceClock(30 * day)
    expect(runBackOffice(sim.sim)['mining income']).toBe(0)
    expect(balanceOf(sim, userId)).toBe(1_012_600)
  })

  it("pays several plans' days in time order, so each statement balance follows the one before", async () => {
    const { session, userId } = await fundedUser(sim, 2_000_000)
    await run(session.client.mining.createOrder({ miningId: 3, num: 1 }, key()))
    sim.advanceClock(12 * 3_600_000)
    await run(session.client.mining.createOrder({ miningId: 1, num: 1 }, key()))
    const from = ledgerOf(sim, userId).length
    sim.advanceClock(3 * day)
    const credits = ledgerOf(sim, userId).slice(from)
    // GPU Cluster ₹120 a day at 0 h, Starter Rig ₹9 a day at 12 h: three days each, interleaved.
    expect(credits.map((line) => line.amount)).toEqual([12_000, 900, 12_000, 900, 12_000, 900])
    const times = credits.map((line) => line.created_at)
    expect(times).toEqual([...times].sort((a, b) => a - b))
    const orders = await run(session.client.mining.orders())
    expect(orders.map((order) => [order.title, order.daysPaid, order.earned])).toEqual([
      ['Starter Rig', 3, 2700],
      ['GPU Cluster', 3, 36_000],
    ])
  })

  it('lists the plans newest first, a page at a time (at most 50 a page)', async () => {
    const { session } = await fundedUser(sim, 1_000_000)
    for (const miningId of [1, 2, 1]) {
      await run(session.client.mining.createOrder({ miningId, num: 1 }, key()))
      sim.advanceClock(60_000)
    }
    const all = await run(session.client.mining.orders())
    expect(all.map((order) => order.title)).toEqual(['Starter Rig', 'Solar Farm Lease', 'Starter Rig'])
    const second = await run(session.client.mining.orders({ page: 2, limit: 2 }))
    expect(second.map((order) => order.id)).toEqual([all[2]?.id])
    const refused = await failure(session.client.mining.orders({ limit: 51 }))
    expect(refused).toMatchObject({ _tag: 'ServerRejected', info: 'Invalid limit' })
  })

  it("another user's plans are not listed", async () => {
    const { session } = await fundedUser(sim, 0)
    expect(await run(session.client.mining.orders())).toEqual([])
  })
})
