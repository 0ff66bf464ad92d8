import type uPlot from 'uplot'
import { describe, expect, it } from 'vitest'
import { DEFAULT_CHART_LABELS } from './chart-labels.ts'
import { chartOptions } from './chart-options.ts'
import { OVERLAY_SERIES } from './chart-series.ts'

const state = {
  data: () => [],
  view: () => ({ start: 0, end: 30 }),
  period: () => '1min' as const,
  lines: () => [],
}
const plot = {} as uPlot

describe('chartOptions', () => {
  it('labels prices only in the candle area, never beside the volume bars below it', () => {
    const options = chartOptions(360, 320, state, DEFAULT_CHART_LABELS, {}, [])
    const range = options.scales?.price?.range as (u: uPlot, min: number, max: number) => [number, number]
    const [bottom] = range(plot, 100, 200)
    expect(bottom).toBeLessThan(100)
    const filter = options.axes?.[1]?.filter as (u: uPlot, splits: number[]) => (number | null)[]
    expect(filter(plot, [60, 80, 100, 150, 200])).toEqual([null, null, 100, 150, 200])
  })

  it('has one series per overlay, shown only when switched on', () => {
    const options = chartOptions(360, 320, state, DEFAULT_CHART_LABELS, { ma10: true, volumeMa: true }, [])
    expect(options.series[OVERLAY_SERIES.ma5]?.show).toBe(false)
    expect(options.series[OVERLAY_SERIES.ma10]?.show).toBe(true)
    expect(options.series[OVERLAY_SERIES.volumeMa]).toMatchObject({ show: true, scale: 'vol' })
  })
})
