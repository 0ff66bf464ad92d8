import type { Db } from '../db/open.ts'
import { int } from '../http/args.ts'
import { pageOf } from '../http/paging.ts'
import type { Router } from '../http/router.ts'
import { money, ok, timestamp } from '../http/wire.ts'
import { levelMembers, teamMembers } from '../services/team.ts'

function summary(db: Db, ids: number[]) {
  if (ids.length === 0)
    return { people_num: 0, people_deposited: 0, deposit_amount: money(0), payout_amount: money(0) }
  const marks = ids.map(() => '?').join(',')
  const deposits = db
    .prepare(
      `SELECT COUNT(DISTINCT user_id) AS people, COALESCE(SUM(amount), 0) AS total FROM deposits WHERE status = 1 AND user_id IN (${marks})`,
    )
    .get(...ids) as { people: number; total: number }
  const payouts = db
    .prepare(
      `SELECT COALESCE(SUM(amount), 0) AS total FROM withdrawals WHERE status = 3 AND user_id IN (${marks})`,
    )
    .get(...ids) as { total: number }
  return {
    people_num: ids.length,
    people_deposited: deposits.people,
    deposit_amount: money(deposits.total),
    payout_amount: money(payouts.total),
  }
}

export function teamRoutes(r: Router): void {
  r.get('user/team', ({ sim, userId }) => ok(summary(sim.db, teamMembers(sim.db, userId))))

  r.get('user/direct', ({ sim, userId, args }) =>
    ok(summary(sim.db, levelMembers(sim.db, userId, int(args, 'level', 1, 3, 'Invalid level')))),
  )

  r.get('user/direct_people', ({ sim, userId, args }) => {
    const level = int(args, 'level', 1, 3, 'Invalid level')
    const page = pageOf(args)
    // Members `level` steps below the user, as levelMembers finds them, one page at a time in SQL.
    let invitedBy = '?'
    for (let i = 1; i < level; i++) invitedBy = `SELECT id FROM users WHERE inviter_id IN (${invitedBy})`
    const rows = sim.db
      .prepare(
        `SELECT u.name, u.code, u.created_at, COALESCE((SELECT SUM(w.amount) FROM withdrawals w WHERE w.user_id = u.id AND w.status = 3), 0) AS pay_out
         FROM users u WHERE u.inviter_id IN (${invitedBy}) ORDER BY u.created_at DESC, u.id DESC LIMIT ? OFFSET ?`,
      )
      .all(userId, page.limit, page.offset) as {
      name: string
      code: string
      created_at: number
      pay_out: number
    }[]
    return ok(
      rows.map((row) => ({
        name: row.name,
        code: row.code,
        pay_out: money(row.pay_out),
        created_at: timestamp(row.created_at),
      })),
    )
  })
}
