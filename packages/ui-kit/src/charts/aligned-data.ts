import type uPlot from 'uplot'
import type { Candle } from './candle.ts'
import { type ChartOverlays, MA_PERIODS, movingAverage, VOLUME_MA_PERIOD } from './indicators.ts'

const NONE: ChartOverlays = {}

function hidden(length: number): null[] {
  return new Array(length).fill(null)
}

/**
 * uPlot's column layout of the candles: x is the candle index, so gaps in time do not leave gaps on screen.
 * Columns: x, open, high, low, close, volume, then MA5, MA10, MA30 of the close and the volume MA (all null
 * when that overlay is off, so a hidden average costs nothing to compute).
 */
export function toAlignedData(candles: readonly Candle[], overlays: ChartOverlays = NONE): uPlot.AlignedData {
  const close = candles.map((candle) => candle.close)
  const volume = candles.map((candle) => candle.volume)
  const average = (on: boolean | undefined, values: number[], period: number) =>
    on ? movingAverage(values, period) : hidden(candles.length)
  return [
    candles.map((_, index) => index),
    candles.map((candle) => candle.open),
    candles.map((candle) => candle.high),
    candles.map((candle) => candle.low),
    close,
    volume,
    average(overlays.ma5, close, MA_PERIODS.ma5),
    average(overlays.ma10, close, MA_PERIODS.ma10),
    average(overlays.ma30, close, MA_PERIODS.ma30),
    average(overlays.volumeMa, volume, VOLUME_MA_PERIOD),
  ] as uPlot.AlignedData
}
