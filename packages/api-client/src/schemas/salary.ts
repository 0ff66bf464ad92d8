import { Schema } from 'effect'
import { Money, Timestamp, WireInt } from './wire.ts'
import { wireKeys } from './wire-keys.ts'

/** GET payout/salary_log entry (§3 Salary log): status 0 Unpaid, 1 Created; `Amount` is the wire's spelling. */
export const SalaryLog = Schema.Struct({
  status: WireInt,
  amount: Money,
  createdAt: Timestamp,
}).pipe(wireKeys({ amount: 'Amount', createdAt: 'created_at' }))
export type SalaryLog = typeof SalaryLog.Type
