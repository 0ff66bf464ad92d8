import { ServerRejected } from './errors.ts'

/**
 * Why a passkey call, or a call that needs a confirmation, was refused (CONTRACT.md, "Passkeys"), from the
 * refusal's `data` flag; `null` for any other error. Each is a definite answer: nothing was changed.
 *
 * - `confirmRequired`: the call needs a fresh confirmation (the user has a passkey);
 * - `passwordRequired`: registering needs the password confirmed in the last 5 minutes;
 * - `unknownPasskey`: the account no longer has this passkey (removed, perhaps on another device);
 * - `expired`: the challenge was used or is too old: ask again;
 * - `failed`: the signature, origin, RP ID, counter or fingerprint check did not pass;
 * - `host`: the app was opened by a number address, which has no RP ID.
 */
export type PasskeyRefusal =
  | 'confirmRequired'
  | 'passwordRequired'
  | 'unknownPasskey'
  | 'expired'
  | 'failed'
  | 'host'

const FLAGS: readonly (readonly [string, PasskeyRefusal])[] = [
  ['confirm_required', 'confirmRequired'],
  ['password_required', 'passwordRequired'],
  ['unknown_passkey', 'unknownPasskey'],
  ['passkey_expired', 'expired'],
  ['passkey_failed', 'failed'],
  ['passkey_host', 'host'],
]

export function passkeyRefusal(error: unknown): PasskeyRefusal | null {
  if (!(error instanceof ServerRejected)) return null
  const details = error.details
  if (typeof details !== 'object' || details === null) return null
  for (const [flag, refusal] of FLAGS) {
    if ((details as Record<string, unknown>)[flag] === true) return refusal
  }
  return null
}
