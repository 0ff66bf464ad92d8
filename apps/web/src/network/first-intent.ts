import { isOnline } from './online-import.ts'
import { saveData } from './save-data.ts'

type Load = () => Promise<unknown>

const INTENT = ['pointerdown', 'keydown'] as const

/**
 * Loads modules at the user's first touch or key press on the page: code a screen does not need to paint but
 * the first action may (the calls behind Retry, Sell or Submit; the trade form's confirmation), so that action
 * does not wait for the download and a first visit that only looks loads none of it. One listener for every
 * loader added before the touch; a loader added after it runs at the next one. A prefetch: skipped when the
 * browser asks to save data (issue 18), and a failed load is left to the action that needs the module. A touch
 * while offline loads nothing (a failed import stays failed in Chromium: online-import.ts): the next one does.
 */
export function loadOnFirstIntent(
  load: Load,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined = globalThis.window,
  online: () => boolean = isOnline,
): void {
  if (saveData || target === undefined) return
  const waiting = pending.get(target)
  if (waiting) {
    waiting.add(load)
    return
  }
  const loads = new Set<Load>([load])
  pending.set(target, loads)
  const run = () => {
    if (!online()) return
    for (const type of INTENT) target.removeEventListener(type, run, true)
    pending.delete(target)
    for (const next of loads) void next().catch(() => undefined)
  }
  for (const type of INTENT) target.addEventListener(type, run, { capture: true, passive: true })
}

const pending = new WeakMap<object, Set<Load>>()
