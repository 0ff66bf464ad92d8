import { Schema } from 'effect'
import { WireInt } from './wire.ts'
import { wireKeys } from './wire-keys.ts'

/** GET bank/list entry (§3 Bank account). */
export const BankAccount = Schema.Struct({
  id: WireInt,
  bankName: Schema.String,
  bankAccount: Schema.String,
  accountHolder: Schema.String,
  ifsc: Schema.String,
}).pipe(wireKeys({ bankName: 'bank_name', bankAccount: 'bank_account', accountHolder: 'account_holder' }))
export type BankAccount = typeof BankAccount.Type

/** POST bank/create body. */
export const BankAccountForm = Schema.Struct({
  bankAccount: Schema.String,
  accountHolder: Schema.String,
  ifsc: Schema.String,
  bankName: Schema.String,
}).pipe(wireKeys({ bankName: 'bank_name', bankAccount: 'bank_account', accountHolder: 'account_holder' }))
export type BankAccountForm = typeof BankAccountForm.Type

/** POST bank/update body: the account's id and the OTP sent by bank/otp as `code`. */
export const BankAccountUpdateForm = Schema.Struct({
  id: WireInt,
  bankAccount: Schema.String,
  accountHolder: Schema.String,
  ifsc: Schema.String,
  bankName: Schema.String,
  code: Schema.String,
}).pipe(wireKeys({ bankName: 'bank_name', bankAccount: 'bank_account', accountHolder: 'account_holder' }))
export type BankAccountUpdateForm = typeof BankAccountUpdateForm.Type
