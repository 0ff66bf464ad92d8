import type { TradeOrder } from '@mandi/api-client'
import {
  displayedTradeProfit,
  formatRupees,
  type TradeListTab,
  tradeDirectionLabel,
  tradeStatusLabel,
} from '@mandi/domain'
import { EmptyState, Skeleton, Tabs } from '@mandi/ui-kit'
import { Link } from 'wouter'
import { tKey, useT } from '../../i18n/i18n.tsx'
import { openTradeText } from '../trading/open-trade-text.ts'
import { PositionReadings } from './position-readings.tsx'
import { tradeDetailPath } from './trade-item.ts'
import './positions.css'

export type TradeList =
  | { readonly status: 'loading' | 'empty' | 'error' }
  | { readonly status: 'success'; readonly orders: readonly TradeOrder[] }

export interface TradeListViewProps {
  readonly tab: TradeListTab
  readonly list: TradeList
  readonly onTabChange: (tab: TradeListTab) => void
  readonly onRetry: () => void
}

const STATUS_TEXT = {
  Processing: tKey('positions.trade.processing'),
  Profit: tKey('positions.trade.won'),
  Loss: tKey('positions.trade.loss'),
} as const
const DIRECTION_TEXT = { CALL: tKey('positions.trade.call'), PUT: tKey('positions.trade.put') } as const

/** /position?view=trades (spec §2): Trading Pairs (status 0) and History (status 1), each to /detail. */
export function TradeListView({ tab, list, onTabChange, onRetry }: TradeListViewProps) {
  const t = useT()
  const tabs = [
    { value: 'tradingPairs', label: t('positions.trade.tradingPairs') },
    { value: 'history', label: t('positions.trade.history') },
  ]
  return (
    <section className="screen trades">
      <h1 className="screen__title">{t('positions.trade.title')}</h1>
      <PositionReadings current="trades" />
      <Tabs
        items={tabs}
        value={tab}
        onChange={(value) => onTabChange(value as TradeListTab)}
        label={t('positions.trade.tabs')}
        panelIdPrefix="trades"
      />
      <div role="tabpanel" id={`trades-${tab}`} aria-labelledby={`trades-tab-${tab}`}>
        {list.status === 'loading' && <Skeleton lines={4} height={72} label={t('positions.trade.loading')} />}
        {list.status === 'empty' && <EmptyState title={t('positions.trade.empty')} />}
        {list.status === 'error' && (
          <EmptyState
            icon="!"
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
      </div>
    </section>
  )
}

function TradeRow({ order }: { order: TradeOrder }) {
  const t = useT()
  const direction = tradeDirectionLabel(order.path)
  const open = order.status === 0
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
        <dd>{formatRupees(order.amount)}</dd>
        {/* An open order has no profit yet: its settle time (above) says more than ₹0.00. */}
        {!open && (
          <>
            <dt>{t('positions.trade.profit')}</dt>
            <dd>{formatRupees(displayedTradeProfit(order.status, order.profitAmount))}</dd>
          </>
        )}
        <dt>{t('positions.trade.open')}</dt>
        <dd>{order.openPrice}</dd>
        <dt>{t('positions.trade.close')}</dt>
        <dd>{order.closePrice ?? '—'}</dd>
        <dt>{t('positions.time')}</dt>
        <dd>
          {order.createdAt} · {t('positions.trade.duration')}
        </dd>
      </dl>
    </Link>
  )
}
