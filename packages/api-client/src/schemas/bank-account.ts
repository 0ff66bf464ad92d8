import { Schema } from 'effect'
import { WireInt } from './wire.ts'
import { wireKeys } from './wire-keys.ts'

/** The four fields of a bank account (§3), in code and on the wire alike for list, create and update. */
const accountFields = {
  bankAccount: Schema.String,
  accountHolder: Schema.String,
  ifsc: Schema.String,
  bankName: Schema.String,
}
const ACCOUNT_WIRE_KEYS = {
  bankName: 'bank_name',
  bankAccount: 'bank_account',
  accountHolder: 'account_holder',
  confirmToken: 'confirm_token',
} as const
/** Extension (issue 28): the confirmation a user with a passkey must send (CONTRACT.md, "Passkeys"). */
const confirmToken = Schema.optionalKey(Schema.String)

/** GET bank/list entry (§3 Bank account). */
export const BankAccount = Schema.Struct({ id: WireInt, ...accountFields }).pipe(wireKeys(ACCOUNT_WIRE_KEYS))
export type BankAccount = typeof BankAccount.Type

/** POST bank/create body. */
export const BankAccountForm = Schema.Struct({ ...accountFields, confirmToken }).pipe(
  wireKeys(ACCOUNT_WIRE_KEYS),
)
export type BankAccountForm = typeof BankAccountForm.Type

/** POST bank/update body: the account's id and the OTP sent by bank/otp as `code`. */
export const BankAccountUpdateForm = Schema.Struct({
  id: WireInt,
  ...accountFields,
  code: Schema.String,
  confirmToken,
}).pipe(wireKeys(ACCOUNT_WIRE_KEYS))
export type BankAccountUpdateForm = typeof BankAccountUpdateForm.Type
