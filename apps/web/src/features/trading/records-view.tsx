import type { TradeOrder } from '@mandi/api-client'
import { displayedTradeProfit, formatRupees } from '@mandi/domain'
import { StatusPill } from '@mandi/ui-kit'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { EmptyBlock, ErrorBlock, LoadingBlock } from './load-states.tsx'
import { openTradeText } from './open-trade-text.ts'
import { type Pair, pairQuery } from './pair.ts'
import { tradeDirectionKey, tradeStatusKey, tradeStatusTone } from './trade-labels.ts'
import './records-view.css'

export type RecordsStatus = 'loading' | 'empty' | 'error' | 'success'

export interface RecordsViewProps {
  /** null when opened without a pair: nothing to filter by. */
  readonly pair: Pair | null
  readonly status: RecordsStatus
  /** The user's orders of this pair, newest first (processing and settled together). */
  readonly orders: readonly TradeOrder[]
  readonly onRetry: () => void
}

/** /recods (spec §2 leaves it open): the user's trades for the pair of the chart page. */
export function RecordsView({ pair, status, orders, onRetry }: RecordsViewProps) {
  const t = useT()
  return (
    <section className="screen records">
      <h1 className="screen__title">{t('trading.records.title')}</h1>
      {pair === null ? (
        <p>
          {t('trading.records.noPair')}{' '}
          <Link className="tap-link" to="/kline">
            {t('trading.records.chart')}
          </Link>
        </p>
      ) : (
        <>
          <p className="records__filter">{t('trading.records.filtered', { title: pair.title })}</p>
          {status === 'loading' && <LoadingBlock label={t('shell.common.loading')} />}
          {status === 'error' && <ErrorBlock onRetry={onRetry} />}
          {status === 'empty' && (
            <EmptyBlock title={t('trading.records.empty')} description={t('trading.records.emptyBody')} />
          )}
          {status === 'success' && (
            <ul className="records__list">
              {orders.map((order) => (
                <li key={order.id}>
                  <Link className="records__item" to={`/detail?id=${order.id}`}>
                    <span className="records__main">
                      <span className="records__direction">{t(tradeDirectionKey(order.path))}</span>
                      <span className="records__amount">{formatRupees(order.amount)}</span>
                      <span className="records__time">{order.createdAt}</span>
                    </span>
                    <span className="records__end">
                      {order.status === 0 ? (
                        <OpenLabel createdAt={order.createdAt} />
                      ) : (
                        <>
                          <StatusPill
                            label={t(tradeStatusKey(order.status))}
                            tone={tradeStatusTone(order.status)}
                          />
                          <span className="records__profit">
                            {formatRupees(displayedTradeProfit(order.status, order.profitAmount))}
                          </span>
                        </>
                      )}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Link className="records__back" to={`/kline?${pairQuery(pair)}`}>
            {t('trading.records.chart')}
          </Link>
        </>
      )}
    </section>
  )
}

/** An open order (status 0) has no profit yet: when it settles says more than ₹0.00. */
function OpenLabel({ createdAt }: { createdAt: string }) {
  const t = useT()
  return <span className="records__open">{openTradeText(t, createdAt)}</span>
}
