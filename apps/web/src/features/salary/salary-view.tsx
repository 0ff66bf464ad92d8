import type { SalaryLog, WithdrawalRecord } from '@mandi/api-client'
import { EmptyState, Money, StatusPill, Tabs } from '@mandi/ui-kit'
import { tKey, useT } from '../../i18n/i18n.tsx'
import { DayGroups } from '../../layout/day-groups.tsx'
import { ActionLink, ErrorBlock, LoadingBlock } from '../../layout/load-states.tsx'
import { MoreRows, type MoreState } from '../../layout/more-rows.tsx'
import { moneyReasonText } from '../../messages/money-reasons.ts'
import { salaryLogStatus, salaryWithdrawalStatus } from './salary-labels.ts'
import './salary.css'

export type SalaryTab = 'create' | 'payout'
export type ListStatus = 'loading' | 'empty' | 'error' | 'success'

export interface SalaryViewProps {
  readonly tab: SalaryTab
  /** Each tab's list; `more` pages through older rows (Show more after the last one). */
  readonly create: {
    readonly status: ListStatus
    readonly items: readonly SalaryLog[]
    readonly more?: MoreState
  }
  readonly payout: {
    readonly status: ListStatus
    readonly items: readonly WithdrawalRecord[]
    readonly more?: MoreState
  }
  readonly onTabChange: (tab: SalaryTab) => void
  readonly onRetry: (tab: SalaryTab) => void
}

const TABS = [
  { value: 'create', label: tKey('salary.tab.create') },
  { value: 'payout', label: tKey('salary.tab.payout') },
] as const

/**
 * What an empty tab says and where it leads. Salary entries are credited by the platform (the server has no
 * action that earns them), so the entries tab says so and leads to customer service; the withdrawals tab
 * leads to /payout's Salary tab.
 */
const EMPTY = {
  create: {
    title: tKey('salary.emptyCreate'),
    hint: tKey('salary.emptyCreateHint'),
    to: '/service',
    action: tKey('salary.emptyCreateAction'),
  },
  payout: {
    title: tKey('salary.emptyPayout'),
    hint: tKey('salary.emptyPayoutHint'),
    to: '/payout?tab=salary',
    action: tKey('salary.emptyPayoutAction'),
  },
} as const

/**
 * /salary (spec §2): the salary entries tab (Create: Unpaid/Created) and the withdrawals tab (Payout: salary
 * withdrawals with reference and status), each grouped by India day.
 */
export function SalaryView(props: SalaryViewProps) {
  const t = useT()
  const list = props.tab === 'create' ? props.create : props.payout
  const empty = EMPTY[props.tab]
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
          <EmptyState
            title={t(empty.title)}
            description={t(empty.hint)}
            action={<ActionLink to={empty.to}>{t(empty.action)}</ActionLink>}
          />
        )}
        {list.status === 'success' && props.tab === 'create' && (
          <DayGroups
            items={props.create.items}
            timestampOf={(entry) => entry.createdAt}
            label={t('salary.createList')}
            listClassName="salary__list"
            renderItem={(entry, time, index) => {
              const status = salaryLogStatus(entry.status)
              return (
                <li key={`${entry.createdAt}-${index}`} className="salary__item">
                  <span className="salary__main">
                    <span className="salary__amount">
                      <Money amount={entry.amount} />
                    </span>
                    <span className="salary__time">{time}</span>
                  </span>
                  <StatusPill label={t(status.key)} tone={status.tone} />
                </li>
              )
            }}
          />
        )}
        {list.status === 'success' && props.tab === 'payout' && (
          <DayGroups
            items={props.payout.items}
            timestampOf={(record) => record.createdAt}
            label={t('salary.payoutList')}
            listClassName="salary__list"
            renderItem={(record, time) => {
              const status = salaryWithdrawalStatus(record.status)
              return (
                <li key={record.orderNumber} className="salary__item">
                  <span className="salary__main">
                    <span className="salary__amount">
                      <Money amount={record.amount} />
                    </span>
                    <span className="salary__ref">
                      {t('salary.reference', { order: record.orderNumber })}
                    </span>
                    <span className="salary__time">{time}</span>
                    {record.status === 2 && (
                      <span className="salary__reason">
                        {moneyReasonText(t, record.reasonCode, record.reason)}
                      </span>
                    )}
                  </span>
                  <StatusPill label={t(status.key)} tone={status.tone} />
                </li>
              )
            }}
          />
        )}
        {list.status === 'success' && props.tab === 'payout' && (
          <p className="salary__time">{t('wallet.records.live')}</p>
        )}
        {list.status === 'success' && list.more && <MoreRows {...list.more} />}
      </div>
    </section>
  )
}
