import { type Paise, paise } from '@mandi/domain'
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react'
import { cx } from '../../lib/cx.ts'
import './list-row.css'
import { Money } from '../money/money.tsx'

export type EntryDirection = 'cr' | 'dr'

export interface ListRowProps {
  /** The type title of the entry (transaction_type.title). */
  title: string
  amount: Paise
  direction: EntryDirection
  /** Already formatted time, e.g. 'Today, 2:05 pm'. */
  time: string
  /** Balance after the entry, shown under the amount. */
  balance?: Paise
  /** Caption before the balance, e.g. 'Balance'. */
  balanceLabel?: string
  /** Words for credit and debit, read by screen readers beside the arrow (pass translations). */
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
  crLabel = 'Credit',
  drLabel = 'Debit',
}: ListRowProps) {
  const mark = direction === 'cr' ? crLabel : drLabel
  return (
    <li className="mk-row">
      <span className={cx('mk-row__kind', `mk-row__kind--${direction}`)}>
        {direction === 'cr' ? (
          <ArrowDownLeft size={18} aria-hidden />
        ) : (
          <ArrowUpRight size={18} aria-hidden />
        )}
        <span className="mk-visually-hidden">{mark}</span>
      </span>
      <div className="mk-row__main">
        <p className="mk-row__title">{title}</p>
        <p className="mk-row__meta">{time}</p>
      </div>
      <div className="mk-row__end">
        <p className="mk-row__amount">
          <Money amount={direction === 'cr' ? amount : paise(-Math.abs(amount))} signed tone="auto" />
        </p>
        {balance !== undefined && (
          <p className="mk-row__meta">
            {balanceLabel} <Money amount={balance} />
          </p>
        )}
      </div>
    </li>
  )
}
