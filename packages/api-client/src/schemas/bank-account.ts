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
} as const

/** GET bank/list entry (§3 Bank account). */
export const BankAccount = Schema.Struct({ id: WireInt, ...accountFields }).pipe(wireKeys(ACCOUNT_WIRE_KEYS))
export type BankAccount = typeof BankAccount.Type

/** POST bank/create body. */
export const BankAccountForm = Schema.Struct(accountFields).pipe(wireKeys(ACCOUNT_WIRE_KEYS))
export type BankAccountForm = typeof BankAccountForm.Type

/** POST bank/update body: the account's id and the OTP sent by bank/otp as `code`. */
export const BankAccountUpdateForm = Schema.Struct({
  id: WireInt,
  ...accountFields,
  code: Schema.String,
}).pipe(wireKeys(ACCOUNT_WIRE_KEYS))
export type BankAccountUpdateForm = typeof BankAccountUpdateForm.Type
