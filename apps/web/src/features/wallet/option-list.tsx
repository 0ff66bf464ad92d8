import type { ReactNode } from 'react'
import './wallet.css'

export interface OptionListProps {
  /** The radios' name, also the stem of the error's id (`<name>-error`). */
  readonly name: string
  readonly legend: string
  readonly options: readonly { readonly id: number; readonly label: string }[]
  readonly value: number | null
  /** A request of the form is in flight: the radios are off, the chosen one still shown checked. */
  readonly disabled: boolean
  /** The message under the list (already translated), tied to it by aria-describedby. */
  readonly error?: string
  readonly onSelect: (id: number) => void
  /** Shown instead of the list (while it loads, or when there is none); the error still shows under it. */
  readonly placeholder?: ReactNode
}

/** A radio list with its legend and error, as /payout lists the banks and the deposit popup the channels. */
export function OptionList(props: OptionListProps) {
  const errorId = `${props.name}-error`
  return (
    <>
      {props.placeholder !== undefined ? (
        props.placeholder
      ) : (
        <fieldset className="wallet__options" aria-describedby={props.error ? errorId : undefined}>
          <legend className="wallet__muted">{props.legend}</legend>
          {props.options.map((option) => (
            <label key={option.id} className="wallet__option">
              <input
                type="radio"
                name={props.name}
                checked={props.value === option.id}
                // A radio has no read-only state: while busy the options are off, the chosen one still shown.
                disabled={props.disabled}
                onChange={() => props.onSelect(option.id)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      )}
      {props.error && (
        <p id={errorId} className="wallet__error" role="alert">
          {props.error}
        </p>
      )}
    </>
  )
}
