import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'
import type { Sim } from '../sim.ts'

/**
 * Sessions are kept by the SHA-256 of their token (table `sessions`, migration 4): a copied data folder or a
 * leaked backup holds no token that could be sent. A token is 192 random bits, so no salt or slow hash is
 * needed to keep it from being guessed back.
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A live session: its user, and its id (the token's hash) to end it by. */
export interface SessionRef {
  readonly userId: number
  readonly id: string
}

export function sessionForToken(sim: Sim, token: string | undefined): SessionRef | undefined {
  if (!token || token.length > 200) return undefined
  const id = tokenHash(token)
  const row = sim.db.prepare('SELECT user_id, expires_at FROM sessions WHERE token_hash = ?').get(id) as
    | { user_id: number; expires_at: number }
    | undefined
  if (!row || row.expires_at <= sim.clock.now()) return undefined
  return { userId: row.user_id, id }
}

export function userIdForToken(sim: Sim, token: string | undefined): number | undefined {
  return sessionForToken(sim, token)?.userId
}

export function issueToken(sim: Sim, userId: number): string {
  const token = randomBytes(24).toString('hex')
  sim.db
    .prepare('INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)')
    .run(tokenHash(token), userId, sim.clock.now() + sim.config.tokenTtlMs)
  return token
}

/**
 * Ends sessions: their tokens answer status 3 from now on, and a chat socket signed in with one is closed
 * with 4001.
 */
export function endSessions(sim: Sim, ids: readonly string[]): void {
  if (ids.length === 0) return
  const remove = sim.db.prepare('DELETE FROM sessions WHERE token_hash = ?')
  sim.db.transaction(() => {
    for (const id of ids) remove.run(id)
  })()
  sim.chat.endSessions(ids)
}

/** Ends every session of a user but `keep` (the session that changed the password keeps going). */
export function endUserSessions(sim: Sim, userId: number, keep = ''): void {
  const rows = sim.db
    .prepare('SELECT token_hash FROM sessions WHERE user_id = ? AND token_hash != ?')
    .all(userId, keep) as { token_hash: string }[]
  endSessions(
    sim,
    rows.map((row) => row.token_hash),
  )
}

/** Back office: ends the sessions whose time is up (their sockets close too). Returns how many. */
export function purgeExpiredSessions(sim: Sim, now: number): number {
  const rows = sim.db.prepare('SELECT token_hash FROM sessions WHERE expires_at <= ?').all(now) as {
    token_hash: string
  }[]
  endSessions(
    sim,
    rows.map((row) => row.token_hash),
  )
  return rows.length
}

/** A low cost keeps seeding and test logins fast; the salt still keeps copied data folders honest. */
const scryptCost = { N: 4096 }

/** Passwords are stored as salted scrypt hashes, even in a sim: its data folder may be copied around. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16)
  return `${salt.toString('hex')}:${scryptSync(password, salt, 32, scryptCost).toString('hex')}`
}

export function passwordMatches(password: string, stored: string): boolean {
  const [salt, hash] = stored.split(':')
  if (!salt || !hash) return false
  const actual = scryptSync(password, Buffer.from(salt, 'hex'), 32, scryptCost)
  const expected = Buffer.from(hash, 'hex')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
