import { type Paise, paiseToRupeeString } from '@mandi/domain'
import { Schema } from 'effect'
import type { Ack } from '../http.ts'
import { WalletRecord } from '../schemas/wallet-record.ts'
import { type Call, type CallContext, getData, postFormAck } from './context.ts'

export interface WithdrawalInput {
  readonly amount: Paise
  readonly bankId: number
  /** 0 from the balance, 1 from the salary balance. */
  readonly tp: 0 | 1
}

export interface PayoutCalls {
  readonly create: (input: WithdrawalInput, idempotencyKey: string) => Call<Ack>
  /** Withdrawal records. */
  readonly list: () => Call<ReadonlyArray<WalletRecord>>
}

export function payoutCalls(c: CallContext): PayoutCalls {
  return {
    create: (input, idempotencyKey) =>
      postFormAck(
        c,
        'payout/create',
        { amount: paiseToRupeeString(input.amount), bank_id: input.bankId, tp: input.tp },
        idempotencyKey,
      ),
    list: () => getData(c, 'payout/list', {}, Schema.Array(WalletRecord)),
  }
}
