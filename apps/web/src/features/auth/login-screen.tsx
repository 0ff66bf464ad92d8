import { canSubmitLogin, loginMachine } from '@mandi/state-machines'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { readStored, STORAGE_KEYS, saveLogin } from '../../api/storage.ts'
import { useEmitted } from '../../machines/use-emitted.ts'
import { saveData } from '../../network/save-data.ts'
import { LoginView } from './login-view.tsx'
import { useLanguageChoice } from './use-language-choice.ts'

// The api-client and the Effect runtime (~40 KB gzip) are not needed to show the form (issue 9: initial JS of
// /login): they load when the user first types, or at the latest on Sign in. A failed load is forgotten so
// the next Sign in tries again (and the machine shows it as a network error meanwhile).
let loginCall: Promise<typeof import('./login-call.ts')> | undefined
function loadLoginCall() {
  loginCall ??= import('./login-call.ts').catch((error: unknown) => {
    loginCall = undefined
    throw error
  })
  return loginCall
}

/** Loading it while the user types is a prefetch: skipped when the browser asks to save data (issue 18). */
function warmLoginCall() {
  if (!saveData) void loadLoginCall().catch(() => undefined)
}

// The machine's effects, bound to the app once: the api-client, and the storage keys of api/storage.ts.
const machine = loginMachine.provide({
  actors: {
    // /settings log out keeps the mobile number (spec §4): it prefills the User ID.
    readMobile: fromPromise(async () => readStored(STORAGE_KEYS.mob)),
    login: fromPromise(async ({ input, signal }) => (await loadLoginCall()).signIn(input, signal)),
    storeSession: fromPromise(async ({ input }) => saveLogin(input, input.mobile)),
  },
})

/**
 * /login container (spec §2): the login machine holds the form and the flow; success stores the login
 * result and goes to /home, status 0 toasts the server info and loading stops (spec §8), and what was
 * typed is kept on failure. The shell carries out the machine's toasts and navigation (useEmitted).
 */
export function LoginScreen() {
  const actor = useActorRef(machine)
  useEmitted(actor)
  const state = useSelector(actor, (snapshot) => snapshot)
  const language = useLanguageChoice()
  return (
    <LoginView
      locale={language.locale}
      onLocale={language.onLocale}
      userId={state.context.id}
      password={state.context.password}
      canSubmit={canSubmitLogin(state.context)}
      // Busy (reading the kept number, signing in, storing the session): the fields are read-only meanwhile.
      submitting={state.hasTag('busy')}
      onUserIdChange={(value) => {
        warmLoginCall()
        actor.send({ type: 'change', field: 'id', value })
      }}
      onPasswordChange={(value) => {
        warmLoginCall()
        actor.send({ type: 'change', field: 'password', value })
      }}
      onSubmit={() => actor.send({ type: 'submit' })}
    />
  )
}
