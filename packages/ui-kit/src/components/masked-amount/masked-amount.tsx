import type { Paise } from '@mandi/domain'
import { Eye, EyeOff } from 'lucide-react'
import { Money } from '../money/money.tsx'
import '../icon-button/icon-button.css'
import './masked-amount.css'

export interface MaskedAmountProps {
  amount: Paise
  /** Shows asterisks instead of the amount (§2 /profile eye toggle). */
  hidden: boolean
  /** §9: balances above ₹1,00,000 abbreviate with K. */
  abbreviate?: boolean
  /** When given, an eye button toggles `hidden`. One toggle usually drives several amounts. */
  onToggle?: (hidden: boolean) => void
  showLabel?: string
  hideLabel?: string
  /** Read by screen readers instead of the asterisks. */
  hiddenText?: string
}

export function MaskedAmount({
  amount,
  hidden,
  abbreviate = false,
  onToggle,
  showLabel = 'Show amounts',
  hideLabel = 'Hide amounts',
  hiddenText = 'Hidden',
}: MaskedAmountProps) {
  return (
    <span className="mk-masked">
      <Money
        className="mk-masked__value"
        amount={amount}
        format={abbreviate ? 'balance' : 'full'}
        hidden={hidden}
        hiddenText={hiddenText}
      />
      {onToggle && (
        <EyeToggle hidden={hidden} onToggle={onToggle} showLabel={showLabel} hideLabel={hideLabel} />
      )}
    </span>
  )
}

export interface EyeToggleProps {
  hidden: boolean
  onToggle: (hidden: boolean) => void
  showLabel?: string
  hideLabel?: string
}

/** The eye button alone, for a card where one toggle masks every amount. */
export function EyeToggle({
  hidden,
  onToggle,
  showLabel = 'Show amounts',
  hideLabel = 'Hide amounts',
}: EyeToggleProps) {
  return (
    <button
      type="button"
      className="mk-icon-button"
      aria-label={hidden ? showLabel : hideLabel}
      onClick={() => onToggle(!hidden)}
    >
      {hidden ? <EyeOff size={20} aria-hidden /> : <Eye size={20} aria-hidden />}
    </button>
  )
}
