import { timestamp } from '../http/wire.ts'
import type { Sim } from '../sim.ts'

/** At most this many passkeys per user (one per phone or browser is the usual count); the list is bounded. */
export const MAX_PASSKEYS = 10
/** A passkey's name: 1 to 40 characters. */
export const PASSKEY_NAME_MAX = 40

export interface PasskeyRow {
  id: string
  user_id: number
  user_handle: string
  public_key: Buffer
  counter: number
  transports: string
  rp_id: string
  name: string
  device: string
  created_at: number
  last_used_at: number | null
  last_used_device: string
}

export function passkeyById(sim: Sim, id: string): PasskeyRow | undefined {
  if (id.length === 0 || id.length > 1024) return undefined
  return sim.db.prepare('SELECT * FROM passkeys WHERE id = ?').get(id) as PasskeyRow | undefined
}

export function passkeysOf(sim: Sim, userId: number): PasskeyRow[] {
  return sim.db
    .prepare('SELECT * FROM passkeys WHERE user_id = ? ORDER BY created_at DESC, id LIMIT ?')
    .all(userId, MAX_PASSKEYS) as PasskeyRow[]
}

export function transportsOf(row: PasskeyRow): string[] {
  return row.transports === '' ? [] : row.transports.split(',')
}

/** A passkey on the wire (GET user/passkeys): where and when it was made and last used. */
export function passkeyWire(row: PasskeyRow) {
  return {
    id: row.id,
    name: row.name,
    device: row.device,
    host: row.rp_id,
    created_at: timestamp(row.created_at),
    last_used_at: row.last_used_at === null ? null : timestamp(row.last_used_at),
    last_used_device: row.last_used_device,
  }
}

/**
 * Records a use: the new signature counter and where and when. Refused (false) when the counter did not move
 * on while either is non-zero, which is a cloned authenticator or a replayed assertion; also when the passkey
 * was removed while the signature was being checked.
 */
export function recordUse(sim: Sim, id: string, newCounter: number, device: string): boolean {
  const row = passkeyById(sim, id)
  if (!row) return false
  if ((newCounter !== 0 || row.counter !== 0) && newCounter <= row.counter) return false
  sim.db
    .prepare('UPDATE passkeys SET counter = ?, last_used_at = ?, last_used_device = ? WHERE id = ?')
    .run(newCounter, sim.clock.now(), device, id)
  return true
}
