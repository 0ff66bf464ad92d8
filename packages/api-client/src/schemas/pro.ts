import { Schema } from 'effect'
import { Money, Timestamp, WireInt } from './wire.ts'
import { wireKeys } from './wire-keys.ts'

/** GET pro/list entry and GET pro/info answer (§3 BIT Pro investment). Status 0 Active, otherwise Stop. */
export const ProInvestment = Schema.Struct({
  id: WireInt,
  amount: Money,
  profit: Money,
  status: WireInt,
  createdAt: Timestamp,
}).pipe(wireKeys({ createdAt: 'created_at' }))
export type ProInvestment = typeof ProInvestment.Type

/** GET pro/total answer. */
export const ProTotals = Schema.Struct({
  amount: Money,
  profit: Money,
})
export type ProTotals = typeof ProTotals.Type
