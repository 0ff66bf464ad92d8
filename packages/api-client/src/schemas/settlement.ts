import { Schema } from 'effect'
import { Money, Timestamp } from './wire.ts'
import { wireKeys } from './wire-keys.ts'

export const TransactionType = Schema.Struct({ title: Schema.String })

/**
 * GET user/settlement entry (§3 Settlement entry). `amount` is signed: positive is Cr, negative is Dr;
 * `balance` is the closing balance after the entry.
 */
export const SettlementEntry = Schema.Struct({
  amount: Money,
  balance: Money,
  createdAt: Timestamp,
  transactionType: TransactionType,
}).pipe(wireKeys({ createdAt: 'created_at', transactionType: 'transaction_type' }))
export type SettlementEntry = typeof SettlementEntry.Type
