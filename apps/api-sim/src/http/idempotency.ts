import { createHash } from 'node:crypto'
import type { Sim } from '../sim.ts'
import type { Args, UploadedFile } from './call-input.ts'
import { type Envelope, fail } from './wire.ts'

/**
 * Idempotency-Keys as payment APIs keep them (CONTRACT.md "Idempotency-Key"):
 * - a key belongs to the user of the token (two users may use the same key);
 * - the first answer is kept with a fingerprint of the request (route and body) for 24 hours of the sim clock,
 *   then purged; after that the key is new again;
 * - the same key with the same request replays the first answer and does nothing;
 * - the same key with a different request (another body or another route) is refused and does nothing.
 * Handlers are synchronous (router.ts), so lookup → handler → remember runs as one step: a second request with
 * the key, however parallel, only ever sees the first one's stored answer (it never executes twice).
 */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000

/** How often (sim clock) expired keys are deleted; lookups ignore expired rows in between. */
const PURGE_EVERY_MS = 60_000

export const KEY_REUSED_INFO =
  'This Idempotency-Key was already used for a different request, so nothing was done. Use a new key for a new action.'

/** The answer to a key reused with another request: status 0, nothing done. */
export const keyReused = (): Envelope => fail(KEY_REUSED_INFO, { idempotency_key_reused: true })

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    )
  }
  return value
}

/** A digest of what the request asks for: its route, arguments (query and body) and uploaded files. */
export function fingerprint(route: string, args: Args, files: Record<string, UploadedFile>): string {
  const fileDigests = Object.fromEntries(
    Object.entries(files).map(([name, f]) => [
      name,
      { name: f.name, type: f.type, sha256: createHash('sha256').update(f.bytes).digest('hex') },
    ]),
  )
  return createHash('sha256')
    .update(JSON.stringify([route, canonical(args), canonical(fileDigests)]))
    .digest('hex')
}

const lastPurge = new WeakMap<Sim, number>()

/** Deletes keys older than 24 hours (sim clock), at most once a minute. */
export function purgeExpired(sim: Sim, now = sim.clock.now()): number {
  const last = lastPurge.get(sim)
  if (last !== undefined && now - last < PURGE_EVERY_MS && now >= last) return 0
  lastPurge.set(sim, now)
  return sim.db.prepare('DELETE FROM idempotency_keys WHERE created_at <= ?').run(now - IDEMPOTENCY_TTL_MS)
    .changes
}

export type KeyLookup =
  | { readonly kind: 'new' }
  | { readonly kind: 'replay'; readonly answer: Envelope }
  | { readonly kind: 'reused' }

export function lookupKey(sim: Sim, userId: number, key: string, print: string): KeyLookup {
  const now = sim.clock.now()
  purgeExpired(sim, now)
  const row = sim.db
    .prepare(
      'SELECT fingerprint, response FROM idempotency_keys WHERE user_id = ? AND key = ? AND created_at > ?',
    )
    .get(userId, key, now - IDEMPOTENCY_TTL_MS) as { fingerprint: string; response: string } | undefined
  if (!row) return { kind: 'new' }
  // An empty fingerprint is a row of an older build, which did not record the request: replay it.
  if (row.fingerprint !== '' && row.fingerprint !== print) return { kind: 'reused' }
  return { kind: 'replay', answer: JSON.parse(row.response) as Envelope }
}

export function rememberKey(sim: Sim, userId: number, key: string, print: string, answer: Envelope): void {
  // REPLACE: an expired row that the purge has not reached yet gives way to the new answer.
  sim.db
    .prepare(
      'INSERT OR REPLACE INTO idempotency_keys (user_id, key, fingerprint, response, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(userId, key, print, JSON.stringify(answer), sim.clock.now())
}
