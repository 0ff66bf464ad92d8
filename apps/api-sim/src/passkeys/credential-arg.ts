import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import type { Args } from '../http/call-input.ts'
import { reject } from '../http/wire.ts'

const INVALID = 'The fingerprint answer could not be read. Please try again.'
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max && /^[A-Za-z0-9_-]+$/.test(value)

/**
 * The browser's answer (`credential`: the JSON of @simplewebauthn/browser's result, as an object in a JSON
 * body or as its JSON text in a form), checked for the shape the verifier reads; the verifier checks the rest.
 */
function credentialOf(args: Args): Record<string, unknown> {
  let value = args.credential
  if (typeof value === 'string') {
    if (value.length > 32_000) reject(INVALID)
    try {
      value = JSON.parse(value)
    } catch {
      reject(INVALID)
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) reject(INVALID)
  const credential = value as Record<string, unknown>
  const response = credential.response
  if (
    !isText(credential.id, 1024) ||
    credential.rawId !== credential.id ||
    credential.type !== 'public-key'
  ) {
    reject(INVALID)
  }
  if (
    typeof response !== 'object' ||
    response === null ||
    !isText((response as Args).clientDataJSON, 8_000)
  ) {
    reject(INVALID)
  }
  return credential
}

/** The challenge the browser signed, read from clientDataJSON (the verifier compares it again). */
export function signedChallenge(credential: { response: { clientDataJSON: string } }): string {
  try {
    const data = JSON.parse(Buffer.from(credential.response.clientDataJSON, 'base64url').toString('utf8'))
    return typeof data?.challenge === 'string' ? data.challenge : ''
  } catch {
    return ''
  }
}

export function registrationArg(args: Args): RegistrationResponseJSON {
  const credential = credentialOf(args)
  if (!isText((credential.response as Args).attestationObject, 16_000)) reject(INVALID)
  return credential as unknown as RegistrationResponseJSON
}

export function authenticationArg(args: Args): AuthenticationResponseJSON {
  const credential = credentialOf(args)
  const response = credential.response as Args
  if (!isText(response.authenticatorData, 4_000) || !isText(response.signature, 4_000)) reject(INVALID)
  if (
    response.userHandle !== undefined &&
    response.userHandle !== null &&
    !isText(response.userHandle, 200)
  ) {
    reject(INVALID)
  }
  return credential as unknown as AuthenticationResponseJSON
}
