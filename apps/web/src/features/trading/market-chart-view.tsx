import { KLINE_PERIODS, type KlinePeriod } from '@mandi/domain'
import { Button, Tabs } from '@mandi/ui-kit'
import { ReceiptText } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { ErrorBlock, LoadingBlock } from '../../layout/load-states.tsx'
import { DEFAULT_PAIR, type Pair, pairQuery } from '../../links/pair.ts'
import { formatQuote } from './trade-time.ts'
import './market-chart-top.css'
import './market-chart-view.css'

export type ChartStatus = 'loading' | 'error' | 'ready'

/**
 * Live prices: flowing (`live`), stopped with Retry offered (`stopped`: the socket gave up), or being
 * resumed (`resuming`: Retry was tapped or the feed tries by itself; stopped until a price comes).
 */
export type LiveStatus = 'live' | 'stopped' | 'resuming'

export interface MarketChartViewProps {
  /** null when the page was opened without a code: a message with a way out replaces the chart. */
  readonly pair: Pair | null
  readonly period: KlinePeriod
  readonly chartStatus: ChartStatus
  /** The chart itself (lazy uPlot chart in the app, sample data in stories). */
  readonly chart: ReactNode
  /** The latest close, from history or a live tick; null before any. */
  readonly lastPrice: number | null
  /** Whether live prices reach the chart; said only once there is a chart. Defaults to live. */
  readonly liveStatus?: LiveStatus
  /** Resumes live prices (reloads the candles missed and subscribes again). Defaults to onRetry. */
  readonly onRetryLive?: () => void
  /** The trade form under the chart. */
  readonly form: ReactNode
  readonly onPeriodChange: (period: KlinePeriod) => void
  readonly onRetry: () => void
}

/** The market chart page /kline (spec §2): pair, periods, candles with volume, link to /recods, trade form. */
export function MarketChartView(props: MarketChartViewProps) {
  const t = useT()
  if (props.pair === null) return <NoPair />
  const { pair } = props
  return (
    <section className="screen market-chart">
      <header className="market-chart__header">
        <div className="market-chart__pair">
          <h1 className="market-chart__title">{pair.title}</h1>
          {pair.name && <p className="market-chart__name">{pair.name}</p>}
        </div>
        <Link className="market-chart__records" to={`/recods?${pairQuery(pair)}`}>
          <ReceiptText size={18} aria-hidden="true" />
          {t('trading.kline.records')}
        </Link>
      </header>
      <p className="market-chart__price">
        <span className="market-chart__price-label">{t('trading.kline.last')}</span>{' '}
        <strong>{props.lastPrice === null ? '—' : formatQuote(props.lastPrice)}</strong>
      </p>
      <Tabs
        label={t('trading.kline.periods')}
        items={KLINE_PERIODS.map((period) => ({ value: period, label: t(`trading.kline.period.${period}`) }))}
        value={props.period}
        onChange={(value) => props.onPeriodChange(value as KlinePeriod)}
      />
      <div className="market-chart__chart">
        {props.chartStatus === 'loading' && (
          <div className="market-chart__chart-pending">
            <LoadingBlock label={t('trading.kline.chartLoading')} lines={6} />
          </div>
        )}
        {props.chartStatus === 'error' && (
          <ErrorBlock message={t('trading.kline.chartFailed')} onRetry={props.onRetry} />
        )}
        {props.chartStatus === 'ready' && (props.liveStatus ?? 'live') !== 'live' && (
          <LiveStopped
            resuming={props.liveStatus === 'resuming'}
            onRetry={props.onRetryLive ?? props.onRetry}
          />
        )}
        {props.chartStatus === 'ready' && props.lastPrice === null && (
          // Loaded, but the server has no candle for this pair and period, and no tick has come: say so
          // rather than show an empty frame. The chart stays mounted so the first live price draws in it.
          <p className="market-chart__no-prices" role="status">
            {t('trading.kline.noPrices')}
          </p>
        )}
        {props.chartStatus === 'ready' && props.chart}
      </div>
      {props.form}
    </section>
  )
}

/** Says plainly that the chart no longer moves, with Retry; gone as soon as a price comes again. */
function LiveStopped({ resuming, onRetry }: { resuming: boolean; onRetry: () => void }) {
  const t = useT()
  return (
    <div className="market-chart__stopped" role="status">
      <p className="market-chart__stopped-text">
        <strong>{t('trading.kline.liveStopped')}</strong>{' '}
        {resuming ? t('trading.kline.liveResuming') : t('trading.kline.liveStoppedHint')}
      </p>
      {!resuming && (
        <Button variant="secondary" onClick={onRetry}>
          {t('trading.kline.liveRetry')}
        </Button>
      )}
    </div>
  )
}

function NoPair() {
  const t = useT()
  return (
    <section className="screen market-chart market-chart--empty">
      <h1 className="screen__title">{t('trading.kline.noPair.title')}</h1>
      <p>{t('trading.kline.noPair.body')}</p>
      <nav className="market-chart__ways">
        <Link to={`/kline?${pairQuery(DEFAULT_PAIR)}`}>{t('trading.kline.noPair.defaultPair')}</Link>
        <Link to="/trde">{t('trading.kline.noPair.market')}</Link>
      </nav>
    </section>
  )
}
