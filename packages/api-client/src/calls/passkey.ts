import { Schema } from 'effect'
import { type Ack, fetchData } from '../http.ts'
import { LoginResult } from '../schemas/auth.ts'
import { Confirmation, ConfirmOptions, Passkey, PasskeyOptions } from '../schemas/passkey.ts'
import { type Call, type CallContext, getData, postFormAck, postFormData } from './context.ts'

/**
 * What a confirmation is for (CONTRACT.md, "Passkeys"): `payout` payout/create, `bank` bank/create and
 * bank/update, `password` user/reset_login_pass, `passkey` passkey/remove.
 */
export type ConfirmAction = 'payout' | 'bank' | 'password' | 'passkey'

/**
 * Passkeys (issue 28, CONTRACT.md "Passkeys"). `credential` is the browser's answer as @simplewebauthn/browser
 * gives it (RegistrationResponseJSON, AuthenticationResponseJSON), sent as JSON.
 */
export interface PasskeyCalls {
  /** The password again: opens passkey registration for 5 minutes and gives a confirmation of `action`. */
  readonly confirmPassword: (password: string, action: ConfirmAction) => Call<Confirmation>
  readonly registerOptions: () => Call<PasskeyOptions>
  /** Adds the passkey the browser made; `name` defaults to where it was made. */
  readonly registerVerify: (credential: unknown, name?: string) => Call<Passkey>
  /** Signed out: options for any passkey this phone holds for the host (a button, or autofill). */
  readonly loginOptions: () => Call<PasskeyOptions>
  /** Signed out: answers like user/login. */
  readonly loginVerify: (credential: unknown) => Call<LoginResult>
  readonly confirmOptions: (action: ConfirmAction) => Call<ConfirmOptions>
  readonly confirmVerify: (action: ConfirmAction, credential: unknown) => Call<Confirmation>
  readonly list: () => Call<ReadonlyArray<Passkey>>
  readonly rename: (id: string, name: string) => Call<Passkey>
  /** Needs a confirmation of action `passkey`. */
  readonly remove: (id: string, confirmToken: string) => Call<Ack>
  /** The offer to turn fingerprint sign-in on was declined: it is not made again. */
  readonly dismissOffer: () => Call<Ack>
}

function postJson<T>(
  c: CallContext,
  path: string,
  json: Record<string, unknown>,
  schema: Schema.Decoder<T>,
): Call<T> {
  return fetchData(c.http, c.baseUrl, { method: 'POST', path, encoding: 'json', json }, schema)
}

export function passkeyCalls(c: CallContext): PasskeyCalls {
  return {
    confirmPassword: (password, action) =>
      postFormData(c, 'user/confirm_password', { pass_word: password, action }, Confirmation),
    registerOptions: () => postJson(c, 'user/passkey/register/options', {}, PasskeyOptions),
    registerVerify: (credential, name) =>
      postJson(c, 'user/passkey/register/verify', name ? { credential, name } : { credential }, Passkey),
    loginOptions: () => postJson(c, 'user/passkey/login/options', {}, PasskeyOptions),
    loginVerify: (credential) => postJson(c, 'user/passkey/login/verify', { credential }, LoginResult),
    confirmOptions: (action) => postJson(c, 'user/passkey/confirm/options', { action }, ConfirmOptions),
    confirmVerify: (action, credential) =>
      postJson(c, 'user/passkey/confirm/verify', { action, credential }, Confirmation),
    list: () => getData(c, 'user/passkeys', {}, Schema.Array(Passkey)),
    rename: (id, name) => postFormData(c, 'user/passkey/rename', { id, name }, Passkey),
    remove: (id, confirmToken) => postFormAck(c, 'user/passkey/remove', { id, confirm_token: confirmToken }),
    dismissOffer: () => postFormAck(c, 'user/passkey/offer_dismiss', {}),
  }
}
