import { type ReactNode, useId } from 'react'
import { Button } from '../button/button.tsx'
import { Modal } from '../modal/modal.tsx'

export interface AlertDialogProps {
  open: boolean
  /** Text, or phrasing content (e.g. a sentence with Money amounts in it); it is rendered inside a <p>. */
  message: ReactNode
  title?: string
  /** Label of the confirming button ('OK' is only a fallback; pass the translated text). */
  confirmLabel?: string
  /** When given, the dialog is a Confirm with a second, cancelling button. */
  cancelLabel?: string
  onConfirm: () => void
  /** Cancel button, Escape and the backdrop; an Alert without it treats Escape as OK. */
  onCancel?: () => void
  destructive?: boolean
}

/** Alert (one button) or Confirm (two buttons), with role alertdialog, focus trap and Escape. */
export function AlertDialog({
  open,
  message,
  title,
  confirmLabel = 'OK',
  cancelLabel,
  onConfirm,
  onCancel,
  destructive = false,
}: AlertDialogProps) {
  const titleId = useId()
  const messageId = useId()
  const isConfirm = cancelLabel !== undefined
  return (
    <Modal
      open={open}
      role="alertdialog"
      labelledBy={title ? titleId : messageId}
      describedBy={title ? messageId : undefined}
      onDismiss={onCancel ?? onConfirm}
    >
      {title && (
        <h2 id={titleId} className="mk-modal__title">
          {title}
        </h2>
      )}
      <p id={messageId} className="mk-modal__body">
        {message}
      </p>
      <div className="mk-modal__actions">
        {isConfirm && (
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
        )}
        <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  )
}
