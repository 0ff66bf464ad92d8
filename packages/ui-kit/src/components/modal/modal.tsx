import { createContext, type ReactNode, useContext, useRef } from 'react'
import { createPortal } from 'react-dom'
import { cx } from '../../lib/cx.ts'
import { useFocusTrap } from './use-focus-trap.ts'
import './modal.css'

export interface ModalProps {
  open: boolean
  children: ReactNode
  /** Id of the element that names the dialog. */
  labelledBy?: string
  describedBy?: string
  /** Escape and a tap on the backdrop call this; leave it out for dialogs that need an explicit answer. */
  onDismiss?: () => void
  role?: 'dialog' | 'alertdialog'
  variant?: 'center' | 'sheet'
  className?: string
}

/**
 * False while the screen that holds a dialog is kept but not shown (an app's keep-alive route): its open
 * dialogs are then not drawn, since they portal to document.body and would cover the screen shown instead.
 */
export const ModalShownContext = createContext(true)

/** Shared modal surface: portal, backdrop, focus trap, Escape. Not exported; dialogs compose it. */
export function Modal({
  open,
  children,
  labelledBy,
  describedBy,
  onDismiss,
  role = 'dialog',
  variant = 'center',
  className,
}: ModalProps) {
  const ref = useRef<HTMLDivElement>(null)
  const screenShown = useContext(ModalShownContext)
  const shown = open && screenShown
  useFocusTrap(ref, shown, onDismiss)
  if (!shown) return null
  return createPortal(
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop is a pointer convenience; Escape is the keyboard path
    // biome-ignore lint/a11y/noStaticElementInteractions: same reason, the dialog inside carries the semantics
    <div
      className={cx('mk-modal-overlay', variant === 'sheet' && 'mk-modal-overlay--sheet')}
      data-testid="modal-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) onDismiss?.()
      }}
    >
      {/* Two branches with a literal role each: Biome's a11y lint checks aria-modal against a role it can read. */}
      {role === 'alertdialog' ? (
        <div
          ref={ref}
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          tabIndex={-1}
          className={cx('mk-modal', className)}
        >
          {children}
        </div>
      ) : (
        <div
          ref={ref}
          role="dialog"
          aria-modal="true"
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          tabIndex={-1}
          className={cx('mk-modal', className)}
        >
          {children}
        </div>
      )}
    </div>,
    document.body,
  )
}
