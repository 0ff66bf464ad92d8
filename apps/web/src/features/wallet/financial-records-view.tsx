import { Button, Tabs } from '@mandi/ui-kit'
import { Link } from 'wouter'
import type { LastKnownNotice } from '../../api/use-api-query.ts'
import { tKey, useT } from '../../i18n/i18n.tsx'
import { BackBar } from '../../layout/back-bar.tsx'
import { DayGroups } from '../../layout/day-groups.tsx'
import { LoadState, type ViewStatus } from '../../layout/load-states.tsx'
import { MoreRows, type MoreState } from '../../layout/more-rows.tsx'
import { OfflineBanner } from '../../layout/offline-banner.tsx'
import { OfflineReason } from '../../layout/offline-reason.tsx'
import type { RecordKind } from './status-text.ts'
import { type AnyWalletRecord, type DepositActions, WalletRecordRow } from './wallet-record-row.tsx'
import './wallet.css'

const TABS = [
  { value: 'deposit', label: tKey('wallet.hist.deposit') },
  { value: 'withdraw', label: tKey('wallet.hist.withdraw') },
] as const

/** What an empty tab says and where it leads: money in from Deposit, money out from Withdraw. */
const EMPTY = {
  deposit: {
    title: tKey('wallet.hist.emptyDeposit'),
    hint: tKey('wallet.hist.emptyDepositHint'),
    to: '/deposit',
    action: tKey('wallet.common.addMoney'),
    offline: tKey('shell.offline.deposit'),
  },
  withdraw: {
    title: tKey('wallet.hist.emptyWithdraw'),
    hint: tKey('wallet.hist.emptyWithdrawHint'),
    to: '/payout',
    action: tKey('wallet.hist.withdrawAction'),
    offline: tKey('shell.offline.withdraw'),
  },
} as const

export interface FinancialRecordsViewProps {
  readonly tab: RecordKind
  readonly onTabChange: (tab: RecordKind) => void
  readonly status: ViewStatus
  /** pay/list or payout/list records, with the back office's fields when the server sends them. */
  readonly records: readonly AnyWalletRecord[]
  /** What an unpaid deposit offers (its payment page or UTR, Cancel); none without it. */
  readonly depositActions?: DepositActions
  readonly errorText?: string
  readonly onRetry: () => void
  /** The records shown were loaded earlier (kept on the phone), or the phone is offline: the banner. */
  readonly lastKnown?: LastKnownNotice | null
  /** The phone is offline: an empty tab's Add money / Withdraw is off, and says why. */
  readonly offline?: boolean
  /** Older records, a page at a time (Show more after the last row). */
  readonly more?: MoreState
}

const OFFLINE_REASON = 'financial-records-offline-reason'

/**
 * /hist: deposit (pay/list) and withdrawal (payout/list) records grouped by India day, each with its amount,
 * order, time of day and label (§4, and the back office's stages: a UTR checked or refused, a refund's reason),
 * and for an unpaid order what to do next.
 */
export function FinancialRecordsView(props: FinancialRecordsViewProps) {
  const t = useT()
  const empty = EMPTY[props.tab]
  return (
    <section className="screen wallet">
      <BackBar title={t('wallet.hist.title')} />
      <OfflineBanner notice={props.lastKnown} onRetry={props.onRetry} />
      <Tabs
        label={t('wallet.hist.tabs')}
        items={TABS.map((tab) => ({ value: tab.value, label: t(tab.label) }))}
        value={props.tab}
        onChange={(value) => props.onTabChange(value as RecordKind)}
        panelIdPrefix="hist"
      />
      <div role="tabpanel" id={`hist-${props.tab}`} aria-labelledby={`hist-tab-${props.tab}`}>
        <LoadState
          status={props.status}
          emptyText={t(empty.title)}
          emptyDescription={t(empty.hint)}
          emptyAction={
            props.offline ? (
              <div>
                <Button variant="secondary" disabled aria-describedby={OFFLINE_REASON}>
                  {t(empty.action)}
                </Button>
                <OfflineReason id={OFFLINE_REASON} text={t(empty.offline)} />
              </div>
            ) : (
              <Link to={empty.to} className="mk-button mk-button--secondary wallet__action-link">
                {t(empty.action)}
              </Link>
            )
          }
          errorText={props.errorText}
          onRetry={props.onRetry}
        >
          <DayGroups
            items={props.records}
            timestampOf={(record) => record.createdAt}
            label={t(props.tab === 'deposit' ? 'wallet.hist.depositList' : 'wallet.hist.withdrawList')}
            listClassName="wallet__records"
            renderItem={(record, time) => (
              <WalletRecordRow
                key={record.orderNumber}
                kind={props.tab}
                record={record}
                time={time}
                {...(props.depositActions ? { actions: props.depositActions } : {})}
              />
            )}
          />
          <p className="wallet__muted">{t('wallet.records.live')}</p>
          {props.more && <MoreRows {...props.more} />}
        </LoadState>
      </div>
    </section>
  )
}
