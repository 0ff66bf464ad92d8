import { IDEMPOTENCY_TTL_MS } from '../http/idempotency.ts'
import type { Sim } from '../sim.ts'
import { OpsError } from './ops-error.ts'

/**
 * Idempotency-Keys of the console's actions (an answer, a money decision), kept as the app's keys are
 * (http/idempotency.ts) but per operator: the first successful answer is kept with the request's fingerprint
 * for 24 hours of the sim clock; the same key with the same request answers it again and does nothing; the
 * same key with another request is refused (409) and does nothing. A refused call keeps nothing (it changed
 * nothing), so its retry is decided afresh.
 */
const KEY_SHAPE = /^[A-Za-z0-9_-]{8,100}$/

/** The header's key, or undefined when none was sent; a malformed one is refused. */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined
  if (!KEY_SHAPE.test(header))
    throw new OpsError(400, 'An Idempotency-Key is 8 to 100 letters, digits, - or _', 'bad-request')
  return header
}

/**
 * Runs `act` once per operator and key: a repeat of the same request answers what the first one answered.
 * Call inside the request's transaction, so the answer is kept with what it did.
 */
export function onceForKey(
  sim: Sim,
  operatorId: number,
  key: string | undefined,
  print: string,
  act: () => unknown,
): unknown {
  if (key === undefined) return act()
  const now = sim.clock.now()
  sim.db.prepare('DELETE FROM ops_idempotency WHERE created_at <= ?').run(now - IDEMPOTENCY_TTL_MS)
  const kept = sim.db
    .prepare('SELECT fingerprint, response FROM ops_idempotency WHERE operator_id = ? AND key = ?')
    .get(operatorId, key) as { fingerprint: string; response: string } | undefined
  if (kept) {
    if (kept.fingerprint !== print)
      throw new OpsError(
        409,
        'This Idempotency-Key was already used for another action, so nothing was done',
        'key-reused',
      )
    return JSON.parse(kept.response) as unknown
  }
  const answer = act() ?? {}
  sim.db
    .prepare(
      'INSERT INTO ops_idempotency (operator_id, key, fingerprint, response, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(operatorId, key, print, JSON.stringify(answer), now)
  return answer
}
