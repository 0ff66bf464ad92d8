import { type Paise, paiseToRupeeString } from '@mandi/domain'
import { Schema } from 'effect'
import type { Ack } from '../http.ts'
import { ProInvestment, ProTotals } from '../schemas/pro.ts'
import { type Call, type CallContext, getData, pageParam, postFormAck } from './context.ts'

export interface ProCalls {
  readonly total: () => Call<ProTotals>
  /** One page (newest first; page 1 when not given). */
  readonly list: (page?: number) => Call<ReadonlyArray<ProInvestment>>
  readonly create: (amount: Paise, idempotencyKey: string) => Call<Ack>
  readonly info: (id: number) => Call<ProInvestment>
  /** POST pro/transfer: principal back to the balance (a penalty applies before expiry, §4). */
  readonly transferPrincipal: (id: number, idempotencyKey: string) => Call<Ack>
  /** POST pro/transfer_amount: profit to the balance. */
  readonly transferProfit: (id: number, idempotencyKey: string) => Call<Ack>
}

export function proCalls(c: CallContext): ProCalls {
  return {
    total: () => getData(c, 'pro/total', {}, ProTotals),
    list: (page) => getData(c, 'pro/list', pageParam(page), Schema.Array(ProInvestment)),
    create: (amount, idempotencyKey) =>
      postFormAck(c, 'pro/create', { amount: paiseToRupeeString(amount) }, idempotencyKey),
    info: (id) => getData(c, 'pro/info', { id }, ProInvestment),
    transferPrincipal: (id, idempotencyKey) => postFormAck(c, 'pro/transfer', { id }, idempotencyKey),
    transferProfit: (id, idempotencyKey) => postFormAck(c, 'pro/transfer_amount', { id }, idempotencyKey),
  }
}
