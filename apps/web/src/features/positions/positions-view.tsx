import type { Paise, PositionTab } from '@mandi/domain'
import { EmptyState, Skeleton, Tabs } from '@mandi/ui-kit'
import { CircleAlert } from 'lucide-react'
import type { LastKnownNotice } from '../../api/use-api-query.ts'
import { useT } from '../../i18n/i18n.tsx'
import { ActionLink } from '../../layout/load-states.tsx'
import { MoreRows, type MoreState } from '../../layout/more-rows.tsx'
import { OfflineBanner } from '../../layout/offline-banner.tsx'
import { OfflineReason } from '../../layout/offline-reason.tsx'
import type { PositionItem } from './position-item.ts'
import { PositionReadings } from './position-readings.tsx'
import { PositionRow } from './position-row.tsx'
import { SellConfirm } from './sell-confirm.tsx'
import { type SellOutcome, SellResult } from './sell-result.tsx'
import './positions.css'

export type PositionList =
  | { readonly status: 'loading' | 'empty' | 'error' }
  | { readonly status: 'success'; readonly items: readonly PositionItem[]; readonly more?: MoreState }

export interface PositionsViewProps {
  readonly tab: PositionTab
  readonly list: PositionList
  /** The one expanded item, if any. */
  readonly expandedId: number | null
  /** The item whose quick Sell is in flight. */
  readonly sellingId: number | null
  /** The item whose quick Sell waits for the confirm; null when no confirm is open. */
  readonly confirmItem: PositionItem | null
  /**
   * The unit price the confirm shows and the sale is sent at; the item's current price when not given, the
   * server's after it refused an older one (the price guard).
   */
  readonly confirmPrice?: Paise | null
  /** The price shown before was refused as changed: nothing was sold, and the confirm says so. */
  readonly confirmPriceChange?: { readonly from: Paise; readonly to: Paise } | null
  /** The outcome of the last quick Sell until it is acknowledged; null when none shows. */
  readonly sellResult: SellOutcome | null
  readonly onTabChange: (tab: PositionTab) => void
  readonly onToggle: (id: number) => void
  /** Sell tapped on an item: opens the confirm. */
  readonly onSell: (item: PositionItem) => void
  readonly onConfirmSell: () => void
  readonly onCancelSell: () => void
  /** OK on the outcome (the list is read again). */
  readonly onSellResultOk: () => void
  /** Retry on an unknown outcome: the same sale under the same Idempotency-Key. */
  readonly onSellRetry: () => void
  readonly onRetry: () => void
  /** The list shown was loaded earlier (kept on the phone), or the phone is offline: the banner. */
  readonly lastKnown?: LastKnownNotice | null
  /** The phone is offline: Sell is off, and says why. */
  readonly offline?: boolean
}

const OFFLINE_REASON = 'positions-offline-reason'

/** /position, product reading (spec §2): Active (status 1) and Closed (status 2) positions. */
export function PositionsView(props: PositionsViewProps) {
  const t = useT()
  const tabs = [
    { value: 'active', label: t('positions.active') },
    { value: 'closed', label: t('positions.closed') },
  ]
  return (
    <section className="screen positions">
      <h1 className="screen__title">{t('positions.title')}</h1>
      <PositionReadings current="products" />
      <OfflineBanner notice={props.lastKnown} onRetry={props.onRetry} />
      <Tabs
        items={tabs}
        value={props.tab}
        onChange={(value) => props.onTabChange(value as PositionTab)}
        label={t('positions.tabs')}
        panelIdPrefix="positions"
      />
      <div
        role="tabpanel"
        id={`positions-${props.tab}`}
        aria-labelledby={`positions-tab-${props.tab}`}
        className="positions__panel"
      >
        <PositionsBody {...props} />
      </div>
      <SellConfirm
        item={props.confirmItem}
        price={props.confirmPrice}
        priceChange={props.confirmPriceChange}
        onConfirm={props.onConfirmSell}
        onCancel={props.onCancelSell}
      />
      <SellResult result={props.sellResult} onOk={props.onSellResultOk} onRetry={props.onSellRetry} />
    </section>
  )
}

function PositionsBody({
  tab,
  list,
  expandedId,
  sellingId,
  onToggle,
  onSell,
  onRetry,
  offline,
}: PositionsViewProps) {
  const t = useT()
  if (list.status === 'loading') return <Skeleton lines={4} height={56} label={t('positions.loading')} />
  if (list.status === 'empty') {
    return (
      <EmptyState
        title={t('positions.empty')}
        action={<ActionLink to="/trde">{t('positions.emptyAction')}</ActionLink>}
      />
    )
  }
  if (list.status === 'error') {
    return (
      <EmptyState
        icon={<CircleAlert size={40} strokeWidth={1.5} />}
        title={t('positions.loadFailed')}
        actionLabel={t('shell.common.retry')}
        onAction={onRetry}
      />
    )
  }
  if (list.status !== 'success') return null
  const sellOff = offline === true && tab === 'active'
  return (
    <>
      {sellOff && <OfflineReason id={OFFLINE_REASON} text={t('shell.offline.sell')} />}
      <ul className="positions__list">
        {list.items.map((item) => (
          <PositionRow
            key={item.id}
            item={item}
            active={tab === 'active'}
            expanded={expandedId === item.id}
            selling={sellingId === item.id}
            onToggle={() => onToggle(item.id)}
            onSell={() => onSell(item)}
            {...(sellOff ? { sellOffReason: OFFLINE_REASON } : {})}
          />
        ))}
      </ul>
      {list.more && <MoreRows {...list.more} />}
    </>
  )
}
