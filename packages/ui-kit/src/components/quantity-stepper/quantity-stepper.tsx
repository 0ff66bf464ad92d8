import { canDecreaseQuantity, canIncreaseQuantity, clampQuantity } from '@mandi/domain'
import { useContext, useState } from 'react'
import { FormBusyContext } from '../form/form-busy.ts'
import './quantity-stepper.css'
import { Minus, Plus } from 'lucide-react'

export interface QuantityStepperProps {
  value: number
  /** The most that can be bought or sold (§9: floor(balance/price) + floor(integral/price)). */
  max: number
  onChange: (quantity: number) => void
  /** Accessible name of the number field, e.g. 'Quantity'. */
  label: string
  decreaseLabel?: string
  increaseLabel?: string
  disabled?: boolean
  /**
   * Shown but not changeable: the number is read-only (readable, focus kept), minus and plus are disabled.
   * Also on inside a busy `Form` (a submit in flight).
   */
  readOnly?: boolean
}

/**
 * The §5 quantity control. Every value goes through the domain's clampQuantity: non-numbers and values below
 * 1 become 1, values above the maximum become the maximum. Minus is disabled at 1, plus at the maximum.
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  label,
  decreaseLabel = 'Decrease',
  increaseLabel = 'Increase',
  disabled = false,
  readOnly: readOnlyProp = false,
}: QuantityStepperProps) {
  const readOnly = useContext(FormBusyContext) || readOnlyProp
  const locked = disabled || readOnly
  // The field keeps what is typed until it is committed, so clearing it to type a new number is possible. A
  // draft belongs to the value it was typed over: once the value changes (Max, a clamp, the owner), the field
  // shows the new value in the same render as the buttons and totals, never one frame later.
  const [typed, setTyped] = useState({ text: String(value), over: value })
  const draft = typed.over === value ? typed.text : String(value)

  const commit = (input: unknown) => {
    const next = clampQuantity(input, max)
    setTyped({ text: String(next), over: next })
    if (next !== value) onChange(next)
  }

  return (
    <div className="mk-stepper">
      <button
        type="button"
        className="mk-stepper__button"
        aria-label={decreaseLabel}
        disabled={locked || !canDecreaseQuantity(value)}
        onClick={() => commit(value - 1)}
      >
        <Minus size={18} aria-hidden />
      </button>
      <input
        className="mk-stepper__input"
        aria-label={label}
        inputMode="numeric"
        value={draft}
        disabled={disabled}
        readOnly={readOnly}
        onChange={(event) => {
          if (readOnly) return
          const text = event.target.value
          // Whole numbers apply at once (totals follow as the user types); anything else waits for blur or
          // Enter, so typing '-5' or clearing the field does not jump through intermediate values.
          if (/^\d+$/.test(text)) commit(text)
          else setTyped({ text, over: value })
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !readOnly) commit(draft)
        }}
        onBlur={() => {
          if (!readOnly) commit(draft)
        }}
      />
      <button
        type="button"
        className="mk-stepper__button"
        aria-label={increaseLabel}
        disabled={locked || !canIncreaseQuantity(value, max)}
        onClick={() => commit(value + 1)}
      >
        <Plus size={18} aria-hidden />
      </button>
    </div>
  )
}
