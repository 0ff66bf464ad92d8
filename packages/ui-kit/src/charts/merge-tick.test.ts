import { describe, expect, it } from 'vitest'
import type { Candle } from './candle.ts'
import { mergeTick } from './merge-tick.ts'

const candle = (id: number, close: number): Candle => ({ id, open: 10, high: 12, low: 9, close, volume: 5 })
const history = [candle(60, 10), candle(120, 11), candle(180, 12)]

describe('mergeTick', () => {
  it('replaces the last candle when the tick has its id', () => {
    const { candles, change } = mergeTick(history, candle(180, 13))
    expect(change).toBe('replaced')
    expect(candles).toHaveLength(3)
    expect(candles[2]?.close).toBe(13)
    expect(history[2]?.close).toBe(12)
  })

  it('appends a candle for a newer id', () => {
    const { candles, change } = mergeTick(history, candle(240, 14))
    expect(change).toBe('appended')
    expect(candles.map((c) => c.id)).toEqual([60, 120, 180, 240])
  })

  it('ignores a tick older than the last candle, even one matching an earlier candle', () => {
    for (const id of [120, 60, 0, 179]) {
      const result = mergeTick(history, candle(id, 99))
      expect(result.change).toBe('ignored')
      expect(result.candles).toBe(history)
    }
  })

  it('starts a series from an empty history', () => {
    expect(mergeTick([], candle(60, 1))).toEqual({ candles: [candle(60, 1)], change: 'appended' })
  })

  it('keeps at most `max` candles, dropping the oldest', () => {
    const { candles } = mergeTick(history, candle(240, 1), 3)
    expect(candles.map((c) => c.id)).toEqual([120, 180, 240])
  })

  it('applies a stream of ticks in order: updates, a new candle, a late tick', () => {
    let candles: readonly Candle[] = history
    const changes: string[] = []
    for (const tick of [
      candle(180, 12.5),
      candle(180, 12.7),
      candle(240, 13),
      candle(180, 1),
      candle(240, 13.2),
    ]) {
      const result = mergeTick(candles, tick)
      candles = result.candles
      changes.push(result.change)
    }
    expect(changes).toEqual(['replaced', 'replaced', 'appended', 'ignored', 'replaced'])
    expect(candles.map((c) => [c.id, c.close])).toEqual([
      [60, 10],
      [120, 11],
      [180, 12.7],
      [240, 13.2],
    ])
  })
})
