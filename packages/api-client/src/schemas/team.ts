import { Schema } from 'effect'
import { Money, Timestamp, WireInt } from './wire.ts'
import { wireKeys } from './wire-keys.ts'

/** Referral levels (§9: three). */
export const TeamLevel = Schema.Literals([1, 2, 3])
export type TeamLevel = typeof TeamLevel.Type

/** GET user/direct answer (one level) and GET user/team answer (all three levels together). */
export const TeamSummary = Schema.Struct({
  peopleCount: WireInt,
  depositorsCount: WireInt,
  depositAmount: Money,
  payoutAmount: Money,
}).pipe(
  wireKeys({
    peopleCount: 'people_num',
    depositorsCount: 'people_deposited',
    depositAmount: 'deposit_amount',
    payoutAmount: 'payout_amount',
  }),
)
export type TeamSummary = typeof TeamSummary.Type

/** GET user/direct_people entry (§3 Team member). */
export const TeamMember = Schema.Struct({
  name: Schema.String,
  code: Schema.String,
  payoutAmount: Money,
  createdAt: Timestamp,
}).pipe(wireKeys({ payoutAmount: 'pay_out', createdAt: 'created_at' }))
export type TeamMember = typeof TeamMember.Type
