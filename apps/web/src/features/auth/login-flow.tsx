import { canSubmitLogin, loginMachine } from '@mandi/state-machines'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { type Actor, createActor, fromPromise, waitFor } from 'xstate'
import { readStored, STORAGE_KEYS, saveLogin } from '../../api/storage.ts'
import { useEmitted } from '../../machines/use-emitted.ts'
import {
  markPasskeyOffer,
  passkeyAutofillAvailable,
  platformAuthenticatorAvailable,
  rememberPasskeys,
} from '../../passkey/support.ts'
import { loadLoginCall, warmLoginCall } from './login-call-loader.ts'

// The WebAuthn library and the passkey calls load only when a passkey is used (issue 28; /login's first paint).
const ceremonies = () => import('../../passkey/ceremonies.ts')

// The machine's effects, bound to the app once: the api-client, and the storage keys of api/storage.ts.
const machine = loginMachine.provide({
  actors: {
    // /settings log out keeps the mobile number (spec §4): it prefills the User ID.
    readMobile: fromPromise(async () => readStored(STORAGE_KEYS.mob)),
    login: fromPromise(async ({ input, signal }) => (await loadLoginCall()).signIn(input, signal)),
    storeSession: fromPromise(async ({ input }) => {
      // A passkey sign-in names no mobile number: the one kept (by /settings log out) stays.
      saveLogin(input, input.viaPasskey ? (readStored(STORAGE_KEYS.mob) ?? '') : input.mobile)
      rememberPasskeys(input.passkeys ?? (input.viaPasskey ? 1 : 0))
      // After a password sign-in on a phone that can, offer once to turn fingerprint sign-in on (shell).
      markPasskeyOffer(
        !input.viaPasskey && input.passkeyOffer === 1 && (await platformAuthenticatorAvailable()),
      )
    }),
    passkeySignIn: fromPromise(async ({ signal }) => {
      const { signInWithPasskey, PasskeyFailure } = await ceremonies()
      const session = await signInWithPasskey(false, signal)
      if (!session) throw new PasskeyFailure('cancelled')
      return session
    }),
    passkeyAutofill: fromPromise(async ({ signal }) => {
      if (!(await passkeyAutofillAvailable())) return null
      return (await ceremonies()).signInWithPasskey(true, signal)
    }),
  },
})

export type LoginActor = Actor<typeof machine>

/** What the form held before the flow started, handed to the machine when it takes over. */
export interface LoginDraft {
  readonly id: string
  readonly password: string
  /** Sign in was pressed before the flow had loaded. */
  readonly submit: boolean
  /** "Sign in with fingerprint" was pressed before the flow had loaded. */
  readonly passkey?: boolean
}

/** Starts the login flow (the one login machine) and waits until it has read the kept mobile number. */
export async function startLoginFlow(): Promise<LoginActor> {
  warmLoginCall()
  const actor = createActor(machine).start()
  await waitFor(actor, (snapshot) => !snapshot.matches('prefilling'))
  return actor
}

type LoginSnapshot = ReturnType<LoginActor['getSnapshot']>

/** What the form shows once the flow holds it. */
export function loginView(snapshot: LoginSnapshot) {
  return {
    userId: snapshot.context.id,
    password: snapshot.context.password,
    canSubmit: canSubmitLogin(snapshot.context),
    // Busy (reading the kept number, signing in, storing the session): the fields are read-only meanwhile.
    submitting: snapshot.hasTag('busy'),
    passkeyProblem: snapshot.context.passkeyProblem,
    passkeyBusy: snapshot.matches('passkeySigningIn'),
  }
}

export function signInWithFingerprint(actor: LoginActor): void {
  actor.send({ type: 'passkey' })
}

/** A field typed in once the flow holds the form (the sign-in call is warmed on the way). */
export function changeField(actor: LoginActor, field: 'id' | 'password', value: string): void {
  warmLoginCall()
  actor.send({ type: 'change', field, value })
}

export function submitLogin(actor: LoginActor): void {
  actor.send({ type: 'submit' })
}

/**
 * /login once its flow runs: the login machine holds the form and the flow; success stores the login result
 * and goes to /home, status 0 toasts the server info and loading stops (spec §8), and what was typed is kept
 * on failure. This component renders nothing: the screen keeps rendering its one form (so the fields are
 * never replaced under the user's fingers, focus included) and reads the machine (loginView). Here the shell
 * carries out the machine's toasts and navigation (useEmitted), and the draft is handed over.
 *
 * On mount it takes what the form held before it loaded (`takeDraft`, read then, so nothing typed is lost):
 * the typed ID and password go in as the changes they were, then Sign in if it was pressed, and `onTaken`
 * tells the screen to show the machine from then on. A layout effect, so that no keystroke falls between the
 * handover and the screen switching over. A Sign in pressed meanwhile is sent in a passive effect declared
 * after useEmitted's, so that whatever the sign-in emits is already listened to.
 */
export function LoginFlow({
  actor,
  takeDraft,
  onTaken,
}: {
  actor: LoginActor
  takeDraft: () => LoginDraft
  onTaken: () => void
}) {
  useEmitted(actor)
  const submitPending = useRef(false)
  const passkeyPending = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft is taken once, when the flow mounts
  useLayoutEffect(() => {
    const { id, password, submit, passkey } = takeDraft()
    if (id !== actor.getSnapshot().context.id) actor.send({ type: 'change', field: 'id', value: id })
    if (password) actor.send({ type: 'change', field: 'password', value: password })
    submitPending.current = submit
    passkeyPending.current = passkey === true
    onTaken()
  }, [actor])
  useEffect(() => {
    if (passkeyPending.current) {
      passkeyPending.current = false
      actor.send({ type: 'passkey' })
    }
    if (!submitPending.current) return
    submitPending.current = false
    actor.send({ type: 'submit' })
  }, [actor])
  return null
}
