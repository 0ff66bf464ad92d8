import { Schema } from 'effect'
import { Money, Text, Timestamp, WireInt } from './wire.ts'
import { wireKeys } from './wire-keys.ts'

/** §3 Deposit record and withdrawal record: the four fields every record has. Status meanings are in §4. */
const recordFields = {
  orderNumber: Schema.String,
  status: WireInt,
  createdAt: Timestamp,
  amount: Money,
}

/** A time the back office acted, or null while it has not (an extension). */
const SettledAt = Schema.optionalKey(Schema.NullOr(Timestamp))

/**
 * GET pay/list, payout/list and payout/salary_list entry with §3's fields only (what every server sends). The
 * deposit and withdrawal records below add the back office's extension fields, all optional.
 */
export const WalletRecord = Schema.Struct(recordFields).pipe(
  wireKeys({ orderNumber: 'order_num', createdAt: 'created_at' }),
)
export type WalletRecord = typeof WalletRecord.Type

/**
 * GET pay/list entry. Extension (CONTRACT.md, "Back office"): `tp` (1 bank transfer, 0 channel), `stage`
 * (read with the domain's depositStage), the bank transfer's `utr`, a refusal's `reason` and `reason_code`,
 * `settled_at`, and a channel order's payment link `pay_url` while it can still be paid (until `pay_until`).
 */
export const DepositRecord = Schema.Struct({
  ...recordFields,
  tp: Schema.optionalKey(WireInt),
  stage: Schema.optionalKey(Text),
  utr: Schema.optionalKey(Text),
  reason: Schema.optionalKey(Text),
  reasonCode: Schema.optionalKey(Text),
  settledAt: SettledAt,
  payUrl: Schema.optionalKey(Text),
  payUntil: Schema.optionalKey(Schema.NullOr(Timestamp)),
}).pipe(
  wireKeys({
    orderNumber: 'order_num',
    createdAt: 'created_at',
    reasonCode: 'reason_code',
    settledAt: 'settled_at',
    payUrl: 'pay_url',
    payUntil: 'pay_until',
  }),
)
export type DepositRecord = typeof DepositRecord.Type

/**
 * GET payout/list and payout/salary_list entry (§3 withdrawal record, salary withdrawal). Extension: the `fee`,
 * `settled_at` (paid or refunded), and a refund's `reason` and `reason_code`.
 */
export const WithdrawalRecord = Schema.Struct({
  ...recordFields,
  fee: Schema.optionalKey(Money),
  settledAt: SettledAt,
  reason: Schema.optionalKey(Text),
  reasonCode: Schema.optionalKey(Text),
}).pipe(
  wireKeys({
    orderNumber: 'order_num',
    createdAt: 'created_at',
    reasonCode: 'reason_code',
    settledAt: 'settled_at',
  }),
)
export type WithdrawalRecord = typeof WithdrawalRecord.Type

export const SalaryWithdrawal = WithdrawalRecord
export type SalaryWithdrawal = WithdrawalRecord
