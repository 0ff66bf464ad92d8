import type { SalaryLog, WalletRecord } from '@mandi/api-client'
import { formatRupees } from '@mandi/domain'
import { StatusPill, Tabs } from '@mandi/ui-kit'
import { tKey, useT } from '../../i18n/i18n.tsx'
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../trading/load-states.tsx'
import { salaryLogStatus, salaryWithdrawalStatus } from './salary-labels.ts'
import './salary.css'

export type SalaryTab = 'create' | 'payout'
export type ListStatus = 'loading' | 'empty' | 'error' | 'success'

export interface SalaryViewProps {
  readonly tab: SalaryTab
  readonly create: { readonly status: ListStatus; readonly items: readonly SalaryLog[] }
  readonly payout: { readonly status: ListStatus; readonly items: readonly WalletRecord[] }
  readonly onTabChange: (tab: SalaryTab) => void
  readonly onRetry: (tab: SalaryTab) => void
}

const TABS = [
  { value: 'create', label: tKey('salary.tab.create') },
  { value: 'payout', label: tKey('salary.tab.payout') },
] as const

/** /salary (spec §2): Create tab (salary entries, Unpaid/Created) and Payout tab (withdrawals). */
export function SalaryView(props: SalaryViewProps) {
  const t = useT()
  const list = props.tab === 'create' ? props.create : props.payout
  return (
    <section className="screen salary">
      <h1 className="screen__title">{t('salary.title')}</h1>
      <Tabs
        label={t('salary.tabs')}
        items={TABS.map((tab) => ({ value: tab.value, label: t(tab.label) }))}
        value={props.tab}
        onChange={(value) => props.onTabChange(value as SalaryTab)}
        panelIdPrefix="salary"
      />
      <div
        className="salary__panel"
        role="tabpanel"
        id={`salary-${props.tab}`}
        aria-labelledby={`salary-tab-${props.tab}`}
      >
        {list.status === 'loading' && <LoadingBlock label={t('shell.common.loading')} />}
        {list.status === 'error' && <ErrorBlock onRetry={() => props.onRetry(props.tab)} />}
        {list.status === 'empty' && (
          <EmptyBlock title={t(props.tab === 'create' ? 'salary.emptyCreate' : 'salary.emptyPayout')} />
        )}
        {list.status === 'success' && props.tab === 'create' && (
          <ul className="salary__list">
            {props.create.items.map((entry, index) => {
              const status = salaryLogStatus(entry.status)
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: salary logs carry no id (spec §3); the list is read-only and never reordered.
                <li key={`${entry.createdAt}-${index}`} className="salary__item">
                  <span className="salary__main">
                    <span className="salary__amount">
                      {t('salary.amount')} {formatRupees(entry.amount)}
                    </span>
                    <span className="salary__time">{entry.createdAt}</span>
                  </span>
                  <StatusPill label={t(status.key)} tone={status.tone} />
                </li>
              )
            })}
          </ul>
        )}
        {list.status === 'success' && props.tab === 'payout' && (
          <ul className="salary__list">
            {props.payout.items.map((record) => {
              const status = salaryWithdrawalStatus(record.status)
              return (
                <li key={record.orderNumber} className="salary__item">
                  <span className="salary__main">
                    <span className="salary__amount">{formatRupees(record.amount)}</span>
                    <span className="salary__ref">
                      {t('salary.reference')} {record.orderNumber}
                    </span>
                    <span className="salary__time">{record.createdAt}</span>
                  </span>
                  <StatusPill label={t(status.key)} tone={status.tone} />
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </section>
  )
}
