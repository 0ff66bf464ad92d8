import { describe, expect, it } from 'vitest'
import {
  carryWindow,
  clampWindow,
  followsLatest,
  latestWindow,
  MIN_VISIBLE,
  panWindow,
  zoomWindow,
} from './view-window.ts'

describe('view window', () => {
  it('shows the newest 30 candles by default, or all when there are fewer', () => {
    expect(latestWindow(100, 30)).toEqual({ start: 70, end: 100 })
    expect(latestWindow(12, 30)).toEqual({ start: 0, end: 12 })
  })

  it('pans along time and stops at both ends of the data', () => {
    const window = latestWindow(100, 30)
    expect(panWindow(window, -10, 100)).toEqual({ start: 60, end: 90 })
    expect(panWindow(window, 10, 100)).toEqual({ start: 70, end: 100 })
    expect(panWindow(window, -500, 100)).toEqual({ start: 0, end: 30 })
  })

  it('pinches in around the anchor, never below MIN_VISIBLE candles', () => {
    const zoomed = zoomWindow({ start: 70, end: 100 }, 0.5, 85, 100)
    expect(zoomed.end - zoomed.start).toBeCloseTo(15)
    expect((zoomed.start + zoomed.end) / 2).toBeCloseTo(85)
    const tight = zoomWindow({ start: 70, end: 100 }, 0.01, 85, 100)
    expect(tight.end - tight.start).toBe(MIN_VISIBLE)
  })

  it('pinches out no further than the whole series and stays inside it', () => {
    const wide = zoomWindow({ start: 70, end: 100 }, 10, 99, 100)
    expect(wide).toEqual({ start: 0, end: 100 })
    const edge = zoomWindow({ start: 70, end: 100 }, 1.5, 99, 100)
    expect(edge.end).toBeLessThanOrEqual(100)
    expect(edge.start).toBeGreaterThanOrEqual(0)
  })

  it('clamps a window that slid past the data', () => {
    expect(clampWindow({ start: 95, end: 125 }, 100)).toEqual({ start: 70, end: 100 })
    expect(clampWindow({ start: -5, end: 25 }, 100)).toEqual({ start: 0, end: 30 })
  })

  it('knows when the newest candle is on screen', () => {
    expect(followsLatest({ start: 70, end: 100 }, 100)).toBe(true)
    expect(followsLatest({ start: 60, end: 90 }, 100)).toBe(false)
  })

  describe('carried over a reload of the same series', () => {
    /** Candles with open times `from`, `from + 60`, … (1min). */
    const series = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ id: from + i * 60 }))
    const previous = series(0, 100)

    it('shows the same candle times at the same zoom when the reload holds them at other indexes', () => {
      // Panned back and zoomed in: candles 40…52 (times 2400…3060), half a candle in.
      const window = { start: 40.5, end: 52.5 }
      // Reloaded with 20 newer candles and 20 older ones dropped (times 1200…7140).
      const next = series(1200, 100)
      expect(carryWindow(window, previous, next)).toEqual({ start: 20.5, end: 32.5 })
    })

    it('keeps following the newest candle when the window was following it', () => {
      const window = latestWindow(100, 12)
      expect(carryWindow(window, previous, series(1200, 100))).toEqual({ start: 88, end: 100 })
      expect(carryWindow(window, previous, series(0, 130))).toEqual({ start: 118, end: 130 })
    })

    it('starts at the oldest candle when the shown times fell off the history, and stays inside it', () => {
      expect(carryWindow({ start: 2, end: 32 }, previous, series(3000, 100))).toEqual({ start: 0, end: 30 })
      // A shorter reload: the window keeps its size as far as the data allows.
      expect(carryWindow({ start: 50, end: 80 }, previous, series(0, 60))).toEqual({ start: 30, end: 60 })
      expect(carryWindow({ start: 10, end: 40 }, [], series(0, 60))).toEqual({ start: 30, end: 60 })
    })
  })
})
