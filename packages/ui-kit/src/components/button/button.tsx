import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { cx } from '../../lib/cx.ts'
import './button.css'

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost'

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  children: ReactNode
  variant?: ButtonVariant
  /** Shows a spinner, blocks clicks and announces the busy state. */
  loading?: boolean
  /** Stretches to the width of its container. */
  block?: boolean
}

export function Button({
  children,
  variant = 'primary',
  loading = false,
  block = false,
  disabled,
  type = 'button',
  className,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={cx('mk-button', `mk-button--${variant}`, block && 'mk-button--block', className)}
      disabled={disabled}
      // A loading button stays focusable (aria-disabled) so keyboard users do not lose their place.
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
    >
      {loading && <span className="mk-spinner" aria-hidden="true" />}
      {children}
    </button>
  )
}
