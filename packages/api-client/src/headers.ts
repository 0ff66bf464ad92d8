/** Header carrying the session token on every call of both hosts (§6). */
export const TOKEN_HEADER = 'token'
/** Header carrying the interface language on every call (§6: the app sends `en`). */
export const LANG_HEADER = 'lang'
/** Header carrying the caller's key on money-moving POSTs and chat send/upload, so a retried request is applied once. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'
/** The language header's value when the config does not say (§6). */
export const DEFAULT_LANGUAGE = 'en'

// Visible ASCII only: anything else (spaces, CR/LF, non-Latin-1) either breaks the header or lets a value
// smuggle another header, so such a token is treated as no token at all.
const HEADER_SAFE = /^[\x21-\x7e]+$/

/**
 * The token to send, or undefined when the stored value means "signed out": missing, empty, the strings
 * "null"/"undefined" (what `localStorage.setItem(k, null)` leaves behind), or not carriable in a header.
 */
export function usableToken(raw: string | null | undefined): string | undefined {
  if (raw === null || raw === undefined) return undefined
  const token = raw.trim()
  if (token === '' || token === 'null' || token === 'undefined') return undefined
  return HEADER_SAFE.test(token) ? token : undefined
}

/** A fresh Idempotency-Key (a v4 UUID) for one money-moving action; reuse it when retrying that action. */
export function createIdempotencyKey(): string {
  const crypto = globalThis.crypto
  // randomUUID exists only in secure contexts; a phone opening the app over plain http on a LAN address
  // still has getRandomValues, so the same UUID is built from it.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
