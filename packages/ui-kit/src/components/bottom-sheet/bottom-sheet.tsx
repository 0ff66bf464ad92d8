import { X } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { Modal } from '../modal/modal.tsx'
import '../icon-button/icon-button.css'
import './bottom-sheet.css'

export interface BottomSheetProps {
  open: boolean
  title: string
  children: ReactNode
  onClose: () => void
  /** Accessible name of the close button. */
  closeLabel?: string
}

/** A modal panel that slides up from the bottom: the buy/sell popup, the payment channel picker. */
export function BottomSheet({ open, title, children, onClose, closeLabel = 'Close' }: BottomSheetProps) {
  const titleId = useId()
  return (
    <Modal open={open} variant="sheet" labelledBy={titleId} onDismiss={onClose} className="mk-sheet">
      <div className="mk-sheet__header">
        <h2 id={titleId} className="mk-modal__title">
          {title}
        </h2>
        <button type="button" className="mk-icon-button" aria-label={closeLabel} onClick={onClose}>
          <X size={20} aria-hidden="true" />
        </button>
      </div>
      {children}
    </Modal>
  )
}
