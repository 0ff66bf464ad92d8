import { type Paise, paiseToRupeeString } from '@mandi/domain'
import { Effect, Schema } from 'effect'
import { type Ack, fetchAckWithData } from '../http.ts'
import { withPriceGuard } from '../price-guard.ts'
import { type TradeDirection, TradeOrder, TradeRate } from '../schemas/trade.ts'
import { OptionalTradePlaced, type TradePlaced } from '../schemas/trade-placed.ts'
import { type Call, type CallContext, type GuardedCall, getData, pageParam } from './context.ts'

export interface TradeInput {
  /** The market pair's code. */
  readonly code: string
  readonly path: TradeDirection
  readonly amount: Paise
  /**
   * The rate percent the user saw (trade/rate; wire `rate`, an extension of §7). When sent, a different current
   * rate fails with RateChanged and nothing moves. Send it.
   */
  readonly rate?: number
}

/** Trade list tabs (§4): 0 Trading Pairs, 1 History. */
export type TradeListStatus = 0 | 1

/** trade/create's answer: the info, and the placed order when the server says it (an extension of §7). */
export interface TradeAck extends Ack {
  readonly placed?: TradePlaced
}

export interface TradeCalls {
  readonly rate: () => Call<TradeRate>
  readonly create: (input: TradeInput, idempotencyKey: string) => GuardedCall<TradeAck>
  /** One page (newest first; page 1 when not given). */
  readonly list: (status: TradeListStatus, page?: number) => Call<ReadonlyArray<TradeOrder>>
}

export function tradeCalls(c: CallContext): TradeCalls {
  return {
    rate: () => getData(c, 'trade/rate', {}, TradeRate),
    create: (input, idempotencyKey) =>
      withPriceGuard(
        fetchAckWithData(
          c.http,
          c.baseUrl,
          {
            method: 'POST',
            path: 'trade/create',
            encoding: 'form',
            params: {
              code: input.code,
              path: input.path,
              amount: paiseToRupeeString(input.amount),
              rate: input.rate,
            },
            idempotencyKey,
          },
          OptionalTradePlaced,
        ).pipe(Effect.map(({ info, data }): TradeAck => (data ? { info, placed: data } : { info }))),
      ),
    list: (status, page) =>
      getData(c, 'trade/list', { status, ...pageParam(page) }, Schema.Array(TradeOrder)),
  }
}
