import { type RefObject, useEffect } from 'react'
import { focusableIn } from '../../lib/focusable.ts'

/**
 * While `active`, keeps Tab and Shift+Tab inside `ref`, sends Escape to `onEscape`, moves focus in on open
 * and gives it back to the element that had it on close (WAI-ARIA dialog pattern).
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: (() => void) | undefined,
): void {
  useEffect(() => {
    const root = ref.current
    if (!active || !root) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const first = focusableIn(root)[0]
    ;(first ?? root).focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (onEscape) {
          event.stopPropagation()
          onEscape()
        }
        return
      }
      if (event.key !== 'Tab') return
      const items = focusableIn(root)
      const head = items[0]
      const tail = items[items.length - 1]
      if (!head || !tail) {
        event.preventDefault()
        return
      }
      if (event.shiftKey && (document.activeElement === head || document.activeElement === root)) {
        event.preventDefault()
        tail.focus()
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault()
        head.focus()
      }
    }
    root.addEventListener('keydown', onKeyDown)
    return () => {
      root.removeEventListener('keydown', onKeyDown)
      previous?.focus()
    }
  }, [ref, active, onEscape])
}
