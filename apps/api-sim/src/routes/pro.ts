import type { Db } from '../db/open.ts'
import { int, wholeRupees } from '../http/args.ts'
import { pageOf } from '../http/paging.ts'
import type { Router } from '../http/router.ts'
import { money, ok, rupeesText, timestamp } from '../http/wire.ts'
import {
  accruedProfit,
  createPro,
  findPro,
  PRO_DAILY_RATE_BP,
  PRO_DAYS,
  PRO_PENALTY_BP,
  type ProRow,
  penaltyNow,
  termDays,
  transferableProfit,
  transferPrincipal,
  transferProfit,
} from '../services/pro.ts'

/** An investment: §3's fields and the extensions of CONTRACT.md, "BIT Pro terms". */
const investment = (row: ProRow, now: number) => ({
  id: row.id,
  amount: money(row.amount),
  // Profit earned in all (also what was already transferred), as §3's `profit` always meant.
  profit: money(accruedProfit(row, now)),
  status: row.status,
  created_at: timestamp(row.created_at),
  transferable: money(transferableProfit(row, now)),
  rate: row.daily_rate_bp / 100,
  days: termDays(row),
  ends_at: timestamp(row.expires_at),
  penalty: money(penaltyNow(row, now)),
  stopped_at: row.stopped_at === null ? null : timestamp(row.stopped_at),
})

export function proRoutes(r: Router): void {
  const all = (db: Db, userId: number) =>
    db
      .prepare('SELECT * FROM pro_orders WHERE user_id = ? ORDER BY created_at DESC, id DESC')
      .all(userId) as ProRow[]

  r.get('pro/total', ({ sim, userId }) => {
    const now = sim.clock.now()
    const rows = all(sim.db, userId)
    const amount = rows.filter((row) => row.status === 0).reduce((sum, row) => sum + row.amount, 0)
    const profit = rows.reduce((sum, row) => sum + accruedProfit(row, now), 0)
    const transferable = rows.reduce((sum, row) => sum + transferableProfit(row, now), 0)
    return ok({
      amount: money(amount),
      profit: money(profit),
      // Extensions: the profit not yet transferred, and the terms of a new investment (CONTRACT.md).
      transferable: money(transferable),
      rate: PRO_DAILY_RATE_BP / 100,
      days: PRO_DAYS,
      penalty_rate: PRO_PENALTY_BP / 100,
    })
  })

  r.get('pro/list', ({ sim, userId, args }) => {
    const now = sim.clock.now()
    const page = pageOf(args)
    const rows = sim.db
      .prepare(
        'SELECT * FROM pro_orders WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
      )
      .all(userId, page.limit, page.offset) as ProRow[]
    return ok(rows.map((row) => investment(row, now)))
  })

  r.get('pro/info', ({ sim, userId, args }) =>
    ok(investment(findPro(sim.db, userId, int(args, 'id', 1, 1e9, 'Investment not found')), sim.clock.now())),
  )

  r.post(
    'pro/create',
    ({ sim, userId, args }) => {
      createPro(sim.db, userId, wholeRupees(args, 'amount', 'bitPro.amount'), sim.clock.now())
      return ok(undefined, 'Investment created')
    },
    { idempotent: true },
  )

  r.post(
    'pro/transfer',
    ({ sim, userId, args }) => {
      const { credited, penalty } = transferPrincipal(
        sim.db,
        userId,
        int(args, 'id', 1, 1e9, 'Investment not found'),
        sim.clock.now(),
      )
      return ok(
        undefined,
        penalty > 0
          ? `Principal transferred: ${rupeesText(credited)} (early penalty ${rupeesText(penalty)})`
          : `Principal transferred: ${rupeesText(credited)}`,
      )
    },
    { idempotent: true },
  )

  r.post(
    'pro/transfer_amount',
    ({ sim, userId, args }) => {
      const amount = transferProfit(
        sim.db,
        userId,
        int(args, 'id', 1, 1e9, 'Investment not found'),
        sim.clock.now(),
      )
      return ok(undefined, `Profit transferred: ${rupeesText(amount)}`)
    },
    { idempotent: true },
  )
}
