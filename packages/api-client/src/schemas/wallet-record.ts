import { Schema } from 'effect'
import { Money, Timestamp, WireInt } from './wire.ts'
import { wireKeys } from './wire-keys.ts'

/**
 * GET pay/list and GET payout/list entry (§3 Deposit record and withdrawal record); also GET
 * payout/salary_list (§3 Salary withdrawal), which has the same fields. Status meanings are in §4.
 */
export const WalletRecord = Schema.Struct({
  orderNumber: Schema.String,
  status: WireInt,
  createdAt: Timestamp,
  amount: Money,
}).pipe(wireKeys({ orderNumber: 'order_num', createdAt: 'created_at' }))
export type WalletRecord = typeof WalletRecord.Type

export const DepositRecord = WalletRecord
export type DepositRecord = WalletRecord
export const WithdrawalRecord = WalletRecord
export type WithdrawalRecord = WalletRecord
export const SalaryWithdrawal = WalletRecord
export type SalaryWithdrawal = WalletRecord
