import { describe, expect, it } from 'vitest'
import { klinePeriods, PriceModel } from './price.ts'

describe('the seeded price path', () => {
  const start = Date.UTC(2026, 0, 5, 9, 0)

  it('is the same for the same seed and differs for another seed', () => {
    const a = new PriceModel(1)
    const b = new PriceModel(1)
    const c = new PriceModel(2)
    const times = [0, 1000, 61_000, 3_600_000].map((t) => start + t)
    expect(times.map((t) => a.marketPrice('btcusdt', 100_000, t))).toEqual(
      times.map((t) => b.marketPrice('btcusdt', 100_000, t)),
    )
    expect(times.map((t) => a.marketPrice('btcusdt', 100_000, t))).not.toEqual(
      times.map((t) => c.marketPrice('btcusdt', 100_000, t)),
    )
  })

  it('moves like a walk: small steps per second, drift over days, never far from the base', () => {
    const model = new PriceModel(7)
    const prices = Array.from({ length: 600 }, (_, i) =>
      model.marketPrice('ethusdt', 1_000_000, start + i * 1000),
    )
    const steps = prices.slice(1).map((p, i) => Math.abs(p - (prices[i] as number)) / 1_000_000)
    expect(Math.max(...steps)).toBeLessThan(0.002)
    expect(new Set(prices).size).toBeGreaterThan(100)
    for (let day = 0; day < 60; day++) {
      const p = model.marketPrice('ethusdt', 1_000_000, start + day * 86_400_000)
      expect(p).toBeGreaterThan(700_000)
      expect(p).toBeLessThan(1_300_000)
    }
  })

  it('builds candles that join up: each closed candle closes where the next opens', () => {
    const model = new PriceModel(3)
    for (const period of Object.keys(klinePeriods) as (keyof typeof klinePeriods)[]) {
      const candles = model.history('solusdt', 50_000, period, start + 12_345, 30)
      expect(candles).toHaveLength(30)
      for (let i = 1; i < candles.length; i++) {
        expect(candles[i]?.open).toBe(candles[i - 1]?.close)
        expect(candles[i]?.id).toBe((candles[i - 1]?.id ?? 0) + klinePeriods[period] / 1000)
      }
      for (const candle of candles) {
        expect(candle.high).toBeGreaterThanOrEqual(Math.max(candle.open, candle.close))
        expect(candle.low).toBeLessThanOrEqual(Math.min(candle.open, candle.close))
      }
    }
  })
})
