import { type InputHTMLAttributes, type ReactNode, useId } from 'react'
import { cx } from '../../lib/cx.ts'
import './text-field.css'

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'children'> {
  label: string
  value: string
  onChange: (value: string) => void
  /** The §5 rule message; marks the field invalid and is read out with it. */
  error?: string | null
  hint?: string
  /** Something after the input: a 'Send OTP' button, a show-password toggle. */
  trailing?: ReactNode
}

export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  trailing,
  id,
  className,
  ...input
}: TextFieldProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={cx('mk-field', className)}>
      <label htmlFor={inputId} className="mk-field__label">
        {label}
      </label>
      <div className={cx('mk-field__control', error && 'mk-field__control--invalid')}>
        <input
          {...input}
          id={inputId}
          className="mk-field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {trailing}
      </div>
      {hint && (
        <span id={hintId} className="mk-field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="mk-field__error">
          {error}
        </span>
      )}
    </div>
  )
}
