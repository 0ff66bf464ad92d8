import type { KlinePeriod } from '@mandi/domain'
import type uPlot from 'uplot'
import { colors } from '../tokens/tokens.ts'
import type { Candle } from './candle.ts'
import type { ChartLabels } from './chart-labels.ts'
import { chartSeries } from './chart-series.ts'
import type { ChartOverlays } from './indicators.ts'
import { type PriceLine, rangeWithLines } from './price-lines.ts'
import { timeLabel } from './time-label.ts'
import type { ViewWindow } from './view-window.ts'

export const toScale = (window: ViewWindow) => ({ min: window.start - 0.5, max: window.end - 0.5 })

/** What the options read at draw time (refs of the chart component), so a new value needs no rebuild. */
export interface ChartState {
  readonly data: () => readonly Candle[]
  readonly view: () => ViewWindow
  readonly period: () => KlinePeriod
  readonly lines: () => readonly PriceLine[]
}

/**
 * uPlot options of the candle chart. Candles use the top ~70 % of the price scale and volume bars the bottom
 * quarter on their own scale; the price axis labels only the candle area, never the volume bars.
 */
export function chartOptions(
  width: number,
  height: number,
  state: ChartState,
  labels: ChartLabels,
  overlays: ChartOverlays,
  plugins: uPlot.Plugin[],
): uPlot.Options {
  // The lowest price of the candle area: below it the price scale only makes room for the volume bars.
  let candleFloor = Number.NEGATIVE_INFINITY
  return {
    width,
    height,
    legend: { show: false },
    cursor: {
      x: true,
      y: true,
      points: { show: false },
      drag: { x: false, y: false, setScale: false },
    },
    scales: {
      x: { time: false, auto: false, range: () => [toScale(state.view()).min, toScale(state.view()).max] },
      price: {
        range: (_u, dataMin, dataMax) => {
          const [min, max] = rangeWithLines(dataMin, dataMax, state.lines()) ?? [0, 1]
          candleFloor = min
          return [min - (max - min) * 0.4 - 1e-9, max + (max - min) * 0.05 + 1e-9]
        },
      },
      vol: { range: (_u, _min, max) => [0, Math.max(1, max) * 4] },
    },
    axes: [
      {
        stroke: colors.textMuted,
        grid: { show: false },
        space: 64,
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500],
        values: (_u, splits) =>
          splits.map((index) => {
            const candle = state.data()[Math.round(index)]
            return candle && Number.isInteger(index) ? timeLabel(candle.id, state.period()) : ''
          }),
      },
      {
        scale: 'price',
        side: 1,
        stroke: colors.textMuted,
        grid: { stroke: colors.border, width: 1 },
        size: 56,
        // No price label, tick or grid line in the volume area: a price there would label a volume bar.
        filter: (_u, splits) => splits.map((value) => (value >= candleFloor ? value : null)),
      },
    ],
    series: chartSeries(labels, overlays),
    plugins,
  }
}
