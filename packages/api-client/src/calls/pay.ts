import { type Paise, paiseToRupeeString } from '@mandi/domain'
import { Schema } from 'effect'
import type { Ack } from '../http.ts'
import { DepositBank, DepositLimits, PaymentChannel, PaymentOrder } from '../schemas/payment.ts'
import { DepositRecord } from '../schemas/wallet-record.ts'
import { type Call, type CallContext, getData, pageParam, postFormAck, postFormData } from './context.ts'

export interface DepositInput {
  readonly amount: Paise
  /** 0 pay through a payment channel, 1 manual bank transfer. */
  readonly tp: number
  readonly channelId: number
}

export interface PayCalls {
  /** GET pay/bank: where a manual bank transfer goes. */
  readonly bank: () => Call<DepositBank>
  readonly channels: () => Call<ReadonlyArray<PaymentChannel>>
  /** Recommended deposit amounts; they replace the defaults of §9. */
  readonly limits: () => Call<DepositLimits>
  readonly create: (input: DepositInput, idempotencyKey: string) => Call<PaymentOrder>
  /** Deposit records, one page (newest first; page 1 when not given). */
  readonly list: (page?: number) => Call<ReadonlyArray<DepositRecord>>
  /**
   * POST pay/reference (extension): the 12-digit UTR of a bank transfer the user made for the order; the
   * back office checks it and credits the order or refuses the UTR with the reason.
   */
  readonly reference: (input: { orderNumber: string; utr: string }) => Call<Ack>
  /** POST pay/cancel (extension): cancels an order not paid and not being checked. */
  readonly cancel: (orderNumber: string) => Call<Ack>
}

export function payCalls(c: CallContext): PayCalls {
  return {
    bank: () => getData(c, 'pay/bank', {}, DepositBank),
    channels: () => getData(c, 'pay/channel', {}, Schema.Array(PaymentChannel)),
    limits: () => getData(c, 'pay/limit', {}, DepositLimits),
    create: (input, idempotencyKey) =>
      postFormData(
        c,
        'pay/create',
        { amount: paiseToRupeeString(input.amount), tp: input.tp, payin_channel_id: input.channelId },
        PaymentOrder,
        idempotencyKey,
      ),
    list: (page) => getData(c, 'pay/list', pageParam(page), Schema.Array(DepositRecord)),
    reference: (input) => postFormAck(c, 'pay/reference', { order_num: input.orderNumber, utr: input.utr }),
    cancel: (orderNumber) => postFormAck(c, 'pay/cancel', { order_num: orderNumber }),
  }
}
