import { AlertDialog, Toast } from '@mandi/ui-kit'
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useT } from '../i18n/i18n.tsx'
import { currentLocation, useCurrentLocation } from '../router/hash-location.ts'
import { useRouteActive } from '../router/route-active.ts'

/**
 * The app-wide toast and alert (spec §8 says "toast" for some outcomes, "alert" for others). Screens and
 * machine outputs (see machines/use-emitted.ts) call `useFeedback().toast(text)` or `.alert(text)`; texts
 * arrive already translated, or are the server's info.
 *
 * An alert belongs to the screen it was raised on (the location, path and query, at the call): it is shown
 * only there, and leaving that screen (Back, a link, a redirect) drops it. A dropped alert's promise never
 * settles, so a follow-up written as `await alert(text); navigate(...)` does not run after the user left.
 * A toast is not tied to a screen: "Saved" followed by a move back is the usual pattern.
 */
export interface Feedback {
  /** A short message that goes away by itself and is announced politely. */
  readonly toast: (text: string) => void
  /**
   * A modal message with OK; resolves when it is dismissed with OK (e.g. then go to /bind_card). Never
   * resolves when the screen it was raised on is left first.
   */
  readonly alert: (text: string) => Promise<void>
}

export const TOAST_MS = 2500

const FeedbackContext = createContext<Feedback | null>(null)

const never = () => new Promise<void>(() => {})

/**
 * The toast and alert of the screen that calls it. A kept-alive screen (/kline, /channel, …) that is hidden
 * while the user is elsewhere shows nothing: its toasts are dropped and its alerts never open nor settle,
 * so a hidden screen neither covers the shown one nor moves the user.
 */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext)
  if (!feedback) throw new Error('useFeedback needs a FeedbackHost above it')
  const active = useRouteActive()
  const activeRef = useRef(active)
  activeRef.current = active
  return useMemo(
    () => ({
      toast: (text: string) => {
        if (activeRef.current) feedback.toast(text)
      },
      alert: (text: string) => (activeRef.current ? feedback.alert(text) : never()),
    }),
    [feedback],
  )
}

interface PendingAlert {
  readonly text: string
  readonly done: () => void
  /** The location the alert was raised on. */
  readonly location: string
}

export function FeedbackHost({ children }: { children: ReactNode }) {
  const t = useT()
  const location = useCurrentLocation()
  const [toastText, setToastText] = useState<string | null>(null)
  const [alerts, setAlerts] = useState<readonly PendingAlert[]>([])

  const toast = useCallback((text: string) => setToastText(text), [])
  const hideToast = useCallback(() => setToastText(null), [])
  const alert = useCallback(
    (text: string) =>
      new Promise<void>((done) =>
        setAlerts((queue) => [...queue, { text, done, location: currentLocation() }]),
      ),
    [],
  )

  // Leaving a screen drops its alerts, unsettled (see above).
  useEffect(() => {
    setAlerts((queue) => {
      const kept = queue.filter((pending) => pending.location === location)
      return kept.length === queue.length ? queue : kept
    })
  }, [location])

  // Filtered at render too, so a left screen's alert is not painted for one frame over the next screen.
  const current = alerts.find((pending) => pending.location === location)
  const dismiss = () => {
    if (!current) return
    current.done()
    setAlerts((queue) => queue.filter((pending) => pending !== current))
  }

  const value = useMemo(() => ({ toast, alert }), [toast, alert])
  return (
    <FeedbackContext.Provider value={value}>
      {children}
      <Toast message={toastText} duration={TOAST_MS} onDismiss={hideToast} />
      <AlertDialog
        open={current !== undefined}
        message={current?.text ?? ''}
        confirmLabel={t('shell.common.ok')}
        onConfirm={dismiss}
      />
    </FeedbackContext.Provider>
  )
}
