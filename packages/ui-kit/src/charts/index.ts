// Entry '@mandi/ui-kit/charts': kept apart from the main entry so uPlot loads only on chart routes.

// The sample charts' seeded generator (domain's), under the name the bench's chart page uses.
export { seededRandom as mulberry32 } from '@mandi/domain'
export type { Candle } from './candle.ts'
export type { CandleChartHandle, CandleChartProps } from './candle-chart.tsx'
export { CandleChart } from './candle-chart.tsx'
export type { ChartLabels } from './chart-labels.ts'
export { DEFAULT_CHART_LABELS, formatChartPrice, readoutTime } from './chart-labels.ts'
export type { FrameScheduler } from './frame-scheduler.ts'
export { createFrameScheduler } from './frame-scheduler.ts'
export type { ChartOverlays, VisibleStats } from './indicators.ts'
export { MA_PERIODS, movingAverage, VOLUME_MA_PERIOD, visibleCandles, visibleStats } from './indicators.ts'
export type { LineChartProps } from './line-chart.tsx'
export { LineChart } from './line-chart.tsx'
export { linePoints } from './line-points.ts'
export type { MergeResult, TickChange } from './merge-tick.ts'
export { MAX_CANDLES, mergeTick } from './merge-tick.ts'
export { PERIOD_SECONDS } from './periods.ts'
export { ANNOUNCE_INTERVAL_MS, isTyping, usePoliteAnnouncer } from './polite-announcer.ts'
export type { PriceLine } from './price-lines.ts'
export { rangeWithLines } from './price-lines.ts'
export type { SampleCandleOptions } from './sample-data.ts'
export { nextSampleTick, sampleCandles, sampleLine } from './sample-data.ts'
export { HOLD_MS } from './time-gestures.ts'
export type { ViewWindow } from './view-window.ts'
export {
  carryWindow,
  clampWindow,
  followsLatest,
  latestWindow,
  MIN_VISIBLE,
  panWindow,
  zoomWindow,
} from './view-window.ts'
