import { Schema } from 'effect'
import { Money } from './wire.ts'
import { wireKeys } from './wire-keys.ts'

/**
 * `data` of POST payout/create, an extension of §7 (which answers only status and info): what the
 * withdrawal made. Every field is optional, and so is the whole object: a server that answers only
 * status and info (as §7 shows) still decodes, with nothing known beyond the info.
 */
export const WithdrawalReceipt = Schema.Struct({
  /** The withdrawal's reference, as payout/list shows it later. */
  orderNumber: Schema.optionalKey(Schema.String),
  /** The amount sent to the bank. */
  amount: Schema.optionalKey(Money),
  /** The fee taken on top of the amount. */
  fee: Schema.optionalKey(Money),
}).pipe(wireKeys({ orderNumber: 'order_num' }))
export type WithdrawalReceipt = typeof WithdrawalReceipt.Type

/** `data` absent or null means no receipt. */
export const OptionalWithdrawalReceipt = Schema.Union([WithdrawalReceipt, Schema.Null, Schema.Undefined])
