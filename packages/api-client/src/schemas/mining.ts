import { Schema } from 'effect'
import { Money, WireInt, WireNumber } from './wire.ts'
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
