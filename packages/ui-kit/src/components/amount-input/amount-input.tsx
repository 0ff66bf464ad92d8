import { type Paise, paiseToRupees } from '@mandi/domain'
import { useContext } from 'react'
import { FormBusyContext } from '../form/form-busy.ts'
import { Money, type MoneyFormat } from '../money/money.tsx'
import { TextField } from '../text-field/text-field.tsx'
import './amount-input.css'

export interface AmountInputProps {
  label: string
  /**
   * The text as typed. Not cleaned here: stripping '1e21' to '121' or '0x10' to '010' would turn what the
   * user typed into another amount that passes; the form's §5 rule refuses it with its message instead.
   */
  value: string
  onChange: (value: string) => void
  /** Recommended amounts (§9 deposit amounts, BIT Pro quick amounts). */
  quickAmounts?: readonly Paise[]
  /** Accessible name of the group of quick amounts. */
  quickAmountsLabel?: string
  /** A chip's tap; by default it writes the chip's amount into the field through `onChange`. */
  onQuickAmount?: (amount: Paise) => void
  /** Chips that cannot be taken (e.g. more than the balance) are disabled. */
  isQuickAmountDisabled?: (amount: Paise) => boolean
  /** The id of the text that says why a disabled chip is disabled. */
  disabledQuickAmountsDescription?: string
  /**
   * How a chip shows its amount (through Money, so it never wraps): compact by default ("₹1 L", the full
   * "₹1,00,000.00" read by screen readers); the chip's tap picks the amount, it does not reveal it.
   */
  quickAmountFormat?: MoneyFormat
  maxLength?: number
  error?: string | null
  hint?: string
  placeholder?: string
  disabled?: boolean
  /**
   * Shown but not editable: the field is read-only (its text readable, focus kept) and the chips are
   * disabled. Also on inside a busy `Form` (a submit in flight).
   */
  readOnly?: boolean
}

/** A rupee amount field with a grid of quick-amount chips; a chip writes its amount into the field. */
export function AmountInput({
  label,
  value,
  onChange,
  quickAmounts = [],
  quickAmountsLabel = 'Quick amounts',
  onQuickAmount,
  isQuickAmountDisabled,
  disabledQuickAmountsDescription,
  quickAmountFormat = 'compact',
  maxLength,
  error,
  hint,
  placeholder,
  disabled = false,
  readOnly: readOnlyProp = false,
}: AmountInputProps) {
  const readOnly = useContext(FormBusyContext) || readOnlyProp
  return (
    <div className="mk-amount-input">
      <TextField
        label={label}
        value={value}
        onChange={onChange}
        inputMode="numeric"
        maxLength={maxLength}
        error={error}
        hint={hint}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readOnly}
      />
      {quickAmounts.length > 0 && (
        <fieldset className="mk-chips" aria-label={quickAmountsLabel} disabled={disabled}>
          {quickAmounts.map((amount) => {
            const text = String(paiseToRupees(amount))
            const off = isQuickAmountDisabled?.(amount) ?? false
            return (
              <button
                key={amount}
                type="button"
                className="mk-chip"
                aria-pressed={value === text}
                // Read-only: the chips would change the amount, so they are off (their pressed state still shows).
                disabled={off || readOnly}
                aria-describedby={off ? disabledQuickAmountsDescription : undefined}
                onClick={() => (onQuickAmount ? onQuickAmount(amount) : onChange(text))}
              >
                <Money amount={amount} format={quickAmountFormat} revealOnTap={false} />
              </button>
            )
          })}
        </fieldset>
      )}
    </div>
  )
}
