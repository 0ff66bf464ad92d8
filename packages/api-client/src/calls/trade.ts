import { type Paise, paiseToRupeeString } from '@mandi/domain'
import { Schema } from 'effect'
import type { Ack } from '../http.ts'
import { type TradeDirection, TradeOrder, TradeRate } from '../schemas/trade.ts'
import { type Call, type CallContext, getData, postFormAck } from './context.ts'

export interface TradeInput {
  /** The market pair's code. */
  readonly code: string
  readonly path: TradeDirection
  readonly amount: Paise
}

/** Trade list tabs (§4): 0 Trading Pairs, 1 History. */
export type TradeListStatus = 0 | 1

export interface TradeCalls {
  readonly rate: () => Call<TradeRate>
  readonly create: (input: TradeInput, idempotencyKey: string) => Call<Ack>
  readonly list: (status: TradeListStatus) => Call<ReadonlyArray<TradeOrder>>
}

export function tradeCalls(c: CallContext): TradeCalls {
  return {
    rate: () => getData(c, 'trade/rate', {}, TradeRate),
    create: (input, idempotencyKey) =>
      postFormAck(
        c,
        'trade/create',
        { code: input.code, path: input.path, amount: paiseToRupeeString(input.amount) },
        idempotencyKey,
      ),
    list: (status) => getData(c, 'trade/list', { status }, Schema.Array(TradeOrder)),
  }
}
