import { authApi } from '../../api/calls/auth.ts'
import { toPromise } from '../../api/to-promise.ts'

/**
 * POST user/login for the login machine's `login` actor. Its own module so that the api-client and the
 * Effect runtime stay out of the /login chunk: login-screen.tsx imports it when the form is first used.
 */
export function signIn(input: { id: string; password: string }, signal: AbortSignal) {
  return toPromise(
    authApi.login({ mob: input.id, password: input.password, fingerLogin: '', token: '' }),
    signal,
  )
}
