import { OTP_LENGTH } from '@mandi/domain'
import { type CSSProperties, useContext, useId, useState } from 'react'
import { cx } from '../../lib/cx.ts'
import { FormBusyContext } from '../form/form-busy.ts'
import '../text-field/text-field.css'
import './otp-input.css'

export interface OtpInputProps {
  label: string
  value: string
  onChange: (code: string) => void
  /** Called once the code has all its digits. */
  onComplete?: (code: string) => void
  length?: number
  error?: string | null
  disabled?: boolean
  /** Shown but not editable; also on inside a busy `Form` (a submit in flight). */
  readOnly?: boolean
}

/** A one-time code field that shows one box per digit (§9: 6 digits) and accepts digits only. */
export function OtpInput({
  label,
  value,
  onChange,
  onComplete,
  length = OTP_LENGTH,
  error,
  disabled = false,
  readOnly: readOnlyProp = false,
}: OtpInputProps) {
  const readOnly = useContext(FormBusyContext) || readOnlyProp
  const id = useId()
  const errorId = `${id}-error`
  const [focused, setFocused] = useState(false)
  const cells = Array.from({ length }, (_, index) => value[index] ?? '')
  return (
    <div className="mk-field">
      <label htmlFor={id} className="mk-field__label">
        {label}
      </label>
      <div
        className={cx('mk-otp', error && 'mk-otp--invalid', readOnly && 'mk-otp--readonly')}
        style={{ '--mk-otp-length': length } as CSSProperties}
      >
        {cells.map((digit, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the cells are positions, fixed in number and order
            key={index}
            aria-hidden="true"
            className={cx(
              'mk-otp__cell',
              focused && index === Math.min(value.length, length - 1) && 'mk-otp__cell--active',
            )}
          >
            {digit}
          </span>
        ))}
        <input
          id={id}
          className="mk-otp__input"
          value={value}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={length}
          disabled={disabled}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onChange={(event) => {
            if (readOnly) return
            const code = event.target.value.replace(/\D/g, '').slice(0, length)
            onChange(code)
            if (code.length === length) onComplete?.(code)
          }}
        />
      </div>
      {error && (
        <span id={errorId} className="mk-field__error">
          {error}
        </span>
      )}
    </div>
  )
}
