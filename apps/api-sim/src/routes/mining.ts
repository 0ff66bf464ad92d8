import { check, int, text } from '../http/args.ts'
import { pageOf } from '../http/paging.ts'
import { seenPrice } from '../http/price-guard.ts'
import type { Router } from '../http/router.ts'
import { fail, money, ok, timestamp } from '../http/wire.ts'
import {
  createMiningOrder,
  findMiningPlan,
  type MiningOrderRow,
  type MiningPlanRow,
  miningEndsAt,
} from '../services/mining.ts'

const planWire = (plan: MiningPlanRow) => ({
  id: plan.id,
  title: plan.title,
  count_days: plan.count_days,
  in_come: plan.in_come_bp / 100,
  price: money(plan.price),
  // Extension: the plan's picture (the mining drawing), a relative path like product images.
  image: plan.image,
})

/** One plan a user owns (CONTRACT.md, "mining/orders"). */
const orderWire = (order: MiningOrderRow) => ({
  id: order.id,
  mining_id: order.mining_id,
  title: order.title,
  num: order.num,
  price: money(order.price),
  amount: money(order.amount),
  count_days: order.count_days,
  in_come: order.in_come_bp / 100,
  status: order.status,
  created_at: timestamp(order.created_at),
  ends_at: timestamp(miningEndsAt(order)),
  days_paid: order.days_paid,
  earned: money(order.earned),
  next_credit_at: order.next_at === null ? null : timestamp(order.next_at),
})

export function miningRoutes(r: Router): void {
  // Extension (not in §7): the plans on offer, so the app can link /buy?id= to real plans.
  r.get('mining/list', ({ sim }) =>
    ok((sim.db.prepare('SELECT * FROM mining_products ORDER BY id').all() as MiningPlanRow[]).map(planWire)),
  )

  r.get('mining/info', ({ sim, args }) => {
    const plan = findMiningPlan(sim.db, int(args, 'id', 1, 1e9, 'Plan not found'))
    if (!plan) return fail('Plan not found')
    return ok(planWire(plan))
  })

  // Extension (not in §7): the plans the user bought, newest first, paged.
  r.get('mining/orders', ({ sim, userId, args }) => {
    const page = pageOf(args)
    const rows = sim.db
      .prepare(
        'SELECT * FROM mining_orders WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
      )
      .all(userId, page.limit, page.offset) as MiningOrderRow[]
    return ok(rows.map(orderWire))
  })

  r.post(
    'mining/creat_order',
    ({ sim, userId, args }) => {
      const num = Number(check('mining.quantity', text(args, 'num').trim()))
      if (num < 1) return fail('Invalid Num')
      const miningId = int(args, 'mining_id', 1, 1e9, 'Plan not found')
      // Extension: `price`, the plan price the user saw before confirming, guarded like buy_price.
      const { plan } = createMiningOrder(sim.db, {
        userId,
        miningId,
        num,
        seenPrice: seenPrice(args, 'price'),
        now: sim.clock.now(),
      })
      return ok(undefined, `Order placed: ${num} × ${plan.title}`)
    },
    { idempotent: true },
  )
}
