import type uPlot from 'uplot'
import type { Candle } from './candle.ts'

/** uPlot's column layout of the candles: x is the candle index, so gaps in time do not leave gaps on screen. */
export function toAlignedData(candles: readonly Candle[]): uPlot.AlignedData {
  return [
    candles.map((_, index) => index),
    candles.map((candle) => candle.open),
    candles.map((candle) => candle.high),
    candles.map((candle) => candle.low),
    candles.map((candle) => candle.close),
    candles.map((candle) => candle.volume),
  ]
}
