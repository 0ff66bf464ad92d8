import type { ConfirmAction, LoginResult, Passkey } from '@mandi/api-client'
import { passkeyRefusal } from '@mandi/api-client'
import type { PasskeyConfirmOutcome, PasskeyProblem } from '@mandi/state-machines'
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  WebAuthnError,
} from '@simplewebauthn/browser'
import { passkeyApi } from '../api/calls/passkey.ts'
import { toPromise } from '../api/to-promise.ts'
import { platformAuthenticatorAvailable, rememberPasskeys } from './support.ts'

// This module (the WebAuthn library, the passkey calls) loads only when a passkey is used: a tap on
// "Sign in with fingerprint", the sign-in field's autofill, a confirmation, or turning it on.

/** The browser's prompt waits this long (the server's options say the same `timeout`). */
const PROMPT_MS = 60_000

/** A passkey step that did not complete, and the plain reason the screen says (PasskeyProblemError). */
export class PasskeyFailure extends Error {
  constructor(
    readonly problem: PasskeyProblem,
    readonly reason?: unknown,
  ) {
    super(`passkey: ${problem}`)
  }
}

/** The password must be confirmed before a passkey can be added (the server's `password_required`). */
export class PasswordNeeded extends Error {
  constructor() {
    super('passkey: password needed')
  }
}

const NO_AUTHENTICATOR_CODES = new Set([
  'ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT',
  'ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT',
  'ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG',
  'ERROR_INVALID_DOMAIN',
  'ERROR_INVALID_RP_ID',
])

/** The plain reason of a failed step: the browser's error, or the server's refusal. */
export function problemOf(error: unknown, startedAt: number): PasskeyProblem {
  if (error instanceof PasskeyFailure) return error.problem
  const refusal = passkeyRefusal(error)
  if (refusal === 'unknownPasskey') return 'unknownPasskey'
  if (refusal === 'expired') return 'timeout'
  if (refusal === 'host') return 'noAuthenticator'
  if (refusal !== null) return 'failed'
  const tag = (error as { _tag?: unknown } | null)?._tag
  if (tag === 'NetworkError' || tag === 'TimeoutError' || tag === 'DecodeError') return 'network'
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_CEREMONY_ABORTED') return 'cancelled'
    if (NO_AUTHENTICATOR_CODES.has(error.code)) return 'noAuthenticator'
  }
  const name = (error as { name?: unknown } | null)?.name
  // The browser says NotAllowedError both when the user cancels and when its prompt times out.
  if (name === 'NotAllowedError') return Date.now() - startedAt >= PROMPT_MS - 1000 ? 'timeout' : 'cancelled'
  if (name === 'AbortError') return 'cancelled'
  if (name === 'NotSupportedError' || name === 'SecurityError') return 'noAuthenticator'
  if (error instanceof Error && /not supported/i.test(error.message)) return 'noAuthenticator'
  return 'failed'
}

async function step<T>(run: () => Promise<T>, startedAt: number): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw new PasskeyFailure(problemOf(error, startedAt), error)
  }
}

/**
 * Confirms one action with the passkey: options, the browser's prompt, verify; the token goes with the call.
 * A user without a passkey has nothing to confirm. When no passkey of the user is on this phone (or the phone
 * has no fingerprint or screen lock), the failure says so and the password confirms instead.
 */
export async function confirmWithPasskey(action: ConfirmAction): Promise<PasskeyConfirmOutcome> {
  const startedAt = Date.now()
  const answer = await step(() => toPromise(passkeyApi.confirmOptions(action)), startedAt)
  if (answer.required === 0) {
    rememberPasskeys(0)
    return { required: false }
  }
  rememberPasskeys(1)
  if (answer.options === null || !(await platformAuthenticatorAvailable())) {
    throw new PasskeyFailure('noAuthenticator')
  }
  const optionsJSON = answer.options as unknown as PublicKeyCredentialRequestOptionsJSON
  const credential = await step(() => startAuthentication({ optionsJSON }), startedAt)
  const confirmation = await step(() => toPromise(passkeyApi.confirmVerify(action, credential)), startedAt)
  return { required: true, token: confirmation.confirmToken }
}

/**
 * Signs in with a passkey this phone holds for the host. `autofill`: the sign-in field's autofill offers the
 * passkeys (conditional mediation); it waits until one is picked, and resolves `null` when it was stopped (the
 * user typed a password, tapped the button, or left).
 */
export async function signInWithPasskey(
  autofill: boolean,
  signal?: AbortSignal,
): Promise<LoginResult | null> {
  const startedAt = Date.now()
  const onAbort = () => WebAuthnAbortService.cancelCeremony()
  signal?.addEventListener('abort', onAbort)
  try {
    // The autofill is offered quietly: until a passkey is picked in it, nothing it meets is said on /login
    // (a number address the server refuses, a browser that turns it down); a button press says why.
    let credential: Awaited<ReturnType<typeof startAuthentication>>
    try {
      const options = await toPromise(passkeyApi.loginOptions())
      if (signal?.aborted) return null
      const optionsJSON = options as unknown as PublicKeyCredentialRequestOptionsJSON
      credential = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill })
    } catch (error) {
      if (autofill) return null
      throw new PasskeyFailure(problemOf(error, startedAt), error)
    }
    const session = await step(() => toPromise(passkeyApi.loginVerify(credential)), startedAt)
    rememberPasskeys(session.passkeys ?? 1)
    return session
  } finally {
    signal?.removeEventListener('abort', onAbort)
  }
}

/**
 * Turns fingerprint sign-in on for the signed-in user: registration options (the server asks for the password
 * first unless it was confirmed in the last 5 minutes: PasswordNeeded), the browser's prompt, verify.
 */
export async function registerPasskey(): Promise<Passkey> {
  const startedAt = Date.now()
  if (!(await platformAuthenticatorAvailable())) throw new PasskeyFailure('noAuthenticator')
  let options: Awaited<ReturnType<typeof toPromise<unknown, unknown>>>
  try {
    options = await toPromise(passkeyApi.registerOptions())
  } catch (error) {
    if (passkeyRefusal(error) === 'passwordRequired') throw new PasswordNeeded()
    throw new PasskeyFailure(problemOf(error, startedAt), error)
  }
  const optionsJSON = options as PublicKeyCredentialCreationOptionsJSON
  const credential = await step(() => startRegistration({ optionsJSON }), startedAt)
  const passkey = await step(() => toPromise(passkeyApi.registerVerify(credential)), startedAt)
  rememberPasskeys(1)
  return passkey
}
