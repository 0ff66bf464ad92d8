import {
  type InputHTMLAttributes,
  type ReactNode,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { cx } from '../../lib/cx.ts'
import { FormBusyContext } from '../form/form-busy.ts'
import { langOf, tooLongMessage } from './too-long-message.ts'
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
  /**
   * The most characters the field takes. Text typed or pasted past it is refused as a whole (what the user
   * had stays) with a visible, announced message, instead of the browser's silent cut of `maxlength`.
   */
  maxLength?: number
  /** The refusal's words; by default "At most N characters" in the language of the page (`lang`). */
  tooLongMessage?: (max: number) => string
  /**
   * Shown but not editable: the text stays readable, selectable and focusable, and the field looks it. Also
   * on, whatever this says, inside a busy `Form` (a submit in flight), so no keystroke is taken and dropped.
   */
  readOnly?: boolean
}

interface Refusal {
  readonly text: string
  /** Counts refusals, so the same message is announced again. */
  readonly count: number
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
  maxLength,
  tooLongMessage: tooLong,
  readOnly: readOnlyProp = false,
  ...input
}: TextFieldProps) {
  const readOnly = useContext(FormBusyContext) || readOnlyProp
  const autoId = useId()
  const inputId = id ?? autoId
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const limitId = `${inputId}-limit`
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  // Where the caret was before the refused change; put back once React has restored the old value.
  const caret = useRef<number | null>(null)
  useLayoutEffect(() => {
    const at = caret.current
    caret.current = null
    const node = inputRef.current
    if (at === null || node === null || document.activeElement !== node) return
    // React puts the old value back too, but only after this effect when no other prop changed.
    if (node.value !== value) node.value = value
    try {
      node.setSelectionRange(at, at)
    } catch {
      // Inputs without a selection (type=number, email) keep the browser's caret.
    }
  })
  const describedBy =
    [hint ? hintId : null, error ? errorId : null, refusal ? limitId : null].filter(Boolean).join(' ') ||
    undefined
  return (
    <div className={cx('mk-field', className)}>
      <label htmlFor={inputId} className="mk-field__label">
        {label}
      </label>
      <div
        className={cx(
          'mk-field__control',
          error && 'mk-field__control--invalid',
          readOnly && 'mk-field__control--readonly',
        )}
      >
        <input
          {...input}
          ref={inputRef}
          id={inputId}
          className="mk-field__input"
          value={value}
          readOnly={readOnly}
          onChange={(event) => {
            // A read-only input fires no input events; this covers a script that writes it anyway.
            if (readOnly) return
            const next = event.target.value
            const limited = maxLength !== undefined && maxLength >= 0
            // Only growth past the limit is refused: a value already too long can still be shortened.
            if (limited && next.length > maxLength && next.length > value.length) {
              const added = next.length - value.length
              caret.current = Math.max(0, (event.target.selectionStart ?? next.length) - added)
              const text = tooLong ? tooLong(maxLength) : tooLongMessage(maxLength, langOf(event.target))
              setRefusal((previous) => ({ text, count: (previous?.count ?? 0) + 1 }))
              return
            }
            setRefusal(null)
            onChange(next)
          }}
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
      {/* Always in the page, so screen readers are already listening when a refusal appears. */}
      <span id={limitId} className="mk-field__limit" role="status">
        {refusal && <span key={refusal.count}>{refusal.text}</span>}
      </span>
    </div>
  )
}
