import type { WalletRecord } from '@mandi/api-client'
import { formatRupees } from '@mandi/domain'
import { StatusPill, Tabs } from '@mandi/ui-kit'
import { tKey, useT } from '../../i18n/i18n.tsx'
import { BackBar } from './back-bar.tsx'
import { LoadState, type LoadStatus } from './load-state.tsx'
import { type RecordKind, recordStatus } from './status-text.ts'
import './wallet.css'

const TABS = [
  { value: 'deposit', label: tKey('wallet.hist.deposit') },
  { value: 'withdraw', label: tKey('wallet.hist.withdraw') },
] as const

export interface HistViewProps {
  readonly tab: RecordKind
  readonly onTabChange: (tab: RecordKind) => void
  readonly status: LoadStatus
  readonly records: readonly WalletRecord[]
  readonly errorText?: string
  readonly onRetry: () => void
}

/** /hist: deposit (pay/list) and withdrawal (payout/list) records with their §4 status labels. */
export function HistView(props: HistViewProps) {
  const t = useT()
  return (
    <section className="screen wallet">
      <BackBar title={t('wallet.hist.title')} />
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
          emptyText={t('wallet.hist.empty')}
          errorText={props.errorText}
          onRetry={props.onRetry}
        >
          <ul className="wallet__records">
            {props.records.map((record) => {
              const label = recordStatus(props.tab, record.status)
              return (
                <li key={record.orderNumber} className="wallet__record">
                  <div className="wallet__record-main">
                    <p className="wallet__record-amount">{formatRupees(record.amount)}</p>
                    <p className="wallet__muted">{t('wallet.hist.order', { order: record.orderNumber })}</p>
                    <p className="wallet__muted">{record.createdAt}</p>
                  </div>
                  <StatusPill label={t(label.key)} tone={label.tone} />
                </li>
              )
            })}
          </ul>
        </LoadState>
      </div>
    </section>
  )
}
