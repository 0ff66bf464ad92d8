import { Schema } from 'effect'
import { WireInt, WireNumber } from './wire.ts'

/** Kline periods the chart offers (§2 market chart page). */
export const KlinePeriod = Schema.Literals(['1min', '5min', '15min', '30min', '1day'])
export type KlinePeriod = typeof KlinePeriod.Type

/**
 * One candle (§3 Market tick). `id` is the candle's open time in Unix seconds; prices are quotes of the
 * pair (plain numbers), `amount` the traded amount and `vol` the volume.
 */
export const Tick = Schema.Struct({
  id: WireInt,
  open: WireNumber,
  close: WireNumber,
  high: WireNumber,
  low: WireNumber,
  amount: WireNumber,
  vol: WireNumber,
})
export type Tick = typeof Tick.Type

/** GET market/kline answer: candles oldest first. An entry has exactly the tick's shape. */
export const KlineList = Schema.Array(Tick)
export type KlineList = typeof KlineList.Type

/** A kline socket push: `ch` is the symbol `market.{code}.kline.{period}`, `ts` the push time in ms. */
export const TickFrame = Schema.Struct({
  ch: Schema.String,
  ts: WireInt,
  tick: Tick,
})
export type TickFrame = typeof TickFrame.Type

export { klineSymbol } from './kline-symbol.ts'
