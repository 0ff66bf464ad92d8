import type { TradeOrder } from '@mandi/api-client'
import { subtractPaise, tradeResult, ZERO_PAISE } from '@mandi/domain'
import { Money, StatusPill } from '@mandi/ui-kit'
import type { ReactNode } from 'react'
import { useT } from '../../i18n/i18n.tsx'
import { useTimeFormat } from '../../i18n/use-time-format.ts'
import { ActionLink, EmptyBlock, ErrorBlock, LoadingBlock } from '../../layout/load-states.tsx'
import { openTradeText } from './open-trade-text.ts'
import { tradeDirectionKey, tradeStatusKey, tradeStatusTone } from './trade-labels.ts'
import { formatQuote, settleTimeOf } from './trade-time.ts'
import './order-detail-view.css'

export type OrderDetailStatus = 'missing-id' | 'loading' | 'error' | 'not-found' | 'success'

export interface OrderDetailViewProps {
  readonly status: OrderDetailStatus
  readonly order: TradeOrder | null
  readonly onRetry: () => void
}

/** Where every trade is listed: the way on from an order that cannot be shown. */
const TRADES = '/position?view=trades'

/** /detail: one trade order (spec §2, §4: status labels, profit only when status 1, 1 minute). */
export function OrderDetailView({ status, order, onRetry }: OrderDetailViewProps) {
  const t = useT()
  const time = useTimeFormat()
  const statusText = (o: TradeOrder) => {
    return o.status === 0 ? openTradeText(t, o.createdAt, time.intlLocale) : t(tradeStatusKey(o.status))
  }
  const trades = <ActionLink to={TRADES}>{t('trading.order.allTrades')}</ActionLink>
  return (
    <section className="screen trade-detail">
      <h1 className="screen__title">{t('trading.order.title')}</h1>
      {status === 'missing-id' && <EmptyBlock title={t('trading.order.missingId')} action={trades} />}
      {status === 'loading' && <LoadingBlock label={t('shell.common.loading')} lines={6} />}
      {status === 'error' && <ErrorBlock onRetry={onRetry} />}
      {status === 'not-found' && (
        <EmptyBlock
          title={t('trading.order.notFound')}
          description={t('trading.order.notFoundBody')}
          action={trades}
        />
      )}
      {status === 'success' && order && (
        <dl className="trade-detail__list">
          <Row label={t('trading.order.pair')} value={order.title} />
          <Row label={t('trading.order.direction')} value={t(tradeDirectionKey(order.path))} />
          <Row label={t('trading.order.amount')} value={<Money amount={order.amount} />} />
          <Row
            label={t('trading.order.status')}
            value={<StatusPill label={statusText(order)} tone={tradeStatusTone(order.status)} />}
          />
          {order.status === 0 ? (
            // Open: no profit yet (₹0.00 would read as a result); when it settles instead.
            <Row
              label={t('trading.order.settlesAt')}
              value={settleTimeOf(order.createdAt, time.intlLocale) ?? '—'}
            />
          ) : (
            <ResultRow order={order} />
          )}
          <Row label={t('trading.order.openPrice')} value={formatQuote(order.openPrice)} />
          <Row
            label={t('trading.order.closePrice')}
            value={order.closePrice === null ? t('trading.order.pending') : formatQuote(order.closePrice)}
          />
          <Row label={t('trading.order.time')} value={time.at(order.createdAt)} />
          <Row label={t('trading.order.duration')} value={t('trading.form.durationValue')} />
        </dl>
      )}
    </section>
  )
}

/**
 * Profit of a win (§4: shown only for status 1); a loss shows the stake lost, not "Profit ₹0.00"
 * (docs/decisions/0063-lost-trade-shows-stake.md).
 */
function ResultRow({ order }: { order: TradeOrder }) {
  const t = useT()
  const result = tradeResult(order.status, order.amount, order.profitAmount)
  if (result.kind === 'loss')
    return (
      <Row
        label={t('trading.status.loss')}
        value={<Money amount={subtractPaise(ZERO_PAISE, result.amount)} signed tone="loss" />}
      />
    )
  return (
    <Row
      label={t('trading.order.profit')}
      value={
        <Money amount={result.kind === 'profit' ? result.amount : order.profitAmount} signed tone="auto" />
      }
    />
  )
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="trade-detail__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}
