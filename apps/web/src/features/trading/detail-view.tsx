import type { TradeOrder } from '@mandi/api-client'
import { displayedTradeProfit, formatRupees } from '@mandi/domain'
import { StatusPill } from '@mandi/ui-kit'
import { useT } from '../../i18n/i18n.tsx'
import { EmptyBlock, ErrorBlock, LoadingBlock } from './load-states.tsx'
import { openTradeText } from './open-trade-text.ts'
import { tradeDirectionKey, tradeStatusKey, tradeStatusTone } from './trade-labels.ts'
import { formatQuote, settleTimeOf } from './trade-time.ts'
import './detail-view.css'

export type DetailStatus = 'missing-id' | 'loading' | 'error' | 'not-found' | 'success'

export interface DetailViewProps {
  readonly status: DetailStatus
  readonly order: TradeOrder | null
  readonly onRetry: () => void
}

/** /detail: one trade order (spec §2, §4: status labels, profit only when status 1, 1 minute). */
export function DetailView({ status, order, onRetry }: DetailViewProps) {
  const t = useT()
  const statusText = (o: TradeOrder) => {
    return o.status === 0 ? openTradeText(t, o.createdAt) : t(tradeStatusKey(o.status))
  }
  return (
    <section className="screen trade-detail">
      <h1 className="screen__title">{t('trading.order.title')}</h1>
      {status === 'missing-id' && <EmptyBlock title={t('trading.order.missingId')} />}
      {status === 'loading' && <LoadingBlock label={t('shell.common.loading')} lines={6} />}
      {status === 'error' && <ErrorBlock onRetry={onRetry} />}
      {status === 'not-found' && (
        <EmptyBlock title={t('trading.order.notFound')} description={t('trading.order.notFoundBody')} />
      )}
      {status === 'success' && order && (
        <dl className="trade-detail__list">
          <Row label={t('trading.order.pair')} value={order.title} />
          <Row label={t('trading.order.direction')} value={t(tradeDirectionKey(order.path))} />
          <Row label={t('trading.order.amount')} value={formatRupees(order.amount)} />
          <div className="trade-detail__row">
            <dt>{t('trading.order.status')}</dt>
            <dd>
              <StatusPill label={statusText(order)} tone={tradeStatusTone(order.status)} />
            </dd>
          </div>
          {order.status === 0 ? (
            // Open: no profit yet (₹0.00 would read as a result); when it settles instead.
            <Row label={t('trading.order.settlesAt')} value={settleTimeOf(order.createdAt) ?? '—'} />
          ) : (
            <Row
              label={t('trading.order.profit')}
              value={formatRupees(displayedTradeProfit(order.status, order.profitAmount))}
            />
          )}
          <Row label={t('trading.order.openPrice')} value={formatQuote(order.openPrice)} />
          <Row
            label={t('trading.order.closePrice')}
            value={order.closePrice === null ? t('trading.order.pending') : formatQuote(order.closePrice)}
          />
          <Row label={t('trading.order.time')} value={order.createdAt} />
          <Row label={t('trading.order.duration')} value={t('trading.form.durationValue')} />
        </dl>
      )}
    </section>
  )
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="trade-detail__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}
