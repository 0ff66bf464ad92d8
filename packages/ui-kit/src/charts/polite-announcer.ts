import { useCallback, useRef, useState } from 'react'

/** At most one announcement per this many ms (issue 18: price changes at most once every 10 seconds). */
export const ANNOUNCE_INTERVAL_MS = 10_000

/** True while the user is typing somewhere on the page: an announcement then would interrupt them. */
export function isTyping(doc: Document = document): boolean {
  const active = doc.activeElement as HTMLElement | null
  if (!active) return false
  if (active.isContentEditable) return true
  if (active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement) return true
  return (
    active instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'range', 'submit'].includes(active.type)
  )
}

/**
 * A polite live region's text, changed at most once per interval (counted from the first offer, so opening
 * a screen does not announce at once) and never while the user types. `offer` is cheap to call on every tick.
 */
export function usePoliteAnnouncer(intervalMs = ANNOUNCE_INTERVAL_MS, now: () => number = Date.now) {
  const [text, setText] = useState('')
  const last = useRef<number | null>(null)
  const offer = useCallback(
    (message: () => string) => {
      const at = now()
      last.current ??= at
      if (at - last.current < intervalMs || isTyping()) return
      last.current = at
      setText(message())
    },
    [intervalMs, now],
  )
  return { text, offer }
}
