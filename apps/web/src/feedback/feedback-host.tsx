import { AlertDialog, Toast } from '@mandi/ui-kit'
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react'
import { useT } from '../i18n/i18n.tsx'

/**
 * The app-wide toast and alert (spec §8 says "toast" for some outcomes, "alert" for others). Screens and
 * machine outputs (see machines/use-emitted.ts) call `useFeedback().toast(text)` or `.alert(text)`; texts
 * arrive already translated, or are the server's info.
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

  const toast = useCallback((text: string) => setToastText(text), [])
  const hideToast = useCallback(() => setToastText(null), [])
  const alert = useCallback(
    (text: string) => new Promise<void>((done) => setAlerts((queue) => [...queue, { text, done }])),
    [],
  )

  const current = alerts[0]
  const dismiss = () => {
    current?.done()
    setAlerts((queue) => queue.slice(1))
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
