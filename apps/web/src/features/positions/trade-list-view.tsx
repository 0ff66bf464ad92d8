import type { TradeOrder } from '@mandi/api-client'
import {
  subtractPaise,
  type TradeListTab,
  tradeDirectionLabel,
  tradeResult,
  tradeStatusLabel,
  ZERO_PAISE,
} from '@mandi/domain'
import { Button, EmptyState, Money, Skeleton, Tabs } from '@mandi/ui-kit'
import { CircleAlert } from 'lucide-react'
import { Link } from 'wouter'
import type { LastKnownNotice } from '../../api/use-api-query.ts'
import { tKey, useT } from '../../i18n/i18n.tsx'
import { useTimeFormat } from '../../i18n/use-time-format.ts'
import { ActionLink } from '../../layout/load-states.tsx'
import { MoreRows, type MoreState } from '../../layout/more-rows.tsx'
import { OfflineBanner } from '../../layout/offline-banner.tsx'
import { OfflineReason } from '../../layout/offline-reason.tsx'
import { DEFAULT_PAIR, pairQuery } from '../../links/pair.ts'
import { openTradeText } from '../trading/open-trade-text.ts'
import { PositionReadings } from './position-readings.tsx'
import { tradeDetailPath } from './trade-item.ts'
import './positions.css'

export type TradeList =
  | { readonly status: 'loading' | 'empty' | 'error' }
  | { readonly status: 'success'; readonly orders: readonly TradeOrder[]; readonly more?: MoreState }

export interface TradeListViewProps {
  readonly tab: TradeListTab
  readonly list: TradeList
  readonly onTabChange: (tab: TradeListTab) => void
  readonly onRetry: () => void
  /** The list shown was loaded earlier (kept on the phone), or the phone is offline: the banner. */
  readonly lastKnown?: LastKnownNotice | null
  /** The phone is offline: the empty list's "Place a trade" is off, and says why. */
  readonly offline?: boolean
}

const OFFLINE_REASON = 'trades-offline-reason'

const STATUS_TEXT = {
  Processing: tKey('positions.trade.processing'),
  Profit: tKey('positions.trade.won'),
  Loss: tKey('positions.trade.loss'),
} as const
const DIRECTION_TEXT = { CALL: tKey('positions.trade.call'), PUT: tKey('positions.trade.put') } as const

/**
 * /position?view=trades (spec §2): Open trades (status 0; the spec's "Trading Pairs") and History (status 1),
 * each to /detail. With none, the next step is the chart of the default pair, where a trade is placed.
 */
export function TradeListView({ tab, list, onTabChange, onRetry, lastKnown, offline }: TradeListViewProps) {
  const t = useT()
  const tabs = [
    { value: 'tradingPairs', label: t('positions.trade.openTrades') },
    { value: 'history', label: t('positions.trade.history') },
  ]
  return (
    <section className="screen trades">
      <h1 className="screen__title">{t('positions.trade.title')}</h1>
      <PositionReadings current="trades" />
      <OfflineBanner notice={lastKnown} onRetry={onRetry} />
      <Tabs
        items={tabs}
        value={tab}
        onChange={(value) => onTabChange(value as TradeListTab)}
        label={t('positions.trade.tabs')}
        panelIdPrefix="trades"
      />
      <div role="tabpanel" id={`trades-${tab}`} aria-labelledby={`trades-tab-${tab}`}>
        {list.status === 'loading' && <Skeleton lines={4} height={72} label={t('positions.trade.loading')} />}
        {list.status === 'empty' && (
          <EmptyState
            title={tab === 'tradingPairs' ? t('positions.trade.emptyOpen') : t('positions.trade.empty')}
            action={
              offline ? (
                <div>
                  <Button variant="secondary" disabled aria-describedby={OFFLINE_REASON}>
                    {t('positions.trade.emptyAction')}
                  </Button>
                  <OfflineReason id={OFFLINE_REASON} text={t('shell.offline.trade')} />
                </div>
              ) : (
                <ActionLink to={`/kline?${pairQuery(DEFAULT_PAIR)}`}>
                  {t('positions.trade.emptyAction')}
                </ActionLink>
              )
            }
          />
        )}
        {list.status === 'error' && (
          <EmptyState
            icon={<CircleAlert size={40} strokeWidth={1.5} />}
            title={t('positions.trade.error')}
            actionLabel={t('shell.common.retry')}
            onAction={onRetry}
          />
        )}
        {list.status === 'success' && (
          <ul className="trades__list">
            {list.orders.map((order) => (
              <li key={order.id}>
                <TradeRow order={order} />
              </li>
            ))}
          </ul>
        )}
        {list.status === 'success' && list.more && <MoreRows {...list.more} />}
      </div>
    </section>
  )
}

function TradeRow({ order }: { order: TradeOrder }) {
  const t = useT()
  const time = useTimeFormat()
  const direction = tradeDirectionLabel(order.path)
  const open = order.status === 0
  const result = tradeResult(order.status, order.amount, order.profitAmount)
  return (
    <Link to={tradeDetailPath(order)} className="trade">
      <span className="trade__head">
        <span>{order.title}</span>
        <span className={`trade__direction--${direction.toLowerCase()}`}>{t(DIRECTION_TEXT[direction])}</span>
        <span>
          {open ? openTradeText(t, order.createdAt) : t(STATUS_TEXT[tradeStatusLabel(order.status)])}
        </span>
      </span>
      <dl className="trade__grid">
        <dt>{t('positions.trade.amount')}</dt>
        <dd>
          <Money amount={order.amount} />
        </dd>
        {/* An open order has no profit yet: its settle time (above) says more than ₹0.00. A loss shows the
            stake lost (docs/decisions/0063-lost-trade-shows-stake.md). */}
        {result.kind === 'profit' && (
          <>
            <dt>{t('positions.trade.profit')}</dt>
            <dd>
              <Money amount={result.amount} tone="auto" />
            </dd>
          </>
        )}
        {result.kind === 'loss' && (
          <>
            <dt>{t('positions.trade.loss')}</dt>
            <dd>
              <Money amount={subtractPaise(ZERO_PAISE, result.amount)} signed tone="loss" />
            </dd>
          </>
        )}
        <dt>{t('positions.trade.open')}</dt>
        <dd>{order.openPrice}</dd>
        <dt>{t('positions.trade.close')}</dt>
        <dd>{order.closePrice ?? t('positions.trade.notClosed')}</dd>
        <dt>{t('positions.time')}</dt>
        <dd>
          {time.at(order.createdAt)} · {t('positions.trade.duration')}
        </dd>
      </dl>
    </Link>
  )
}
