import type { PasskeyProblem } from '@mandi/state-machines'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { passkeyApi } from '../api/calls/passkey.ts'
import { toPromise } from '../api/to-promise.ts'
import { useFeedback } from '../feedback/feedback-host.tsx'
import { useT } from '../i18n/i18n.tsx'
import { PasskeyOfferView } from './passkey-offer-view.tsx'
import { markPasskeyOffer, passkeyOfferPending } from './support.ts'
import './strings.ts'

const ceremonies = () => import('./ceremonies.ts')

/**
 * The offer to turn fingerprint sign-in on, once, after a password sign-in on a phone with a fingerprint or
 * screen lock (login-flow.tsx marks it; /home shows it). Not now tells the server, which does not offer it
 * again; a cancelled prompt keeps the offer with the reason.
 */
export function PasskeyOffer() {
  const t = useT()
  const { toast } = useFeedback()
  const [, navigate] = useLocation()
  const [open, setOpen] = useState(passkeyOfferPending)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<PasskeyProblem | null>(null)
  if (!open) return null
  const close = () => {
    markPasskeyOffer(false)
    setOpen(false)
  }
  return (
    <PasskeyOfferView
      busy={busy}
      problem={problem}
      onTurnOn={() => {
        setBusy(true)
        setProblem(null)
        void ceremonies().then(async ({ registerPasskey, PasswordNeeded, PasskeyFailure }) => {
          try {
            await registerPasskey()
            close()
            toast(t('passkey.offer.done'))
          } catch (error) {
            // The sign-in's 5 minutes have passed: /safe asks for the password first.
            if (error instanceof PasswordNeeded) {
              close()
              navigate('/safe')
            } else setProblem(error instanceof PasskeyFailure ? error.problem : 'failed')
          } finally {
            setBusy(false)
          }
        })
      }}
      onDismiss={() => {
        close()
        // Best effort: if it does not reach the server, the offer may come once more after a sign-in.
        void toPromise(passkeyApi.dismissOffer()).catch(() => undefined)
      }}
    />
  )
}
