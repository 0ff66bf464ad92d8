import { readStored, STORAGE_KEYS, writeStored } from '../api/storage.ts'

// No imports beyond storage: /login asks this before its first paint, and the WebAuthn library loads only
// when a passkey is used (passkey/ceremonies.ts).

interface PublicKeyCredentialStatic {
  isUserVerifyingPlatformAuthenticatorAvailable?: () => Promise<boolean>
  isConditionalMediationAvailable?: () => Promise<boolean>
}

function credentialApi(): PublicKeyCredentialStatic | undefined {
  const api = (globalThis as { PublicKeyCredential?: PublicKeyCredentialStatic }).PublicKeyCredential
  return typeof api === 'function' || typeof api === 'object' ? api : undefined
}

/**
 * Whether this phone has a fingerprint or screen lock the browser can use for passkeys (a user-verifying
 * platform authenticator). False on a page that is not a secure context (a LAN address over http), where
 * the browser offers no WebAuthn at all.
 */
export async function platformAuthenticatorAvailable(): Promise<boolean> {
  try {
    return (await credentialApi()?.isUserVerifyingPlatformAuthenticatorAvailable?.()) === true
  } catch {
    return false
  }
}

/** Whether the browser can offer passkeys in the sign-in field's autofill (conditional mediation). */
export async function passkeyAutofillAvailable(): Promise<boolean> {
  try {
    return (await credentialApi()?.isConditionalMediationAvailable?.()) === true
  } catch {
    return false
  }
}

/**
 * What this phone knows of the signed-in user's passkeys: '1' when the account has one (then a withdrawal,
 * a bank change or a password change asks for it before sending). Kept in localStorage, so it goes with the
 * session (§4 clears it); the server's `confirm_required` covers a passkey made on another phone meanwhile.
 */
export function knowsPasskey(): boolean {
  return readStored(STORAGE_KEYS.passkey) === '1'
}

export function rememberPasskeys(count: number): void {
  try {
    // Nothing is kept for a user without a passkey (their storage is as before issue 28).
    if (count > 0) writeStored(STORAGE_KEYS.passkey, '1')
    else localStorage.removeItem(STORAGE_KEYS.passkey)
  } catch {
    // Storage blocked: the server still asks for a confirmation when one is needed.
  }
}

/** After a password sign-in: offer once to turn fingerprint sign-in on (passkey/passkey-offer.tsx). */
export function markPasskeyOffer(offer: boolean): void {
  try {
    if (offer) writeStored(STORAGE_KEYS.passkeyOffer, '1')
    else localStorage.removeItem(STORAGE_KEYS.passkeyOffer)
  } catch {
    // Storage blocked: no offer.
  }
}

export function passkeyOfferPending(): boolean {
  return readStored(STORAGE_KEYS.passkeyOffer) === '1'
}
