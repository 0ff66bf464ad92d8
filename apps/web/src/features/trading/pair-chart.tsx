import type { KlinePeriod } from '@mandi/domain'
import type { Candle as FeedCandle } from '@mandi/state-machines'
import type { Candle, CandleChartHandle, PriceLine, VisibleStats } from '@mandi/ui-kit/charts'
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react'
import { useT } from '../../i18n/i18n.tsx'
import { LoadingBlock } from '../../layout/load-states.tsx'
import { ChartOverlayToggles } from './chart-overlay-toggles.tsx'
import { useStoredOverlays } from './chart-overlays-store.ts'
import { announcePrice, chartLabels, describeChart } from './chart-words.ts'
import type { EntryLine } from './trade-form.tsx'
import { tradeDirectionKey } from './trade-labels.ts'
import { formatQuote } from './trade-time.ts'

// The charts entry (uPlot) is its own chunk, fetched only when a chart is first shown on /kline.
const CandleChart = lazy(() => import('@mandi/ui-kit/charts').then((m) => ({ default: m.CandleChart })))

export interface PairChartProps {
  /** market/kline history, oldest first; a new array (another period) starts the chart over. */
  readonly history: readonly FeedCandle[]
  /** The latest live tick, pushed into the chart without redrawing the history. */
  readonly latest: FeedCandle | null
  readonly period: KlinePeriod
  /** The pair's title (BTC/USDT), named in the text alternative and the announcements. */
  readonly title: string
  /** Accessible name of the chart. */
  readonly label: string
  readonly summary?: string
  /** The open order's entry price, marked across the chart; null when there is none. */
  readonly entry?: EntryLine | null
}

/** A market tick as a chart candle: the chart's volume bars show the tick's traded amount (§3). */
export function toCandle(tick: FeedCandle): Candle {
  return {
    id: tick.id,
    open: tick.open,
    high: tick.high,
    low: tick.low,
    close: tick.close,
    volume: tick.amount,
  }
}

/** The candlestick chart with volume of /kline: history once, then live ticks through the chart's handle. */
export function PairChart({ history, latest, period, title, label, summary, entry = null }: PairChartProps) {
  const t = useT()
  const [overlays, setOverlays] = useStoredOverlays()
  // The words of the readout, table, text alternative and announcements (issue 18), in the reader's language.
  const words = useMemo(
    () => ({
      labels: chartLabels(t),
      describe: (stats: VisibleStats) => describeChart(t, title, period, stats),
      announce: (last: Candle) => announcePrice(t, title, last),
    }),
    [t, title, period],
  )
  const chart = useRef<CandleChartHandle>(null)
  const candles = useMemo(() => history.map(toCandle), [history])
  const price = entry?.price
  const direction = entry?.direction
  const priceLines = useMemo<readonly PriceLine[]>(
    () =>
      price === undefined || direction === undefined
        ? []
        : [
            {
              price,
              label: `${t('trading.result.chartLine', { direction: t(tradeDirectionKey(direction === 'call' ? 0 : 1)) })} ${formatQuote(price)}`,
              tone: direction === 'call' ? 'up' : 'down',
            },
          ],
    [price, direction, t],
  )

  useEffect(() => {
    if (latest) chart.current?.pushTick(toCandle(latest))
  }, [latest])

  return (
    <>
      <Suspense
        fallback={
          <div className="market-chart__chart-slot">
            <LoadingBlock label={t('trading.kline.chartLoading')} lines={6} />
          </div>
        }
      >
        <CandleChart
          ref={chart}
          candles={candles}
          period={period}
          label={label}
          priceLines={priceLines}
          overlays={overlays}
          labels={words.labels}
          describe={words.describe}
          announce={words.announce}
          {...(summary ? { summary } : {})}
        />
      </Suspense>
      <ChartOverlayToggles overlays={overlays} onChange={setOverlays} />
    </>
  )
}
