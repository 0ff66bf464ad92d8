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
import './feedback-host.css'

/**
 * The app-wide toast and alert (spec §8 says "toast" for some outcomes, "alert" for others). Screens and
 * machine outputs call `useFeedback().toast(text)` or `.alert(text)`; texts arrive already translated, or
 * are the server's info.
 */
export interface Feedback {
  /** A short message that goes away by itself and is announced politely. */
  readonly toast: (text: string) => void
  /** A modal message with OK; resolves when it is dismissed (e.g. then go to /bind_card). */
  readonly alert: (text: string) => Promise<void>
}

export const TOAST_MS = 2500

const FeedbackContext = createContext<Feedback | null>(null)

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext)
  if (!feedback) throw new Error('useFeedback needs a FeedbackHost above it')
  return feedback
}

interface PendingAlert {
  readonly text: string
  readonly done: () => void
}

export function FeedbackHost({ children }: { children: ReactNode }) {
  const t = useT()
  const [toastText, setToastText] = useState<string | null>(null)
  const [alerts, setAlerts] = useState<readonly PendingAlert[]>([])
  const timer = useRef<number | undefined>(undefined)
  const okButton = useRef<HTMLButtonElement>(null)

  const toast = useCallback((text: string) => {
    window.clearTimeout(timer.current)
    setToastText(text)
    timer.current = window.setTimeout(() => setToastText(null), TOAST_MS)
  }, [])
  const alert = useCallback(
    (text: string) => new Promise<void>((done) => setAlerts((queue) => [...queue, { text, done }])),
    [],
  )
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const current = alerts[0]
  useEffect(() => {
    if (current) okButton.current?.focus()
  }, [current])
  const dismiss = () => {
    current?.done()
    setAlerts((queue) => queue.slice(1))
  }

  const value = useMemo(() => ({ toast, alert }), [toast, alert])
  return (
    <FeedbackContext.Provider value={value}>
      {children}
      <div className="mk-toast-region" role="status" aria-live="polite">
        {toastText && <div className="mk-toast">{toastText}</div>}
      </div>
      {current && (
        <div className="mk-alert-backdrop">
          <div className="mk-alert" role="alertdialog" aria-modal="true" aria-describedby="mk-alert-text">
            <p id="mk-alert-text">{current.text}</p>
            <button ref={okButton} type="button" className="mk-alert__ok" onClick={dismiss}>
              {t('shell.common.ok')}
            </button>
          </div>
        </div>
      )}
    </FeedbackContext.Provider>
  )
}
