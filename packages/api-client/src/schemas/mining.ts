import { Schema } from 'effect'
import { Money, Timestamp, WireInt, WireNumber } from './wire.ts'
import { wireKeys } from './wire-keys.ts'

/**
 * GET mining/info answer (§3 Mining product). `incomeRate` (`in_come`) is a percent per day: the screen
 * shows 100 + rate × days.
 */
export const MiningProduct = Schema.Struct({
  id: WireInt,
  title: Schema.String,
  countDays: WireInt,
  incomeRate: WireNumber,
  price: Money,
}).pipe(wireKeys({ countDays: 'count_days', incomeRate: 'in_come' }))
export type MiningProduct = typeof MiningProduct.Type

/**
 * A plan the user bought (GET mining/orders, an extension of §7): the plan's terms as bought, what it has
 * paid and when it pays next. It pays `incomeRate` % of `amount` at each whole day after `createdAt`, and
 * `amount` back with the last day's income at `endsAt`.
 */
export const MiningOrder = Schema.Struct({
  id: WireInt,
  miningId: WireInt,
  title: Schema.String,
  num: WireInt,
  /** The unit price paid. */
  price: Money,
  /** What it cost: price × num. */
  amount: Money,
  countDays: WireInt,
  incomeRate: WireNumber,
  /** 0 active, 1 finished (every day paid and the cost back). */
  status: WireInt,
  createdAt: Timestamp,
  endsAt: Timestamp,
  /** Days of income paid so far (0 to countDays). */
  daysPaid: WireInt,
  /** The income paid so far. */
  earned: Money,
  /** When the next credit falls due; null once finished. */
  nextCreditAt: Schema.NullOr(Timestamp),
}).pipe(
  wireKeys({
    miningId: 'mining_id',
    countDays: 'count_days',
    incomeRate: 'in_come',
    createdAt: 'created_at',
    endsAt: 'ends_at',
    daysPaid: 'days_paid',
    nextCreditAt: 'next_credit_at',
  }),
)
export type MiningOrder = typeof MiningOrder.Type
