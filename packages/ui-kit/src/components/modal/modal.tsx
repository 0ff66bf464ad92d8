import { createContext, type MouseEvent, type ReactNode, useContext, useLayoutEffect, useRef } from 'react'
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

/** How long after a dialog opens the rest of a double tap begun before it is ignored. */
const GHOST_TAP_MS = 500

/**
 * The second tap of a double tap on the button that opened a dialog lands on the dialog: on a fast answer the
 * result alert of a double-tapped Buy came up between the two taps and the second one dismissed it, so the
 * user never saw the outcome. A click that continues a multi-tap (`detail > 1`) just after the dialog opened
 * is dropped; a first tap, a key press (`detail` 0) and a quick tap-tap on a stepper later on all go through.
 */
function useGhostTapGuard(shown: boolean) {
  const openedAt = useRef(0)
  useLayoutEffect(() => {
    if (shown) openedAt.current = performance.now()
  }, [shown])
  return (event: MouseEvent) => {
    if (event.detail > 1 && performance.now() - openedAt.current < GHOST_TAP_MS) {
      event.stopPropagation()
      event.preventDefault()
    }
  }
}

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
  const dropGhostTap = useGhostTapGuard(shown)
  if (!shown) return null
  return createPortal(
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop is a pointer convenience; Escape is the keyboard path
    // biome-ignore lint/a11y/noStaticElementInteractions: same reason, the dialog inside carries the semantics
    <div
      className={cx('mk-modal-overlay', variant === 'sheet' && 'mk-modal-overlay--sheet')}
      data-testid="modal-backdrop"
      onClickCapture={dropGhostTap}
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
