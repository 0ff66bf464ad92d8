import { canSubmitLogin, loginMachine } from '@mandi/state-machines'
import { useSelector } from '@xstate/react'
import { type ReactNode, useEffect, useState } from 'react'
import { type Actor, createActor, fromPromise, waitFor } from 'xstate'
import { readStored, STORAGE_KEYS, saveLogin } from '../../api/storage.ts'
import type { Locale } from '../../i18n/catalogue.ts'
import { useEmitted } from '../../machines/use-emitted.ts'
import { loadLoginCall, warmLoginCall } from './login-call-loader.ts'
import { LoginView } from './login-view.tsx'

// The machine's effects, bound to the app once: the api-client, and the storage keys of api/storage.ts.
const machine = loginMachine.provide({
  actors: {
    // /settings log out keeps the mobile number (spec §4): it prefills the User ID.
    readMobile: fromPromise(async () => readStored(STORAGE_KEYS.mob)),
    login: fromPromise(async ({ input, signal }) => (await loadLoginCall()).signIn(input, signal)),
    storeSession: fromPromise(async ({ input }) => saveLogin(input, input.mobile)),
  },
})

export type LoginActor = Actor<typeof machine>

/** What the form held before the flow started, handed to the machine when it takes over. */
export interface LoginDraft {
  readonly id: string
  readonly password: string
  /** Sign in was pressed before the flow had loaded. */
  readonly submit: boolean
}

/** Starts the login flow (the one login machine) and waits until it has read the kept mobile number. */
export async function startLoginFlow(): Promise<LoginActor> {
  warmLoginCall()
  const actor = createActor(machine).start()
  await waitFor(actor, (snapshot) => !snapshot.matches('prefilling'))
  return actor
}

/**
 * /login once its flow runs: the login machine holds the form and the flow; success stores the login result
 * and goes to /home, status 0 toasts the server info and loading stops (spec §8), and what was typed is kept
 * on failure. The shell carries out the machine's toasts and navigation (useEmitted).
 *
 * On mount it takes what the form held before it loaded (`takeDraft`, read then, so nothing typed is lost):
 * the typed ID and password go in as the changes they were, then Sign in if it was pressed; until then the
 * form as it was (`children`) stays. Done in an effect after useEmitted's, so that whatever the sign-in
 * emits is already listened to.
 */
export function LoginFlow({
  actor,
  takeDraft,
  locale,
  onLocale,
  children,
}: {
  actor: LoginActor
  takeDraft: () => LoginDraft
  locale: Locale
  onLocale: (locale: Locale) => void
  children: ReactNode
}) {
  useEmitted(actor)
  const state = useSelector(actor, (snapshot) => snapshot)
  const [taken, setTaken] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft is taken once, when the flow mounts
  useEffect(() => {
    const { id, password, submit } = takeDraft()
    if (id !== actor.getSnapshot().context.id) actor.send({ type: 'change', field: 'id', value: id })
    if (password) actor.send({ type: 'change', field: 'password', value: password })
    if (submit) actor.send({ type: 'submit' })
    setTaken(true)
  }, [actor])
  if (!taken) return children
  return (
    <LoginView
      locale={locale}
      onLocale={onLocale}
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
