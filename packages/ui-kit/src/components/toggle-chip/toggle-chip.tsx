import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { cx } from '../../lib/cx.ts'
import './toggle-chip.css'

export interface ToggleChipProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type' | 'aria-pressed'> {
  children: ReactNode
  /** On or off: said to a screen reader (aria-pressed) and shown tinted in the brand colour. */
  pressed: boolean
}

/**
 * A compact pill that is on or off, a full 44 px target: a choice among a few (the language before sign-in)
 * or any number at once (the chart's overlays). A group of them sits in a fieldset with its legend.
 */
export function ToggleChip({ children, pressed, className, ...rest }: ToggleChipProps) {
  return (
    <button {...rest} type="button" className={cx('mk-toggle-chip', className)} aria-pressed={pressed}>
      {children}
    </button>
  )
}
