import { firstReads } from '@mandi/api-client/first-reads'
import { marketFeedMachine, tickSource } from '@mandi/state-machines'
import { useMachine } from '@xstate/react'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'wouter'
import { fromPromise } from 'xstate'
import { klineFeed } from '../../api/feeds/kline-feed.ts'
import { firstRead } from '../../api/first-read.ts'
import { lazyCalls } from '../../api/lazy-calls.ts'
import { useT } from '../../i18n/i18n.tsx'
import { type Pair, pairFromQuery } from '../../links/pair.ts'
import { useEmitted } from '../../machines/use-emitted.ts'
import { useRouteActive } from '../../router/route-active.ts'
import { type LiveStatus, MarketChartView } from './market-chart-view.tsx'
import { PairChart } from './pair-chart.tsx'
import { type EntryLine, TradeForm } from './trade-form.tsx'
import './strings.ts'

const feedMachine = marketFeedMachine.provide({
  actors: {
    // A first read (issue 30): the boot script's market/kline answer is decoded without Effect; another
    // period, a reload or an answer that is not a plain success goes through the call.
    loadKline: fromPromise(({ input, signal }) =>
      firstRead(
        firstReads.kline(input.code, input.period),
        () => lazyCalls.market().then((api) => api.kline(input.code, input.period)),
        signal,
      ),
    ),
    ticks: tickSource((code, period, handlers) => klineFeed.subscribe(code, period, handlers)),
  },
})

const noop = () => {}

/**
 * /kline?name&code&title container (keep-alive). Without a code the view offers a way out; with one, the
 * pair's feed runs (a new machine per code).
 */
export function MarketChartScreen() {
  const [params] = useSearchParams()
  const pair = pairFromQuery(params)
  if (pair === null) {
    return (
      <MarketChartView
        pair={null}
        period="1min"
        chartStatus="loading"
        chart={null}
        lastPrice={null}
        form={null}
        onPeriodChange={noop}
        onRetry={noop}
      />
    )
  }
  return <KlineFeed key={pair.code} pair={pair} />
}

/**
 * Runs `marketFeedMachine`: history from market/kline for the chosen period, live ticks from the kline socket
 * only while the route is shown (useRouteActive → `pause` / `resume`), so a hidden page holds no subscription
 * and returning resubscribes without asking for the history again. The chart gets the loaded history (a new
 * array only per load) and the latest tick apart, so a tick never redraws the history.
 */
function KlineFeed({ pair }: { pair: Pair }) {
  const t = useT()
  const active = useRouteActive()
  const [snapshot, send, actor] = useMachine(feedMachine, { input: { code: pair.code } })
  useEmitted(actor)
  useEffect(() => {
    send({ type: active ? 'resume' : 'pause' })
  }, [active, send])

  // The open order's entry price, reported by the form and marked on the chart.
  const [entry, setEntry] = useState<EntryLine | null>(null)

  const { history, latest, period, liveStopped } = snapshot.context
  const last = latest ?? history?.at(-1)
  // Stopped: Retry is offered while nothing is being tried; once a reload or a new subscription is under way
  // the screen says it is reconnecting, until a price comes (which clears liveStopped).
  const liveStatus: LiveStatus = !liveStopped
    ? 'live'
    : snapshot.matches('halted') || snapshot.matches('failed')
      ? 'stopped'
      : 'resuming'
  return (
    <MarketChartView
      pair={pair}
      period={period}
      // A reload (after the socket gave up) keeps the chart of the history held; only no history at all is
      // a loading or error state.
      chartStatus={history !== null ? 'ready' : snapshot.matches('failed') ? 'error' : 'loading'}
      chart={
        history !== null && (
          <PairChart
            history={history}
            latest={latest}
            period={period}
            title={pair.title}
            label={t('trading.kline.chartLabel', {
              title: pair.title,
              period: t(`trading.kline.period.${period}`),
            })}
            entry={entry}
          />
        )
      }
      lastPrice={last ? last.close : null}
      liveStatus={liveStatus}
      form={<TradeForm key={pair.code} pair={pair} onEntryLine={setEntry} />}
      onPeriodChange={(next) => {
        if (next !== period) send({ type: 'switchPeriod', period: next })
      }}
      onRetry={() => send({ type: 'reconnect' })}
    />
  )
}
