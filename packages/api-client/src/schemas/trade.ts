import { Schema } from 'effect'
import { Money, Timestamp, WireInt, WireNumber } from './wire.ts'
import { wireKeys } from './wire-keys.ts'

/** Trade direction (§4): 0 CALL, 1 PUT. */
export const TradeDirection = Schema.Literals([0, 1])
export type TradeDirection = typeof TradeDirection.Type

/**
 * GET trade/list entry (§3 Trade order). `openPrice`/`closePrice` are quotes of the market pair, not
 * rupees, so they stay plain numbers; `closePrice` is null while the order is processing (status 0).
 */
export const TradeOrder = Schema.Struct({
  id: WireInt,
  title: Schema.String,
  path: WireInt,
  amount: Money,
  status: WireInt,
  profitAmount: Money,
  openPrice: WireNumber,
  closePrice: Schema.NullOr(WireNumber),
  createdAt: Timestamp,
}).pipe(
  wireKeys({
    profitAmount: 'profit_amount',
    openPrice: 'open_price',
    closePrice: 'close_price',
    createdAt: 'created_at',
  }),
)
export type TradeOrder = typeof TradeOrder.Type

/** GET trade/rate answer: the signal rate in percent (10 means 10 %). */
export const TradeRate = Schema.Struct({ rate: WireNumber })
export type TradeRate = typeof TradeRate.Type
