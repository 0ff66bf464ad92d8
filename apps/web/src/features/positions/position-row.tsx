import { multiplyPaise, type Paise } from '@mandi/domain'
import { Button, Money } from '@mandi/ui-kit'
import { ChevronDown, ChevronUp } from 'lucide-react'
import type { ReactNode } from 'react'
import { useT } from '../../i18n/i18n.tsx'
import { useTimeFormat } from '../../i18n/use-time-format.ts'
import type { PositionItem } from './position-item.ts'

export interface PositionRowProps {
  readonly item: PositionItem
  /** Active positions get the quick Sell. */
  readonly active: boolean
  readonly expanded: boolean
  readonly selling: boolean
  readonly onToggle: () => void
  readonly onSell: () => void
  /** Sell is off (the phone is offline): the id of the text that says why. */
  readonly sellOffReason?: string
}

/** One expandable position: a summary button that shows or hides the details, and Sell when active. */
export function PositionRow({
  item,
  active,
  expanded,
  selling,
  onToggle,
  onSell,
  sellOffReason,
}: PositionRowProps) {
  const t = useT()
  const time = useTimeFormat()
  const detailsId = `position-${item.id}-details`
  const money = (label: string, value: Paise | null) =>
    value === null ? null : <Detail key={label} label={label} value={<Money amount={value} />} />
  return (
    <li className="position">
      <button
        type="button"
        className="position__summary"
        aria-expanded={expanded}
        aria-controls={detailsId}
        aria-label={t('positions.details', { title: item.title })}
        onClick={onToggle}
      >
        {item.image ? (
          <img className="position__image" src={item.image} alt="" width={48} height={48} loading="lazy" />
        ) : (
          <span className="position__image" aria-hidden="true" />
        )}
        <span className="position__main">
          <span className="position__title">{item.title}</span>
          <span className="position__meta">
            {t('positions.quantity')} {item.quantity} · {t('positions.cost')}{' '}
            <Money amount={multiplyPaise(item.buyPrice, item.quantity)} revealOnTap={false} />
          </span>
        </span>
        {expanded ? (
          <ChevronUp className="position__chevron" size={20} aria-hidden="true" />
        ) : (
          <ChevronDown className="position__chevron" size={20} aria-hidden="true" />
        )}
      </button>
      <dl id={detailsId} className="position__details" hidden={!expanded}>
        {money(t('positions.buyPrice'), item.buyPrice)}
        {active
          ? money(t('positions.currentPrice'), item.currentPrice)
          : money(t('positions.sellPrice'), item.sellPrice)}
        {money(t('positions.profit'), item.profit)}
        {money(t('positions.balanceUsed'), item.balanceUsed)}
        {money(t('positions.integralUsed'), item.integralUsed)}
        <Detail label={t('positions.time')} value={time.at(item.createdAt)} />
      </dl>
      {active && (
        <Button
          variant="secondary"
          className="position__sell"
          loading={selling}
          disabled={sellOffReason !== undefined}
          aria-describedby={sellOffReason}
          aria-label={t('positions.sellLabel', { count: item.quantity, title: item.title })}
          onClick={onSell}
        >
          {t('positions.sell')}
        </Button>
      )}
    </li>
  )
}

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="position__detail">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}
