import { Schema } from 'effect'
import { Money, Timestamp } from './wire.ts'
import { wireKeys } from './wire-keys.ts'

/** GET reward/last_ten entry (§3 Reward entry): who was invited (code, name) and the reward. */
export const RewardEntry = Schema.Struct({
  code: Schema.String,
  name: Schema.String,
  amount: Money,
  createdAt: Timestamp,
}).pipe(wireKeys({ createdAt: 'created_at' }))
export type RewardEntry = typeof RewardEntry.Type
