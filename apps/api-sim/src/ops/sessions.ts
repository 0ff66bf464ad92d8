import { createHash, randomBytes } from 'node:crypto'
import type { Sim } from '../sim.ts'
import { type OperatorRow, operatorById } from './operators.ts'

/** An operator's session lasts one working day of the sim clock; signing out ends it at once. */
export const OPERATOR_SESSION_MS = 12 * 3_600_000

/** Tokens and sign-in challenges are kept only as this digest: a copied database opens no session. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

export interface OperatorSession {
  readonly operator: OperatorRow
  readonly tokenHash: string
  readonly expiresAt: number
}

export function startOperatorSession(sim: Sim, operatorId: number): { token: string; expiresAt: number } {
  const token = randomBytes(32).toString('hex')
  const now = sim.clock.now()
  const expiresAt = now + OPERATOR_SESSION_MS
  sim.db
    .prepare(
      'INSERT INTO operator_sessions (token_hash, operator_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    )
    .run(sha256(token), operatorId, now, expiresAt)
  return { token, expiresAt }
}

/** The live session of a token, or undefined (unknown, ended or expired; a user's token is none of these). */
export function sessionForToken(sim: Sim, token: string | undefined): OperatorSession | undefined {
  if (!token || token.length > 200) return undefined
  const tokenHash = sha256(token)
  const row = sim.db
    .prepare('SELECT operator_id, expires_at FROM operator_sessions WHERE token_hash = ?')
    .get(tokenHash) as { operator_id: number; expires_at: number } | undefined
  if (!row || row.expires_at <= sim.clock.now()) return undefined
  const operator = operatorById(sim.db, row.operator_id)
  return operator ? { operator, tokenHash, expiresAt: row.expires_at } : undefined
}

/** Whether the session of this token digest is still live (sockets check it before each push). */
export function sessionLive(sim: Sim, tokenHash: string): boolean {
  const row = sim.db
    .prepare('SELECT expires_at FROM operator_sessions WHERE token_hash = ?')
    .get(tokenHash) as { expires_at: number } | undefined
  return row !== undefined && row.expires_at > sim.clock.now()
}

/** Sign-out: the session is gone from the server, so the token opens nothing any more. */
export function endOperatorSession(sim: Sim, tokenHash: string): void {
  sim.db.prepare('DELETE FROM operator_sessions WHERE token_hash = ?').run(tokenHash)
}
