import { paise, rupees } from '@mandi/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { movePurse } from '../src/db/accounts.ts'
import { timestamp } from '../src/http/wire.ts'
import type { RunningSim } from '../src/main.ts'
import { runBackOffice } from '../src/services/back-office.ts'
import { EMPTY_DEMO, key, registerUser, run, type Session, signIn, startTestSim } from './support.ts'

// Issue 27: an inviter is paid invite_reward % (5 in the seed) of each invitee's first credited deposit, by
// the back office, with a statement line and a reward/last_ten entry, whatever credited the deposit.

describe('invitation rewards', () => {
  let sim: RunningSim
  let inviter: Session
  let inviterId: number
  let registered = 0

  beforeAll(async () => {
    sim = await startTestSim()
    inviter = await signIn(sim, EMPTY_DEMO)
    inviterId = (await run(inviter.client.user.info())).id
  })
  afterAll(() => sim.close())

  const db = () => sim.sim.db

  /** A friend who registers with `code` (the sim's OTP), signed in. */
  async function friend(
    name: string,
    code = EMPTY_DEMO.code,
  ): Promise<Session & { id: number; code: string }> {
    const mob = `95000${String(++registered).padStart(5, '0')}`
    const session = await registerUser(sim, { name, mob, inviteCode: code })
    const info = await run(session.client.user.info())
    return { ...session, id: info.id, code: info.code }
  }

  /** A channel deposit paid on its payment page (what the app's Pay does). */
  async function payDeposit(session: Session, amount: number): Promise<string> {
    const order = await run(session.client.pay.create({ amount: paise(amount), tp: 0, channelId: 2 }, key()))
    const response = await fetch(order.url, { method: 'POST' })
    expect(response.status).toBe(200)
    return new URL(order.url).pathname.slice('/pay/'.length)
  }

  const creditedAt = (order: string) =>
    (
      db().prepare('SELECT credited_at FROM deposits WHERE order_num = ?').get(order) as {
        credited_at: number
      }
    ).credited_at
  const rewardLines = () =>
    db()
      .prepare(
        "SELECT amount, balance, created_at FROM ledger WHERE user_id = ? AND title = 'Invitation reward' ORDER BY id",
      )
      .all(inviterId) as { amount: number; balance: number; created_at: number }[]

  it('pays 5 % of the first deposit paid on the payment page, to the paisa, with its statement line', async () => {
    expect((await run(inviter.client.user.config('invite_reward'))).value).toBe('5')
    const meera = await friend('Demo Juniper')
    const before = (await run(inviter.client.user.info())).balance
    // ₹1,234.50 at 5 % is ₹61.725: ₹61.73, half up.
    const order = await payDeposit(meera, 123450)
    sim.advanceClock(1000)
    const rewards = await run(inviter.client.reward.lastTen())
    expect(rewards[0]).toEqual({
      code: meera.code,
      name: 'Demo Juniper',
      amount: paise(6173),
      createdAt: timestamp(creditedAt(order)),
    })
    expect((await run(inviter.client.user.info())).balance).toBe(before + 6173)
    const [line] = await run(inviter.client.user.settlement())
    expect(line).toEqual({
      amount: paise(6173),
      balance: paise(before + 6173),
      createdAt: timestamp(creditedAt(order)),
      transactionType: { title: 'Invitation reward' },
    })

    // Only the first deposit pays, and running the job again pays nothing more.
    await payDeposit(meera, rupees(10_000))
    sim.advanceClock(1000)
    expect(runBackOffice(sim.sim)['invitation rewards']).toBe(0)
    expect(rewardLines()).toHaveLength(1)
    expect((await run(inviter.client.reward.lastTen())).length).toBe(1)
  })

  it('pays for a bank transfer credited by another job, at the moment it was credited, after a clock jump', async () => {
    const kabir = await friend('Demo Garnet')
    const order = await run(kabir.client.pay.create({ amount: rupees(6000), tp: 1, channelId: 1 }, key()))
    const confirmedAt = sim.sim.clock.now() + 10 * 60_000
    // What an operator's confirmation does (another job): credits the order at its own time.
    db().transaction(() => {
      db()
        .prepare('UPDATE deposits SET status = 1, credited_at = ? WHERE order_num = ?')
        .run(confirmedAt, order.url)
      movePurse(db(), kabir.id, 'balance', rupees(6000), 'Deposit', confirmedAt)
    })()
    // Not due before it was credited.
    expect(runBackOffice(sim.sim)['invitation rewards']).toBe(0)
    sim.advanceClock(60 * 60_000)
    const [reward] = await run(inviter.client.reward.lastTen())
    expect(reward).toEqual({
      code: kabir.code,
      name: 'Demo Garnet',
      amount: rupees(300),
      createdAt: timestamp(confirmedAt),
    })
    expect(rewardLines().at(-1)).toMatchObject({ amount: rupees(300), created_at: confirmedAt })
  })

  it('pays for a deposit credited without a time at the job’s own time; the house account is paid nothing', async () => {
    const diya = await friend('Demo Birch')
    const order = await run(diya.client.pay.create({ amount: rupees(600), tp: 1, channelId: 1 }, key()))
    db().prepare('UPDATE deposits SET status = 1 WHERE order_num = ?').run(order.url)
    const now = sim.sim.clock.now()
    expect(runBackOffice(sim.sim, now)['invitation rewards']).toBe(1)
    expect(rewardLines().at(-1)).toMatchObject({ amount: rupees(30), created_at: now })

    const house = await friend('Demo Plum', '66666')
    await payDeposit(house, rupees(3000))
    sim.advanceClock(1000)
    const houseRewards = db()
      .prepare("SELECT COUNT(*) AS n FROM rewards r JOIN users u ON u.id = r.user_id WHERE u.code = '66666'")
      .get() as { n: number }
    expect(houseRewards.n).toBe(0)
  })
})
