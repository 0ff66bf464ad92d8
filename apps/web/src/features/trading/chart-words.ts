import type { KlinePeriod } from '@mandi/domain'
// Types only: the charts entry (uPlot) stays in its own chunk, loaded by the chart.
import type { Candle, ChartLabels, VisibleStats } from '@mandi/ui-kit/charts'
import type { Translate } from '../../i18n/i18n.tsx'
import { formatQuote } from './trade-time.ts'

const percent = new Intl.NumberFormat('en-IN', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** The chart's readout, legend and table words in the reader's language. */
export function chartLabels(t: Translate): ChartLabels {
  return {
    time: t('trading.chart.time'),
    open: t('trading.chart.open'),
    high: t('trading.chart.high'),
    low: t('trading.chart.low'),
    close: t('trading.chart.close'),
    volume: t('trading.chart.volume'),
    ma5: t('trading.chart.ma5'),
    ma10: t('trading.chart.ma10'),
    ma30: t('trading.chart.ma30'),
    volumeMa: t('trading.chart.volumeMa'),
    showTable: t('trading.chart.showTable'),
    showChart: t('trading.chart.showChart'),
    tableCaption: t('trading.chart.tableCaption'),
  }
}

/**
 * The chart's text alternative (issue 18): pair, period, last price, the change over the visible candles
 * (last close against the first open) and their high and low. It follows the part the user panned to.
 */
export function describeChart(t: Translate, title: string, period: KlinePeriod, stats: VisibleStats): string {
  const amount = formatQuote(Math.abs(stats.change))
  const share = percent.format(Math.abs(stats.changeRatio))
  const change =
    stats.change > 0
      ? t('trading.chart.up', { amount, percent: share })
      : stats.change < 0
        ? t('trading.chart.down', { amount, percent: share })
        : t('trading.chart.unchanged')
  return t('trading.chart.describe', {
    title,
    period: t(`trading.kline.period.${period}`),
    last: formatQuote(stats.last.close),
    change,
    count: stats.count,
    high: formatQuote(stats.high),
    low: formatQuote(stats.low),
  })
}

/** The polite announcement of a live price (the chart speaks it at most every 10 s, never while typing). */
export function announcePrice(t: Translate, title: string, last: Candle): string {
  return t('trading.chart.announce', { title, price: formatQuote(last.close) })
}
