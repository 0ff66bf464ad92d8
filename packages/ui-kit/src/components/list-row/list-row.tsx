import { formatRupees, type Paise } from '@mandi/domain'
import { cx } from '../../lib/cx.ts'
import './list-row.css'

export type EntryDirection = 'cr' | 'dr'

export interface ListRowProps {
  /** The type title of the entry (transaction_type.title). */
  title: string
  amount: Paise
  direction: EntryDirection
  /** Already formatted time, e.g. '2026-11-22 14:05'. */
  time: string
  /** Balance after the entry, shown under the amount. */
  balance?: Paise
  /** Caption before the balance, e.g. 'Balance'. */
  balanceLabel?: string
  /** Short marks for credit and debit ('Cr'/'Dr' are fallbacks; pass translations). */
  crLabel?: string
  drLabel?: string
}

/** One account statement or settlement entry (§2 /center, /settlement). */
export function ListRow({
  title,
  amount,
  direction,
  time,
  balance,
  balanceLabel = 'Balance',
  crLabel = 'Cr',
  drLabel = 'Dr',
}: ListRowProps) {
  const mark = direction === 'cr' ? crLabel : drLabel
  const sign = direction === 'cr' ? '+' : '−'
  return (
    <li className="mk-row">
      <span className={cx('mk-row__kind', `mk-row__kind--${direction}`)}>{mark}</span>
      <div className="mk-row__main">
        <p className="mk-row__title">{title}</p>
        <p className="mk-row__meta">{time}</p>
      </div>
      <div className="mk-row__end">
        <p className={cx('mk-row__amount', `mk-row__amount--${direction}`)}>
          {sign}
          {formatRupees(amount)}
        </p>
        {balance !== undefined && (
          <p className="mk-row__meta">
            {balanceLabel} {formatRupees(balance)}
          </p>
        )}
      </div>
    </li>
  )
}
