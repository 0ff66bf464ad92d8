import type { Candle } from './candle.ts'
import type { ViewWindow } from './view-window.ts'

/** The optional overlays of the candle chart: moving averages of the close and of the volume. */
export interface ChartOverlays {
  readonly ma5?: boolean
  readonly ma10?: boolean
  readonly ma30?: boolean
  readonly volumeMa?: boolean
}

export const MA_PERIODS = { ma5: 5, ma10: 10, ma30: 30 } as const
/** The volume average uses the same span as the shortest price average, as trading apps commonly do. */
export const VOLUME_MA_PERIOD = 5

/**
 * The simple moving average over `period` values, null until a full window exists: one pass with a running
 * sum, so a 10,000-candle history stays cheap on every redraw.
 */
export function movingAverage(values: readonly number[], period: number): (number | null)[] {
  const out: (number | null)[] = new Array(values.length)
  let sum = 0
  for (let index = 0; index < values.length; index += 1) {
    sum += values[index] as number
    if (index >= period) sum -= values[index - period] as number
    out[index] = index >= period - 1 ? sum / period : null
  }
  return out
}

/** What a screen reader is told about the visible part of the chart. */
export interface VisibleStats {
  readonly first: Candle
  readonly last: Candle
  readonly high: number
  readonly low: number
  /** Close of the last visible candle minus open of the first. */
  readonly change: number
  /** That change as a fraction of the first open (0.0123 is +1.23 %); 0 when the open is 0. */
  readonly changeRatio: number
  readonly count: number
}

/** High, low and change over the visible candles; null when none is visible. */
export function visibleStats(candles: readonly Candle[], window: ViewWindow): VisibleStats | null {
  const start = Math.max(0, Math.floor(window.start))
  const end = Math.min(candles.length, Math.ceil(window.end))
  const first = candles[start]
  const last = candles[end - 1]
  if (first === undefined || last === undefined || end <= start) return null
  let high = first.high
  let low = first.low
  for (let index = start + 1; index < end; index += 1) {
    const candle = candles[index] as Candle
    if (candle.high > high) high = candle.high
    if (candle.low < low) low = candle.low
  }
  const change = last.close - first.open
  return {
    first,
    last,
    high,
    low,
    change,
    changeRatio: first.open === 0 ? 0 : change / first.open,
    count: end - start,
  }
}

/** The visible candles, newest first, for the chart's table view (at most `limit`). */
export function visibleCandles(candles: readonly Candle[], window: ViewWindow, limit = 100): Candle[] {
  const start = Math.max(0, Math.floor(window.start))
  const end = Math.min(candles.length, Math.ceil(window.end))
  return candles.slice(Math.max(start, end - limit), end).reverse()
}
