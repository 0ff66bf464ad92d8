import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Candle } from './candle.ts'
import { movingAverage, visibleCandles, visibleStats } from './indicators.ts'

const candle = (id: number, open: number, high: number, low: number, close: number): Candle => ({
  id,
  open,
  high,
  low,
  close,
  volume: 1,
})

describe('movingAverage', () => {
  it('is null until a full window, then the mean of the last values', () => {
    expect(movingAverage([1, 2, 3, 4, 5], 3)).toEqual([null, null, 2, 3, 4])
  })

  it('matches the mean computed window by window', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 10 }),
        (values, period) => {
          const fast = movingAverage(values, period)
          values.forEach((_, index) => {
            if (index < period - 1) expect(fast[index]).toBeNull()
            else {
              const window = values.slice(index - period + 1, index + 1)
              expect(fast[index]).toBeCloseTo(window.reduce((a, b) => a + b, 0) / period, 9)
            }
          })
        },
      ),
    )
  })
})

describe('visibleStats', () => {
  const candles = [candle(1, 10, 12, 9, 11), candle(2, 11, 15, 10, 14), candle(3, 14, 14, 8, 9)]

  it('gives the high, low and change over the visible candles only', () => {
    expect(visibleStats(candles, { start: 1, end: 3 })).toMatchObject({
      high: 15,
      low: 8,
      change: -2,
      count: 2,
    })
    expect(visibleStats(candles, { start: 0, end: 2 })?.changeRatio).toBeCloseTo(0.4)
  })

  it('is null when nothing is visible', () => {
    expect(visibleStats([], { start: 0, end: 30 })).toBeNull()
  })
})

describe('visibleCandles', () => {
  it('lists the visible candles newest first, up to the limit', () => {
    const candles = Array.from({ length: 10 }, (_, index) => candle(index, 1, 1, 1, 1))
    expect(visibleCandles(candles, { start: 2, end: 6 }).map((c) => c.id)).toEqual([5, 4, 3, 2])
    expect(visibleCandles(candles, { start: 0, end: 10 }, 3).map((c) => c.id)).toEqual([9, 8, 7])
  })
})
