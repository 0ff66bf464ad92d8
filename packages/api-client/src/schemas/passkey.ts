import { Schema } from 'effect'
import { Text, Timestamp, WireInt } from './wire.ts'
import { wireKeys } from './wire-keys.ts'

/**
 * WebAuthn options as the server made them (PublicKeyCredentialCreationOptionsJSON or
 * PublicKeyCredentialRequestOptionsJSON): passed to the browser as they came, so every field is kept; only
 * the challenge is required here. The app's WebAuthn library reads the rest.
 */
export const PasskeyOptions = Schema.Record(Schema.String, Schema.Unknown).pipe(
  Schema.check(Schema.makeFilter((value) => typeof value.challenge === 'string' || 'challenge is missing')),
)
export type PasskeyOptions = typeof PasskeyOptions.Type

/** GET user/passkeys entry: a passkey of the signed-in user, where and when it was made and last used. */
export const Passkey = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  /** The browser and system it was made on ("Chrome on Android"). */
  device: Text,
  /** The host (RP ID) it works on. */
  host: Text,
  createdAt: Timestamp,
  /** `null` until it is first used. */
  lastUsedAt: Schema.NullOr(Timestamp),
  lastUsedDevice: Text,
}).pipe(wireKeys({ createdAt: 'created_at', lastUsedAt: 'last_used_at', lastUsedDevice: 'last_used_device' }))
export type Passkey = typeof Passkey.Type

/** A confirmation of one action (user/confirm_password, user/passkey/confirm/verify): single-use, short-lived. */
export const Confirmation = Schema.Struct({
  confirmToken: Schema.String,
  /** Seconds it stays usable. */
  expiresIn: WireInt,
}).pipe(wireKeys({ confirmToken: 'confirm_token', expiresIn: 'expires_in' }))
export type Confirmation = typeof Confirmation.Type

/** POST user/passkey/confirm/options: whether this user must confirm, and the options when a passkey can. */
export const ConfirmOptions = Schema.Struct({
  /** 1: the user has a passkey, so the action needs a confirmation; 0: nothing to confirm. */
  required: WireInt,
  /** `null` when no passkey of the user works on this host: the password confirms instead. */
  options: Schema.NullOr(PasskeyOptions),
})
export type ConfirmOptions = typeof ConfirmOptions.Type
