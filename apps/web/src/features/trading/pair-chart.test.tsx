import { describe, expect, it } from 'vitest'
import { toCandle } from './pair-chart.tsx'

describe('toCandle', () => {
  it("maps a market tick to a chart candle whose volume is the tick's traded amount", () => {
    expect(toCandle({ id: 60, open: 1, close: 2, high: 3, low: 0.5, amount: 42, vol: 84 })).toEqual({
      id: 60,
      open: 1,
      high: 3,
      low: 0.5,
      close: 2,
      volume: 42,
    })
  })
})
