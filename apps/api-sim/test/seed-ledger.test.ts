import { invitationReward, paise } from '@mandi/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSim } from '../src/main.ts'
import { levelMembers } from '../src/services/team.ts'
import { RICH_DEMO, startTestSim } from './support.ts'

// The seeded statement is what a first-time user reads: each line's balance must follow from the line before
// it in the order the statement shows (time), and the newest line must equal the purse the account shows.

interface Line {
  readonly user_id: number
  readonly purse: 'balance' | 'salary' | 'integral'
  readonly title: string
  readonly amount: number
  readonly balance: number
}

describe('the seeded ledger', () => {
  let sim: RunningSim

  beforeAll(async () => {
    sim = await startTestSim()
  })
  afterAll(() => sim.close())

  it('has running balances that follow in time order, never below zero, and end at each purse', () => {
    const db = sim.sim.db
    const lines = db
      .prepare(
        'SELECT user_id, purse, title, amount, balance FROM ledger ORDER BY user_id, purse, created_at, id',
      )
      .all() as Line[]
    expect(lines.length).toBeGreaterThan(20)
    const last = new Map<string, Line>()
    for (const line of lines) {
      const group = `${line.user_id}:${line.purse}`
      const before = last.get(group)
      expect(line.balance, `${group} ${line.title}`).toBe(
        (before?.balance ?? line.balance - line.amount) + line.amount,
      )
      expect(line.balance).toBeGreaterThanOrEqual(0)
      if (!before) expect(line.balance - line.amount).toBeGreaterThanOrEqual(0)
      last.set(group, line)
    }
    const purses = db.prepare('SELECT balance, salary, integral FROM users WHERE id = ?')
    for (const line of last.values()) {
      const user = purses.get(line.user_id) as Record<Line['purse'], number>
      expect(line.balance, `user ${line.user_id} ${line.purse}`).toBe(user[line.purse])
    }
  })

  it("the rich demo's mining plans were paid from its balance, each with its statement line", () => {
    const db = sim.sim.db
    const { id } = db.prepare('SELECT id FROM users WHERE mob = ?').get(RICH_DEMO.mob) as { id: number }
    const orders = db
      .prepare('SELECT title, amount, created_at FROM mining_orders WHERE user_id = ? ORDER BY created_at')
      .all(id) as { title: string; amount: number; created_at: number }[]
    const lines = db
      .prepare(
        "SELECT title, amount, created_at FROM ledger WHERE user_id = ? AND purse = 'balance' AND title LIKE 'Mining plan %' AND title NOT LIKE 'Mining plan ended,%' ORDER BY created_at",
      )
      .all(id)
    expect(orders.length).toBe(2)
    expect(lines).toEqual(
      orders.map((order) => ({
        title: `Mining plan ${order.title}`,
        amount: -order.amount,
        created_at: order.created_at,
      })),
    )
  })

  it('the rich demo shows each stage of a plan: one active with income paid, one finished with its cost back', () => {
    const db = sim.sim.db
    const { id } = db.prepare('SELECT id FROM users WHERE mob = ?').get(RICH_DEMO.mob) as { id: number }
    const orders = db
      .prepare('SELECT title, status, days_paid, count_days, earned FROM mining_orders WHERE user_id = ?')
      .all(id) as { title: string; status: number; days_paid: number; count_days: number; earned: number }[]
    expect(orders).toContainEqual({
      title: 'GPU Cluster',
      status: 0,
      days_paid: 7,
      count_days: 30,
      earned: 84_000,
    })
    expect(orders).toContainEqual({
      title: 'Starter Rig',
      status: 1,
      days_paid: 7,
      count_days: 7,
      earned: 6300,
    })
    const ended = db
      .prepare("SELECT amount FROM ledger WHERE user_id = ? AND title = 'Mining plan ended, Starter Rig'")
      .all(id)
    expect(ended).toEqual([{ amount: 60_000 }])
  })

  it("the rich demo's BIT Pro investments are active, stopped and ended, the ended one paid back in full", () => {
    const db = sim.sim.db
    const { id } = db.prepare('SELECT id FROM users WHERE mob = ?').get(RICH_DEMO.mob) as { id: number }
    const statuses = db
      .prepare('SELECT status FROM pro_orders WHERE user_id = ? ORDER BY status')
      .pluck()
      .all(id)
    expect(statuses).toEqual([0, 1, 2])
    const back = db
      .prepare("SELECT amount FROM ledger WHERE user_id = ? AND title = 'BIT Pro principal, term ended'")
      .pluck()
      .all(id)
    expect(back).toEqual([2_000_000])
  })

  it("the rich demo's invitation rewards follow the job's rule: 5 % of each direct invitee's first deposit, paid", () => {
    const db = sim.sim.db
    const { id } = db.prepare('SELECT id FROM users WHERE mob = ?').get(RICH_DEMO.mob) as { id: number }
    // Each level-1 member with a credited deposit, and that first deposit (what the job pays on).
    const expected = (
      levelMembers(db, id, 1)
        .map((memberId) =>
          db
            .prepare(
              `SELECT u.code, u.name, d.amount, d.credited_at FROM users u JOIN deposits d ON d.user_id = u.id
               WHERE u.id = ? AND d.status != 0 ORDER BY d.credited_at, d.id LIMIT 1`,
            )
            .get(memberId),
        )
        .filter(Boolean) as { code: string; name: string; amount: number; credited_at: number }[]
    )
      .map((first) => ({
        code: first.code,
        name: first.name,
        amount: invitationReward({ deposit: paise(first.amount), percent: '5' }),
        created_at: first.credited_at,
      }))
      .sort((a, b) => a.created_at - b.created_at)
    const rewards = db
      .prepare('SELECT code, name, amount, created_at FROM rewards WHERE user_id = ? ORDER BY created_at')
      .all(id) as { code: string; name: string; amount: number; created_at: number }[]
    const credits = db
      .prepare(
        "SELECT amount, created_at FROM ledger WHERE user_id = ? AND purse = 'balance' AND title = 'Invitation reward' ORDER BY created_at",
      )
      .all(id) as { amount: number; created_at: number }[]
    expect(rewards.length).toBeGreaterThan(3)
    expect(rewards).toEqual(expected)
    expect(credits).toEqual(
      rewards.map((reward) => ({ amount: reward.amount, created_at: reward.created_at })),
    )
  })

  it("the rich demo's Created salary entries are the salary credits of its statement, one for one", () => {
    const db = sim.sim.db
    const { id } = db.prepare('SELECT id FROM users WHERE mob = ?').get(RICH_DEMO.mob) as { id: number }
    const created = db
      .prepare(
        'SELECT amount, created_at FROM salary_logs WHERE user_id = ? AND status = 1 ORDER BY created_at',
      )
      .all(id)
    const credits = db
      .prepare(
        "SELECT amount, created_at FROM ledger WHERE user_id = ? AND purse = 'salary' AND title = 'Team salary' ORDER BY created_at",
      )
      .all(id)
    expect(created.length).toBeGreaterThan(1)
    expect(credits).toEqual(created)
  })
})
