import { useEffect } from 'react'
import { cx } from '../../lib/cx.ts'
import './toast.css'

export interface ToastProps {
  /** The text to show; null or empty hides the toast. */
  message: string | null
  tone?: 'info' | 'success' | 'error'
  /** How long it stays, in ms, before `onDismiss` is called. */
  duration?: number
  onDismiss: () => void
}

/**
 * A short message over the content. The live region is always in the DOM so screen readers announce the
 * text when it appears (a region created together with its text is often not read).
 */
export function Toast({ message, tone = 'info', duration = 2000, onDismiss }: ToastProps) {
  useEffect(() => {
    if (!message) return
    const timer = setTimeout(onDismiss, duration)
    return () => clearTimeout(timer)
  }, [message, duration, onDismiss])

  return (
    <div
      className="mk-toast-region"
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
    >
      {message ? <div className={cx('mk-toast', `mk-toast--${tone}`)}>{message}</div> : null}
    </div>
  )
}
