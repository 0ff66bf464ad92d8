import { useSyncExternalStore } from 'react'

let ready = false
const listeners = new Set<() => void>()

/** A new build has taken over this page's service worker: the page runs the previous build until it reloads. */
export function announceUpdateReady(): void {
  if (ready) return
  ready = true
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether a new version is ready (for the update notice). */
export function useUpdateReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ready,
    () => false,
  )
}
