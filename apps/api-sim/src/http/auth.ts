import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'
import type { Sim } from '../sim.ts'

export function userIdForToken(sim: Sim, token: string | undefined): number | undefined {
  if (!token || token.length > 200) return undefined
  const row = sim.db.prepare('SELECT user_id, expires_at FROM tokens WHERE token = ?').get(token) as
    | { user_id: number; expires_at: number }
    | undefined
  if (!row || row.expires_at <= sim.clock.now()) return undefined
  return row.user_id
}

export function issueToken(sim: Sim, userId: number): string {
  const token = randomBytes(24).toString('hex')
  sim.db
    .prepare('INSERT INTO tokens (token, user_id, expires_at) VALUES (?, ?, ?)')
    .run(token, userId, sim.clock.now() + sim.config.tokenTtlMs)
  return token
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
