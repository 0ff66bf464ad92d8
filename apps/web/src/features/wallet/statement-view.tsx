import type { SettlementEntry } from '@mandi/api-client'
import { paise } from '@mandi/domain'
import { ListRow } from '@mandi/ui-kit'
import { useT } from '../../i18n/i18n.tsx'
import { BackBar } from './back-bar.tsx'
import { LoadState, type LoadStatus } from './load-state.tsx'
import './wallet.css'

export interface StatementViewProps {
  /** 'Dealer Center' on /center, 'Account Settlement' on /settlement (already translated). */
  readonly title: string
  readonly status: LoadStatus
  readonly entries: readonly SettlementEntry[]
  readonly errorText?: string
  readonly onRetry: () => void
}

/**
 * /center and /settlement (spec §2): user/settlement entries as Cr (amount ≥ 0) or Dr (negative), with the
 * type title, the amount, the closing balance and the time.
 */
export function StatementView(props: StatementViewProps) {
  const t = useT()
  return (
    <section className="screen wallet">
      <BackBar title={props.title} />
      <LoadState
        status={props.status}
        emptyText={t('wallet.statement.empty')}
        errorText={props.errorText}
        onRetry={props.onRetry}
        lines={6}
      >
        <ul className="wallet__statement" aria-label={t('wallet.statement.list')}>
          {props.entries.map((entry, index) => (
            <ListRow
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; the list is replaced whole.
              key={`${entry.createdAt}-${index}`}
              title={entry.transactionType.title}
              // ListRow prints its own sign, so it gets the magnitude.
              amount={paise(Math.abs(entry.amount))}
              direction={entry.amount < 0 ? 'dr' : 'cr'}
              time={entry.createdAt}
              balance={entry.balance}
              balanceLabel={t('wallet.statement.balance')}
              crLabel={t('wallet.statement.cr')}
              drLabel={t('wallet.statement.dr')}
            />
          ))}
        </ul>
      </LoadState>
    </section>
  )
}
