import { Schema } from 'effect'
import type { Ack } from '../http.ts'
import { BankAccount, BankAccountForm, BankAccountUpdateForm } from '../schemas/bank-account.ts'
import { asParams, type Call, type CallContext, getData, postFormAck } from './context.ts'

export interface BankCalls {
  readonly list: () => Call<ReadonlyArray<BankAccount>>
  readonly create: (form: BankAccountForm) => Call<Ack>
  /** Sends the OTP needed by update; the update form's step 1 follows on success. */
  readonly sendOtp: () => Call<Ack>
  readonly update: (form: BankAccountUpdateForm) => Call<Ack>
}

const encodeCreate = Schema.encodeSync(BankAccountForm)
const encodeUpdate = Schema.encodeSync(BankAccountUpdateForm)

export function bankCalls(c: CallContext): BankCalls {
  return {
    list: () => getData(c, 'bank/list', {}, Schema.Array(BankAccount)),
    create: (form) => postFormAck(c, 'bank/create', asParams(encodeCreate(form))),
    sendOtp: () => postFormAck(c, 'bank/otp', {}),
    update: (form) => postFormAck(c, 'bank/update', asParams(encodeUpdate(form))),
  }
}
