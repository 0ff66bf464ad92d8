// On the entry path (main.tsx): no imports, a few hundred bytes. Chromium fires `beforeinstallprompt` once
// the page qualifies, often before /download is ever opened, so the event is kept from the app's start and
// read when that screen shows.

/** Chromium's install offer (not in lib.dom). `prompt()` may be called once per event. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>
  readonly userChoice: Promise<{ readonly outcome: 'accepted' | 'dismissed'; readonly platform?: string }>
}

/**
 * What /download can offer: `available` — the browser lets the page install (a kept event); `installed` — the
 * app was installed from here or runs installed now; `steps` — neither: the manual home-screen steps.
 */
export type InstallStatus = 'available' | 'installed' | 'steps'

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable'

export interface InstallCapture {
  readonly status: () => InstallStatus
  /** For useSyncExternalStore: called whenever the status changes. */
  readonly subscribe: (listener: () => void) => () => void
  /** Shows the browser's install dialog with the kept event and waits for the user's choice. */
  readonly prompt: () => Promise<InstallOutcome>
}

/** True when the page runs as the installed app (standalone window; iOS Safari's own flag). */
function runsInstalled(): boolean {
  if (typeof window === 'undefined') return false
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches === true
  return standalone || (navigator as { standalone?: boolean }).standalone === true
}

/** Starts listening on `target` (the window) for the install offer and for the app being installed. */
export function captureInstall(
  target: EventTarget,
  installedNow: () => boolean = runsInstalled,
): InstallCapture {
  let kept: BeforeInstallPromptEvent | null = null
  let installed = installedNow()
  let prompting = false
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keeps the offer for the Install button instead of the browser's own banner; the browser's menu still
    // offers to install.
    event.preventDefault()
    kept = event as BeforeInstallPromptEvent
    notify()
  })
  target.addEventListener('appinstalled', () => {
    kept = null
    installed = true
    notify()
  })
  return {
    status: () => (installed ? 'installed' : kept ? 'available' : 'steps'),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    prompt: async () => {
      const event = kept
      if (!event || prompting) return 'unavailable'
      prompting = true
      try {
        await event.prompt()
        const { outcome } = await event.userChoice
        if (outcome === 'accepted') installed = true
        return outcome
      } catch {
        return 'unavailable'
      } finally {
        // An event prompts once: whatever the user chose, it is spent (the browser may offer a new one later).
        if (kept === event) kept = null
        prompting = false
        notify()
      }
    },
  }
}

let started: InstallCapture | null = null

/** Called once by main.tsx, before the first render. */
export function startInstallCapture(): InstallCapture {
  started ??= captureInstall(window)
  return started
}

/** The capture started with the app (started now when it was not, e.g. in a test or a story). */
export function installCapture(): InstallCapture {
  return startInstallCapture()
}
