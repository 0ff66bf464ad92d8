import type { TradeOrder } from '@mandi/api-client'
import {
  groupByIndiaDay,
  serverMoment,
  subtractPaise,
  TRADE_DIRECTION,
  tradeResult,
  ZERO_PAISE,
} from '@mandi/domain'
import { Button, Money, StatusPill } from '@mandi/ui-kit'
import { ChartCandlestick, TrendingDown, TrendingUp } from 'lucide-react'
import { Link } from 'wouter'
import type { LastKnownNotice } from '../../api/use-api-query.ts'
import { useT } from '../../i18n/i18n.tsx'
import { type TimeFormat, useTimeFormat } from '../../i18n/use-time-format.ts'
import { ActionLink, EmptyBlock, ErrorBlock, LoadingBlock } from '../../layout/load-states.tsx'
import { MoreRows, type MoreState } from '../../layout/more-rows.tsx'
import { OfflineBanner } from '../../layout/offline-banner.tsx'
import { OfflineReason } from '../../layout/offline-reason.tsx'
import { type Pair, pairQuery } from '../../links/pair.ts'
import { openTradeText } from './open-trade-text.ts'
import { tradeDirectionKey, tradeStatusKey, tradeStatusTone } from './trade-labels.ts'
import './pair-orders-view.css'
import '../../layout/tap-link.css'

export type PairOrdersStatus = 'loading' | 'empty' | 'error' | 'success'

export interface PairOrdersViewProps {
  /** null when opened without a pair: nothing to filter by. */
  readonly pair: Pair | null
  readonly status: PairOrdersStatus
  /** The user's orders of this pair, newest first (processing and settled together). */
  readonly orders: readonly TradeOrder[]
  readonly onRetry: () => void
  /** The orders shown were loaded earlier (kept on the phone), or the phone is offline: the banner. */
  readonly lastKnown?: LastKnownNotice | null
  /** The phone is offline: an empty list's "Place a trade" is off, and says why. */
  readonly offline?: boolean
  /**
   * Older settled trades of every pair, a page at a time (Show more): this pair's are appended. Offered after an
   * empty list too, since older trades of the pair may still come.
   */
  readonly more?: MoreState
}

const OFFLINE_REASON = 'pair-orders-offline-reason'

/**
 * /recods (spec §2 leaves it open): the user's trades for the pair of the chart page, grouped by India day
 * ("Today", "Yesterday", "24 Nov 2026"), each day a heading and the list it names.
 */
export function PairOrdersView({
  pair,
  status,
  orders,
  onRetry,
  lastKnown,
  offline,
  more,
}: PairOrdersViewProps) {
  const t = useT()
  const time = useTimeFormat()
  return (
    <section className="screen pair-orders">
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
          <OfflineBanner notice={lastKnown} onRetry={onRetry} />
          <p className="pair-orders__filter">{t('trading.records.filtered', { title: pair.title })}</p>
          {status === 'loading' && <LoadingBlock label={t('shell.common.loading')} />}
          {status === 'error' && <ErrorBlock onRetry={onRetry} />}
          {status === 'empty' && (
            <EmptyBlock
              title={t('trading.records.empty')}
              description={t('trading.records.emptyBody')}
              icon={<ChartCandlestick size={40} strokeWidth={1.5} />}
              action={
                offline ? (
                  <div>
                    <Button disabled aria-describedby={OFFLINE_REASON}>
                      {t('trading.records.place')}
                    </Button>
                    <OfflineReason id={OFFLINE_REASON} text={t('shell.offline.trade')} />
                  </div>
                ) : (
                  <ActionLink to={`/kline?${pairQuery(pair)}`} primary>
                    {t('trading.records.place')}
                  </ActionLink>
                )
              }
            />
          )}
          {status === 'success' && <Days orders={orders} time={time} />}
          {(status === 'success' || status === 'empty') && more && <MoreRows {...more} />}
          {status !== 'empty' && (
            <Link className="pair-orders__back" to={`/kline?${pairQuery(pair)}`}>
              {t('trading.records.chart')}
            </Link>
          )}
        </>
      )}
    </section>
  )
}

function Days({ orders, time }: { orders: readonly TradeOrder[]; time: TimeFormat }) {
  const groups = groupByIndiaDay(orders, (order) => order.createdAt, time.nowMs, time.intlLocale)
  return (
    <div className="pair-orders__days">
      {groups.map((group) => {
        const id = `records-day-${group.dayKey}`
        return (
          <section key={group.dayKey} className="pair-orders__day" aria-labelledby={id}>
            <h2 id={id} className="pair-orders__day-title">
              {time.dayHeading(group.first)}
            </h2>
            <ul className="pair-orders__list" aria-labelledby={id}>
              {group.items.map((order) => (
                <li key={order.id}>
                  <Row order={order} time={time} />
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}

function Row({ order, time }: { order: TradeOrder; time: TimeFormat }) {
  const t = useT()
  // The day is the heading above: the row says the time of day ("7:45 pm"), or the time as sent.
  const at = serverMoment(order.createdAt, time.nowMs, time.intlLocale)?.time ?? order.createdAt
  const call = order.path === TRADE_DIRECTION.call
  const Arrow = call ? TrendingUp : TrendingDown
  return (
    <Link className="pair-orders__item" to={`/detail?id=${order.id}`}>
      <span className="pair-orders__main">
        <span className={`pair-orders__direction pair-orders__direction--${call ? 'call' : 'put'}`}>
          <Arrow size={18} aria-hidden="true" />
          {t(tradeDirectionKey(order.path))}
        </span>
        <Money amount={order.amount} className="pair-orders__amount" />
        <span className="pair-orders__time">{at}</span>
      </span>
      <span className="pair-orders__end">
        {order.status === 0 ? (
          // An open order has no profit yet: when it settles says more than ₹0.00.
          <span className="pair-orders__open">{openTradeText(t, order.createdAt, time.intlLocale)}</span>
        ) : (
          <>
            <StatusPill label={t(tradeStatusKey(order.status))} tone={tradeStatusTone(order.status)} />
            <Money amount={resultAmount(order)} signed tone="auto" className="pair-orders__profit" />
          </>
        )}
      </span>
    </Link>
  )
}

/** A win's profit (§4), or a loss's stake as a debit (not ₹0.00: docs/decisions/0063). */
function resultAmount(order: TradeOrder) {
  const result = tradeResult(order.status, order.amount, order.profitAmount)
  return result.kind === 'loss'
    ? subtractPaise(ZERO_PAISE, result.amount)
    : result.kind === 'profit'
      ? result.amount
      : order.profitAmount
}
