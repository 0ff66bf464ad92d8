import { DEFAULT_CANDLE_COUNT, type KlinePeriod, LINE_CHART_MAX_POINTS, seededRandom } from '@mandi/domain'
import type { Candle } from './candle.ts'
import { PERIOD_SECONDS } from './periods.ts'

export interface SampleCandleOptions {
  /** §2, §9: 30 by default. */
  count?: number
  seed?: number
  period?: KlinePeriod
  /** Start time of the last candle, Unix seconds. Fixed by default so samples are reproducible. */
  end?: number
  startPrice?: number
}

/** 2026-11-22 09:15 IST, the default last candle of the samples. */
const SAMPLE_END = 1795319100

const round2 = (value: number) => Math.round(value * 100) / 100

/** Deterministic random-walk candles for stories, demos and tests (§2: built-in sample data). */
export function sampleCandles({
  count = DEFAULT_CANDLE_COUNT,
  seed = 7,
  period = '1min',
  end = SAMPLE_END,
  startPrice = 1250,
}: SampleCandleOptions = {}): Candle[] {
  const random = seededRandom(seed)
  const step = PERIOD_SECONDS[period]
  const first = end - (count - 1) * step
  const candles: Candle[] = []
  let price = startPrice
  for (let index = 0; index < count; index += 1) {
    const open = price
    const close = Math.max(1, open + (random() - 0.5) * open * 0.02)
    const high = Math.max(open, close) + random() * open * 0.006
    const low = Math.max(0.5, Math.min(open, close) - random() * open * 0.006)
    candles.push({
      id: first + index * step,
      open: round2(open),
      high: round2(high),
      low: round2(low),
      close: round2(close),
      volume: Math.round(200 + random() * 1800),
    })
    price = close
  }
  return candles
}

/** Deterministic values for the line chart (§9: it holds 20 to 50 points). */
export function sampleLine(count = LINE_CHART_MAX_POINTS, seed = 11, start = 100): number[] {
  const random = seededRandom(seed)
  const values: number[] = []
  let value = start
  for (let index = 0; index < count; index += 1) {
    value = Math.max(1, value + (random() - 0.48) * 4)
    values.push(round2(value))
  }
  return values
}

/** The next live tick after `last`: same id (an update of the forming candle) or the next period. */
export function nextSampleTick(
  last: Candle,
  random: () => number,
  period: KlinePeriod,
  newCandle: boolean,
): Candle {
  const close = round2(Math.max(1, last.close + (random() - 0.5) * last.close * 0.004))
  if (!newCandle) {
    return {
      ...last,
      close,
      high: Math.max(last.high, close),
      low: Math.min(last.low, close),
      volume: last.volume + Math.round(random() * 50),
    }
  }
  return {
    id: last.id + PERIOD_SECONDS[period],
    open: last.close,
    high: Math.max(last.close, close),
    low: Math.min(last.close, close),
    close,
    volume: Math.round(random() * 100),
  }
}
