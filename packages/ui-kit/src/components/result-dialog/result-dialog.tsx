import { useId } from 'react'
import { cx } from '../../lib/cx.ts'
import { Button } from '../button/button.tsx'
import { Modal } from '../modal/modal.tsx'
import './result-dialog.css'
import { Check, X } from 'lucide-react'

export interface ResultDialogProps {
  open: boolean
  status: 'success' | 'failed'
  /** 'Purchase successful', 'Sale failed'… */
  title: string
  message?: string
  okLabel?: string
  onOk: () => void
  /**
   * Offered after a failure whose outcome is unknown (time-out, lost connection): sends the same request
   * again under the same Idempotency-Key, so the server replays it instead of acting twice.
   */
  onRetry?: () => void
  retryLabel?: string
}

/** The result popup of a buy or sell (§4): an icon, the outcome, and OK. Escape also acknowledges. */
export function ResultDialog({
  open,
  status,
  title,
  message,
  okLabel = 'OK',
  onOk,
  onRetry,
  retryLabel = 'Retry',
}: ResultDialogProps) {
  const titleId = useId()
  const messageId = useId()
  return (
    <Modal
      open={open}
      role="alertdialog"
      labelledBy={titleId}
      describedBy={message ? messageId : undefined}
      onDismiss={onOk}
      className="mk-result"
    >
      <span className={cx('mk-result__icon', `mk-result__icon--${status}`)} aria-hidden="true">
        {status === 'success' ? <Check size={28} aria-hidden /> : <X size={28} aria-hidden />}
      </span>
      <h2 id={titleId} className="mk-modal__title">
        {title}
      </h2>
      {message && (
        <p id={messageId} className="mk-modal__body">
          {message}
        </p>
      )}
      <div className="mk-modal__actions">
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {retryLabel}
          </Button>
        )}
        <Button onClick={onOk}>{okLabel}</Button>
      </div>
    </Modal>
  )
}
