import {
  DEFAULT_CANDLE_COUNT,
  LINE_CHART_MAX_POINTS,
  LINE_CHART_MIN_POINTS,
  seededRandom,
} from '@mandi/domain'
import { describe, expect, it } from 'vitest'
import { linePoints } from './line-points.ts'
import { nextSampleTick, sampleCandles, sampleLine } from './sample-data.ts'
import { timeLabel } from './time-label.ts'

describe('sample data', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    expect(sampleCandles({ seed: 3 })).toEqual(sampleCandles({ seed: 3 }))
    expect(sampleCandles({ seed: 3 })).not.toEqual(sampleCandles({ seed: 4 }))
  })

  it('makes 30 well-formed candles by default, one period apart', () => {
    const candles = sampleCandles({ period: '5min' })
    expect(candles).toHaveLength(DEFAULT_CANDLE_COUNT)
    for (const [index, c] of candles.entries()) {
      expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close))
      expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close))
      expect(c.volume).toBeGreaterThan(0)
      if (index > 0) expect(c.id - (candles[index - 1]?.id ?? 0)).toBe(300)
    }
  })

  it('produces live ticks that update the forming candle or open the next one', () => {
    const random = seededRandom(1)
    const last = sampleCandles({ count: 1 })[0]
    if (!last) throw new Error('no candle')
    expect(nextSampleTick(last, random, '1min', false).id).toBe(last.id)
    expect(nextSampleTick(last, random, '1min', true).id).toBe(last.id + 60)
  })

  it('line data fits the 20 to 50 points of the line chart', () => {
    expect(sampleLine()).toHaveLength(LINE_CHART_MAX_POINTS)
    expect(sampleLine(LINE_CHART_MIN_POINTS)).toHaveLength(LINE_CHART_MIN_POINTS)
    const many = sampleLine(80)
    expect(linePoints(many)).toEqual(many.slice(30))
  })

  it('labels candle times in Indian time', () => {
    // 2026-11-22 03:45 UTC is 09:15 IST.
    expect(timeLabel(1795319100, '1min')).toBe('09:15')
    expect(timeLabel(1795319100, '1day')).toBe('22 Nov')
  })
})
