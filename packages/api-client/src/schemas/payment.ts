import { Schema } from 'effect'
import { Money, Text, WireInt } from './wire.ts'
import { wireKeys } from './wire-keys.ts'

/** GET pay/channel entry (§3 Payment channel). */
export const PaymentChannel = Schema.Struct({
  id: WireInt,
  title: Schema.String,
})
export type PaymentChannel = typeof PaymentChannel.Type

/** GET pay/limit answer: the recommended deposit amounts, in display order. */
export const DepositLimits = Schema.Array(Money)
export type DepositLimits = typeof DepositLimits.Type

/** POST pay/create answer `data`: `url` is a payment link, or an order id when `tp` is 1 (bank transfer). */
export const PaymentOrder = Schema.Struct({
  tp: WireInt,
  url: Schema.String,
})
export type PaymentOrder = typeof PaymentOrder.Type

/** GET pay/bank answer: the account a manual bank transfer goes to. `upi` is shown only when longer than 2. */
export const DepositBank = Schema.Struct({
  accountHolder: Schema.String,
  bankAccount: Schema.String,
  ifsc: Schema.String,
  upi: Text,
}).pipe(wireKeys({ accountHolder: 'account_holder', bankAccount: 'bank_account' }))
export type DepositBank = typeof DepositBank.Type
