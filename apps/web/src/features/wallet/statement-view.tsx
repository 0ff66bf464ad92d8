import type { SettlementEntry } from '@mandi/api-client'
import { paise } from '@mandi/domain'
import { ListRow } from '@mandi/ui-kit'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { BackBar } from '../../layout/back-bar.tsx'
import { DayGroups } from '../../layout/day-groups.tsx'
import { LoadState, type ViewStatus } from '../../layout/load-states.tsx'
import { MoreRows, type MoreState } from '../../layout/more-rows.tsx'
import './wallet.css'

export interface StatementViewProps {
  /** 'Account statement' on /center, 'Account settlement' on /settlement (already translated). */
  readonly title: string
  readonly status: ViewStatus
  readonly entries: readonly SettlementEntry[]
  readonly errorText?: string
  readonly onRetry: () => void
  /** Older entries, a page at a time (Show more after the last row). */
  readonly more?: MoreState
}

/**
 * /center and /settlement (spec §2): user/settlement entries grouped by India day, each a Credit (amount ≥ 0)
 * or a Debit (negative) with the type title as the server sends it, the amount, the closing balance and the
 * time of day. Empty, it offers the way to add money.
 */
export function StatementView(props: StatementViewProps) {
  const t = useT()
  return (
    <section className="screen wallet">
      <BackBar title={props.title} />
      <LoadState
        status={props.status}
        emptyText={t('wallet.statement.empty')}
        emptyDescription={t('wallet.statement.emptyHint')}
        emptyAction={
          <Link to="/deposit" className="mk-button mk-button--secondary wallet__action-link">
            {t('wallet.common.addMoney')}
          </Link>
        }
        errorText={props.errorText}
        onRetry={props.onRetry}
        lines={6}
      >
        <DayGroups
          items={props.entries}
          timestampOf={(entry) => entry.createdAt}
          label={t('wallet.statement.list')}
          listClassName="wallet__statement"
          renderItem={(entry, time, index) => (
            <ListRow
              key={`${entry.createdAt}-${index}`}
              // Server content: the type title stays as the server sends it.
              title={entry.transactionType.title}
              // ListRow prints its own sign, so it gets the magnitude.
              amount={paise(Math.abs(entry.amount))}
              direction={entry.amount < 0 ? 'dr' : 'cr'}
              time={time}
              balance={entry.balance}
              balanceLabel={t('wallet.statement.balance')}
              crLabel={t('wallet.statement.cr')}
              drLabel={t('wallet.statement.dr')}
            />
          )}
        />
        {props.more && <MoreRows {...props.more} />}
      </LoadState>
    </section>
  )
}
