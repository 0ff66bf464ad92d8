import { Schema } from 'effect'
import { Money, Timestamp, WireInt, WireNumber } from './wire.ts'
import { wireKeys } from './wire-keys.ts'

/**
 * GET pro/list entry and GET pro/info answer (§3 BIT Pro investment). Status 0 Active, otherwise Stop (2:
 * Ended, the term is over). `profit` is the profit earned in all, also what was already transferred. The
 * optional fields are extensions (CONTRACT.md, "BIT Pro terms"); a server without them still decodes.
 */
export const ProInvestment = Schema.Struct({
  id: WireInt,
  amount: Money,
  profit: Money,
  status: WireInt,
  createdAt: Timestamp,
  /** Profit earned and not yet transferred: what Transfer profit moves now. */
  transferable: Schema.optionalKey(Money),
  /** This investment's rate, percent a day (1.2). */
  rate: Schema.optionalKey(WireNumber),
  /** Its term in days (30). */
  days: Schema.optionalKey(WireInt),
  /** When the term ends: profit stops and the principal comes back without penalty. */
  endsAt: Schema.optionalKey(Timestamp),
  /** What a principal transfer would keep back now (0 once stopped or ended). */
  penalty: Schema.optionalKey(Money),
  /** When profit stopped (an early principal transfer or the end of the term); null while active. */
  stoppedAt: Schema.optionalKey(Schema.NullOr(Timestamp)),
}).pipe(wireKeys({ createdAt: 'created_at', endsAt: 'ends_at', stoppedAt: 'stopped_at' }))
export type ProInvestment = typeof ProInvestment.Type

/**
 * GET pro/total answer: the active principal and the profit earned in all. The optional fields are
 * extensions: the profit not yet transferred, and the terms of a new investment.
 */
export const ProTotals = Schema.Struct({
  amount: Money,
  profit: Money,
  transferable: Schema.optionalKey(Money),
  /** Percent a day (1.2). */
  rate: Schema.optionalKey(WireNumber),
  /** The term in days (30). */
  days: Schema.optionalKey(WireInt),
  /** Percent of the principal kept back by a transfer before the end (10). */
  penaltyRate: Schema.optionalKey(WireNumber),
}).pipe(wireKeys({ penaltyRate: 'penalty_rate' }))
export type ProTotals = typeof ProTotals.Type
