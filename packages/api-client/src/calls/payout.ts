import { type Paise, paiseToRupeeString } from '@mandi/domain'
import { Effect, Schema } from 'effect'
import { type Ack, fetchAckWithData } from '../http.ts'
import { WithdrawalRecord } from '../schemas/wallet-record.ts'
import { OptionalWithdrawalReceipt, type WithdrawalReceipt } from '../schemas/withdrawal-receipt.ts'
import type { Call, CallContext } from './context.ts'
import { getData, pageParam } from './context.ts'

export interface WithdrawalInput {
  readonly amount: Paise
  readonly bankId: number
  /** 0 from the balance, 1 from the salary balance. */
  readonly tp: 0 | 1
  /** Extension (issue 28): the confirmation a user with a passkey must send (CONTRACT.md, "Passkeys"). */
  readonly confirmToken?: string
}

/** payout/create's answer: the info, and the receipt when the server sends one (an extension of §7). */
export interface WithdrawalAck extends Ack {
  readonly receipt?: WithdrawalReceipt
}

export interface PayoutCalls {
  readonly create: (input: WithdrawalInput, idempotencyKey: string) => Call<WithdrawalAck>
  /** Withdrawal records, one page (newest first; page 1 when not given). */
  readonly list: (page?: number) => Call<ReadonlyArray<WithdrawalRecord>>
}

export function payoutCalls(c: CallContext): PayoutCalls {
  return {
    create: (input, idempotencyKey) =>
      fetchAckWithData(
        c.http,
        c.baseUrl,
        {
          method: 'POST',
          path: 'payout/create',
          encoding: 'form',
          params: {
            amount: paiseToRupeeString(input.amount),
            bank_id: input.bankId,
            tp: input.tp,
            confirm_token: input.confirmToken,
          },
          idempotencyKey,
        },
        OptionalWithdrawalReceipt,
      ).pipe(Effect.map(({ info, data }) => (data ? { info, receipt: data } : { info }))),
    list: (page) => getData(c, 'payout/list', pageParam(page), Schema.Array(WithdrawalRecord)),
  }
}
