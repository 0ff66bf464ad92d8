import { movePurse } from '../db/accounts.ts'
import { check, int, text } from '../http/args.ts'
import { guardPrice, seenPrice } from '../http/price-guard.ts'
import type { Router } from '../http/router.ts'
import { fail, money, ok, reject } from '../http/wire.ts'

interface PlanRow {
  id: number
  title: string
  count_days: number
  in_come_bp: number
  price: number
  image: string
}

const planWire = (plan: PlanRow) => ({
  id: plan.id,
  title: plan.title,
  count_days: plan.count_days,
  in_come: plan.in_come_bp / 100,
  price: money(plan.price),
  // Extension: the plan's picture (the mining drawing), a relative path like product images.
  image: plan.image,
})

export function miningRoutes(r: Router): void {
  // Extension (not in §7): the plans on offer, so the app can link /buy?id= to real plans.
  r.get('mining/list', ({ sim }) =>
    ok((sim.db.prepare('SELECT * FROM mining_products ORDER BY id').all() as PlanRow[]).map(planWire)),
  )

  r.get('mining/info', ({ sim, args }) => {
    const plan = sim.db
      .prepare('SELECT * FROM mining_products WHERE id = ?')
      .get(int(args, 'id', 1, 1e9, 'Plan not found')) as PlanRow | undefined
    if (!plan) return fail('Plan not found')
    return ok(planWire(plan))
  })

  r.post(
    'mining/creat_order',
    ({ sim, userId, args }) => {
      const num = Number(check('mining.quantity', text(args, 'num').trim()))
      if (num < 1) return fail('Invalid Num')
      const miningId = int(args, 'mining_id', 1, 1e9, 'Plan not found')
      const seen = seenPrice(args, 'price')
      const now = sim.clock.now()
      return sim.db.transaction(() => {
        const plan = sim.db.prepare('SELECT * FROM mining_products WHERE id = ?').get(miningId) as
          | PlanRow
          | undefined
        if (!plan) reject('Plan not found')
        // Extension: `price`, the plan price the user saw before confirming, guarded like buy_price.
        guardPrice(seen, plan.price)
        const amount = plan.price * num
        movePurse(sim.db, userId, 'balance', -amount, `Mining plan ${plan.title}`, now)
        sim.db
          .prepare(
            'INSERT INTO mining_orders (user_id, mining_id, num, amount, created_at) VALUES (?, ?, ?, ?, ?)',
          )
          .run(userId, miningId, num, amount, now)
        return ok(undefined, `Order placed: ${num} × ${plan.title}`)
      })()
    },
    { idempotent: true },
  )
}
