import { MINING_DAY_MS, miningDailyIncome, paise } from '@mandi/domain'
import { movePurse } from '../db/accounts.ts'
import type { Db } from '../db/open.ts'
import { guardPrice } from '../http/price-guard.ts'
import { reject } from '../http/wire.ts'

export interface MiningPlanRow {
  id: number
  title: string
  count_days: number
  in_come_bp: number
  price: number
  image: string
}

/** A plan a user bought, with the plan's terms as they were then and how far it has paid. */
export interface MiningOrderRow {
  id: number
  user_id: number
  mining_id: number
  title: string
  num: number
  /** The unit price paid. */
  price: number
  /** What the plan cost: price × num. */
  amount: number
  count_days: number
  in_come_bp: number
  /** Income credits paid so far (0 to count_days). */
  days_paid: number
  /** Their sum. */
  earned: number
  /** 0 active, 1 finished (every day paid and the cost back). */
  status: number
  created_at: number
  /** When the next credit falls due; null once finished. */
  next_at: number | null
}

export const MINING_ACTIVE = 0
export const MINING_FINISHED = 1

/** When a plan's last day is paid and its cost comes back. */
export const miningEndsAt = (order: Pick<MiningOrderRow, 'created_at' | 'count_days'>): number =>
  order.created_at + order.count_days * MINING_DAY_MS

/** The income one day of this order pays (domain miningDailyIncome: the app shows the same figure). */
export const miningOrderDailyIncome = (order: Pick<MiningOrderRow, 'amount' | 'in_come_bp'>): number =>
  miningDailyIncome(paise(order.amount), order.in_come_bp)

export function findMiningPlan(db: Db, id: number): MiningPlanRow | undefined {
  return db.prepare('SELECT * FROM mining_products WHERE id = ?').get(id) as MiningPlanRow | undefined
}

/**
 * mining/creat_order: price × num leave the balance at once (statement line "Mining plan {title}"), and the
 * order keeps the plan's terms; the back office (payDueMiningIncome) pays it from the next day on.
 * `seenPrice` is the price guard's figure (CONTRACT.md), undefined when the caller sent none.
 */
export function createMiningOrder(
  db: Db,
  input: { userId: number; miningId: number; num: number; seenPrice?: number | undefined; now: number },
): { id: number; plan: MiningPlanRow } {
  return db.transaction(() => {
    const plan = findMiningPlan(db, input.miningId)
    if (!plan) reject('Plan not found')
    // A plan pays at each whole day after purchase: one of no days would never finish.
    if (plan.count_days < 1) reject('This plan is not on offer')
    guardPrice(input.seenPrice, plan.price)
    const amount = plan.price * input.num
    movePurse(db, input.userId, 'balance', -amount, `Mining plan ${plan.title}`, input.now)
    const result = db
      .prepare(
        `INSERT INTO mining_orders
          (user_id, mining_id, num, amount, created_at, title, price, count_days, in_come_bp, next_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        input.userId,
        plan.id,
        input.num,
        amount,
        input.now,
        plan.title,
        plan.price,
        plan.count_days,
        plan.in_come_bp,
        input.now + MINING_DAY_MS,
      )
    return { id: Number(result.lastInsertRowid), plan }
  })()
}

interface DueCredit {
  order: MiningOrderRow
  /** The day being paid, 1 to count_days. */
  day: number
  at: number
}

/**
 * The back office's mining job: every active plan is paid its daily income at each whole day after the
 * purchase (statement line "Mining income, {title}"), and after its last day also its cost back ("Mining plan
 * ended, {title}"), when it becomes finished. After a jump of the clock each credit is written at the moment
 * it fell due, all plans' credits in time order. Idempotent: a credit is made only by the update that moves
 * `days_paid` from the day before, so a second run at the same `now` finds nothing due.
 */
export function payDueMiningIncome(db: Db, now: number): number {
  return db.transaction(() => {
    const orders = db
      .prepare('SELECT * FROM mining_orders WHERE status = 0 AND next_at <= ? ORDER BY next_at, id')
      .all(now) as MiningOrderRow[]
    const due: DueCredit[] = []
    for (const order of orders) {
      const daysDue = Math.min(order.count_days, Math.floor((now - order.created_at) / MINING_DAY_MS))
      for (let day = order.days_paid + 1; day <= daysDue; day++)
        due.push({ order, day, at: order.created_at + day * MINING_DAY_MS })
    }
    due.sort((a, b) => a.at - b.at || a.order.id - b.order.id || a.day - b.day)
    const step = db.prepare(
      'UPDATE mining_orders SET days_paid = ?, earned = earned + ?, status = ?, next_at = ? WHERE id = ? AND days_paid = ? AND status = 0',
    )
    let credits = 0
    for (const { order, day, at } of due) {
      const income = miningOrderDailyIncome(order)
      const last = day >= order.count_days
      const changed = step.run(
        day,
        income,
        last ? MINING_FINISHED : MINING_ACTIVE,
        last ? null : at + MINING_DAY_MS,
        order.id,
        day - 1,
      ).changes
      if (!changed) continue
      movePurse(db, order.user_id, 'balance', income, `Mining income, ${order.title}`, at)
      if (last) movePurse(db, order.user_id, 'balance', order.amount, `Mining plan ended, ${order.title}`, at)
      credits++
    }
    return credits
  })()
}
