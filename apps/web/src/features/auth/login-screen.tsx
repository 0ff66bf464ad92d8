import { canSignIn } from '@mandi/domain'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { errorText } from '../../api/api-error.ts'
import { api } from '../../api/client.ts'
import { readStored, STORAGE_KEYS, saveLogin } from '../../api/storage.ts'
import { toPromise } from '../../api/to-promise.ts'
import { useFeedback } from '../../feedback/feedback-host.tsx'
import { useT } from '../../i18n/i18n.tsx'
import { HOME_PATH } from '../../routes.ts'
import { LoginView } from './login-view.tsx'

/**
 * /login container (spec §2): holds the form, signs in, stores the login result and goes to /home; a
 * status 0 shows the server info in a toast and stops loading (spec §8). What was typed is kept on failure.
 * TODO(state-machines): drive this with `loginMachine` (+ useEmitted) once the package exports it.
 */
export function LoginScreen() {
  const t = useT()
  const { toast } = useFeedback()
  const [, navigate] = useLocation()
  // /settings log out keeps the mobile number (spec §4) so it can prefill the User ID.
  const [userId, setUserId] = useState(() => readStored(STORAGE_KEYS.mob) ?? '')
  const [password, setPassword] = useState('')
  const [submitting, setSubmitting] = useState(false)

  const submit = async () => {
    setSubmitting(true)
    try {
      const result = await toPromise(api.auth.login({ mob: userId, password, fingerLogin: '', token: '' }))
      saveLogin(result, userId)
      navigate(HOME_PATH, { replace: true })
    } catch (error) {
      setSubmitting(false)
      toast(errorText(error, t('shell.error.network')))
    }
  }

  return (
    <LoginView
      userId={userId}
      password={password}
      canSubmit={canSignIn(userId, password)}
      submitting={submitting}
      onUserIdChange={setUserId}
      onPasswordChange={setPassword}
      onSubmit={submit}
    />
  )
}
