import type { Tick } from '@mandi/api-client'
import type { KlinePeriod } from '@mandi/domain'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'wouter'
import { api } from '../../api/client.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { useT } from '../../i18n/i18n.tsx'
import { useRouteActive } from '../../router/route-active.ts'
import { KlineChart } from './kline-chart.tsx'
import { KlineView } from './kline-view.tsx'
import { pairFromQuery } from './pair.ts'
import { TradeForm } from './trade-form.tsx'

const NO_TICKS: readonly Tick[] = []

/**
 * /kline?name&code&title container (keep-alive). History comes from market/kline for the chosen period;
 * live ticks come from the kline socket only while the route is shown (useRouteActive), so a hidden page
 * holds no subscription, and returning resubscribes without asking for the history again.
 */
export function KlineScreen() {
  const t = useT()
  const [params] = useSearchParams()
  const pair = pairFromQuery(params)
  const code = pair?.code ?? ''
  const active = useRouteActive()
  const [period, setPeriod] = useState<KlinePeriod>('1min')
  const history = useApiQuery(`kline:${code}:${period}`, () => api.market.kline(code, period), {
    enabled: code !== '',
    isEmpty: () => false,
  })
  // The latest tick with the symbol it belongs to, so a tick of another period or pair is never shown.
  const [live, setLive] = useState<{ symbol: string; tick: Tick } | null>(null)
  const symbol = `${code}:${period}`
  const latest = live?.symbol === symbol ? live.tick : null
  const loaded = history.state.status === 'success'
  const candles = history.state.status === 'success' ? history.state.data : NO_TICKS

  useEffect(() => {
    if (!active || !loaded || code === '') return
    const subscription = api.market.subscribeKline(code, period, {
      onTick: (tick) => setLive({ symbol: `${code}:${period}`, tick }),
    })
    return () => subscription.close()
  }, [active, loaded, code, period])

  const last = latest ?? candles[candles.length - 1]
  return (
    <KlineView
      pair={pair}
      period={period}
      chartStatus={history.state.status === 'error' ? 'error' : loaded ? 'ready' : 'loading'}
      chart={
        <KlineChart
          history={candles}
          latest={latest}
          period={period}
          label={t('trading.kline.chartLabel', { title: pair?.title ?? code, period })}
        />
      }
      lastPrice={last ? last.close : null}
      form={pair ? <TradeForm key={pair.code} pair={pair} /> : null}
      onPeriodChange={setPeriod}
      onRetry={history.reload}
    />
  )
}
