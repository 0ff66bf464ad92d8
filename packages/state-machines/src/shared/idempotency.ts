/**
 * Default key factory for money-moving requests. Machines call it through the named action
 * `createIdempotencyKey`, which tests and the app replace with `.provide({ actions })`.
 */
export function randomIdempotencyKey(): string {
  return globalThis.crypto.randomUUID()
}
