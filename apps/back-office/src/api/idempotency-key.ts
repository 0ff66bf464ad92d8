/**
 * A fresh Idempotency-Key for one action (an answer, a decision), made once when the action starts and sent
 * again with every retry of it, so the server acts once (CONTRACT.md "Operators' console"). From
 * crypto.getRandomValues, which (unlike randomUUID) also works on a plain-http address of the console.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16)
  globalThis.crypto.getRandomValues(bytes)
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
