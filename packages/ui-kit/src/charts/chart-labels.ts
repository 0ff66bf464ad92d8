import type { KlinePeriod } from '@mandi/domain'
import { timeLabel } from './time-label.ts'

/** Words of the chart's readout, legend and table; the screen passes its translations. */
export interface ChartLabels {
  readonly time: string
  readonly open: string
  readonly high: string
  readonly low: string
  readonly close: string
  readonly volume: string
  readonly ma5: string
  readonly ma10: string
  readonly ma30: string
  readonly volumeMa: string
  readonly showTable: string
  readonly showChart: string
  readonly tableCaption: string
}

export const DEFAULT_CHART_LABELS: ChartLabels = {
  time: 'Time',
  open: 'Open',
  high: 'High',
  low: 'Low',
  close: 'Close',
  volume: 'Volume',
  ma5: 'MA 5',
  ma10: 'MA 10',
  ma30: 'MA 30',
  volumeMa: 'Vol MA 5',
  showTable: 'Show as table',
  showChart: 'Show chart',
  tableCaption: 'Visible candles, newest first',
}

const dayAndTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
})

/** The readout's time of a candle (Unix seconds): "25 Nov, 2:05 pm" intraday, "25 Nov" for 1day; India time. */
export function readoutTime(seconds: number, period: KlinePeriod): string {
  return period === '1day' ? timeLabel(seconds, period) : dayAndTime.format(new Date(seconds * 1000))
}

const price = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 8 })

/** A market price as the chart shows it (a quote, not money). */
export function formatChartPrice(value: number): string {
  return price.format(value)
}
