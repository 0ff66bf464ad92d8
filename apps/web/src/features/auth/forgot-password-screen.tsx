import { forgotPasswordMachine } from '@mandi/state-machines'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useMemo } from 'react'
import { fromPromise } from 'xstate'
import { authApi } from '../../api/calls/auth.ts'
import { toPromise } from '../../api/to-promise.ts'
import { useFeedback } from '../../feedback/feedback-host.tsx'
import { tKey, useT } from '../../i18n/i18n.tsx'
import { type UiEmitted, useEmitted } from '../../machines/use-emitted.ts'
import { ForgotPasswordView } from './forgot-password-view.tsx'
import { ruleTexts } from './rule-text.ts'
import './strings.ts'

const actors = {
  sendResetOtp: fromPromise<string | undefined, { mobile: string }>(async ({ input }) => {
    const ack = await toPromise(authApi.sendResetOtp(input.mobile.trim()))
    return ack.info || undefined
  }),
  resetPassword: fromPromise<string | undefined, { mobile: string; otp: string; password: string }>(
    async ({ input }) => {
      const ack = await toPromise(
        authApi.resetPassword({ mob: input.mobile.trim(), code: input.otp, password: input.password }),
      )
      return ack.info || undefined
    },
  ),
}

// The machine's own fallbacks when the server sends no info; server texts are shown as they come.
const FALLBACKS: Record<string, string> = {
  'OTP sent': tKey('auth.forgot.otpSent'),
  'Password reset': tKey('auth.forgot.done'),
}

/**
 * /forgotpass 'Find My Password' (spec §2, §4): step 0 sends the OTP; on success step 1 asks for the code
 * (max 6) and a new password; 'Reset Password' resets and returns to /login. Failures toast the server
 * info (§8) and keep what was typed.
 */
export function ForgotPasswordScreen() {
  const t = useT()
  const { toast } = useFeedback()
  const machine = useMemo(() => forgotPasswordMachine.provide({ actors }), [])
  const actor = useActorRef(machine)
  const snapshot = useSelector(actor, (s) => s)
  const handle = useCallback(
    (emitted: UiEmitted) => {
      if (emitted.type !== 'toast') return false
      const key = FALLBACKS[emitted.message]
      toast(key ? t(key) : emitted.message)
      return true
    },
    [toast, t],
  )
  useEmitted(actor, handle)

  const { context } = snapshot
  return (
    <ForgotPasswordView
      step={snapshot.matches('step0') ? 0 : 1}
      values={context}
      errors={ruleTexts(t, context.errors)}
      busy={snapshot.hasTag('busy')}
      onChange={(field, value) => actor.send({ type: 'change', field, value })}
      onSendOtp={() => actor.send({ type: 'sendOtp' })}
      onSubmit={() => actor.send({ type: 'submit' })}
      onBack={() => actor.send({ type: 'back' })}
    />
  )
}
