/**
 * One candle. `id` is the candle's start time in Unix seconds, as in the market tick (§3: ch, tick with
 * open, close, high, low, amount, id); `volume` is the tick's amount.
 */
export interface Candle {
  id: number
  open: number
  high: number
  low: number
  close: number
  volume: number
}
