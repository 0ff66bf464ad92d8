import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { SIM_OTP } from '../otp.ts'
import type { Sim } from '../sim.ts'
import type { OperatorRow } from './operators.ts'
import { sha256 } from './sessions.ts'

/** A sign-in's one-time code is good for five minutes of the sim clock and three tries. */
export const CODE_TTL_MS = 5 * 60_000
export const CODE_TRIES = 3

/**
 * The operators' one-time codes, kept apart from the users' (src/otp.ts): each code belongs to one sign-in
 * (a challenge that passed the password), is used once, expires, and survives only as a digest. There is no
 * SMS gateway in the sim: from this machine (loopback) the code is the sim's fixed demo code, as for users;
 * from anywhere else it is a random six digits, written only to the server's log, as a gateway's log would be.
 */
export function startChallenge(sim: Sim, operator: OperatorRow, loopback: boolean): string {
  const challenge = randomBytes(24).toString('hex')
  const code = loopback ? SIM_OTP : randomCode()
  sim.db
    .prepare(
      'INSERT INTO operator_challenges (challenge_hash, operator_id, code_hash, expires_at) VALUES (?, ?, ?, ?)',
    )
    .run(sha256(challenge), operator.id, codeDigest(challenge, code), sim.clock.now() + CODE_TTL_MS)
  sim.log(`operator sign-in code for ${operator.login}: ${code}`)
  return challenge
}

/** Six random digits, never the demo code (which anyone reading the README knows). */
function randomCode(): string {
  for (;;) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    if (code !== SIM_OTP) return code
  }
}

const codeDigest = (challenge: string, code: string) => sha256(`${challenge}:${code}`)

export type CodeCheck =
  | { readonly kind: 'ok'; readonly operatorId: number }
  | { readonly kind: 'wrong'; readonly operatorId: number; readonly triesLeft: number }
  /** Unknown, used, expired or out of tries: the sign-in starts again from the password. */
  | { readonly kind: 'gone' }

/** Checks a code against its challenge; a right code (or the last wrong try) uses the challenge up. */
export function checkChallenge(sim: Sim, challenge: string, code: string): CodeCheck {
  if (challenge.length === 0 || challenge.length > 200) return { kind: 'gone' }
  const key = sha256(challenge)
  const row = sim.db
    .prepare(
      'SELECT operator_id, code_hash, attempts, expires_at FROM operator_challenges WHERE challenge_hash = ?',
    )
    .get(key) as { operator_id: number; code_hash: string; attempts: number; expires_at: number } | undefined
  if (!row) return { kind: 'gone' }
  if (row.expires_at <= sim.clock.now()) {
    sim.db.prepare('DELETE FROM operator_challenges WHERE challenge_hash = ?').run(key)
    return { kind: 'gone' }
  }
  const given = Buffer.from(codeDigest(challenge, code.slice(0, 12)), 'hex')
  const expected = Buffer.from(row.code_hash, 'hex')
  if (given.length === expected.length && timingSafeEqual(given, expected)) {
    sim.db.prepare('DELETE FROM operator_challenges WHERE challenge_hash = ?').run(key)
    return { kind: 'ok', operatorId: row.operator_id }
  }
  const attempts = row.attempts + 1
  if (attempts >= CODE_TRIES)
    sim.db.prepare('DELETE FROM operator_challenges WHERE challenge_hash = ?').run(key)
  else
    sim.db.prepare('UPDATE operator_challenges SET attempts = ? WHERE challenge_hash = ?').run(attempts, key)
  return { kind: 'wrong', operatorId: row.operator_id, triesLeft: CODE_TRIES - attempts }
}

/** Expired challenges nobody finished are dropped (called on each new sign-in: bounded work, no job). */
export function dropExpiredChallenges(sim: Sim): void {
  sim.db.prepare('DELETE FROM operator_challenges WHERE expires_at <= ?').run(sim.clock.now())
}

/** The operator a live challenge belongs to, without using a try. */
export function challengeOperator(sim: Sim, challenge: string): number | undefined {
  if (challenge.length === 0 || challenge.length > 200) return undefined
  const row = sim.db
    .prepare('SELECT operator_id FROM operator_challenges WHERE challenge_hash = ? AND expires_at > ?')
    .get(sha256(challenge), sim.clock.now()) as { operator_id: number } | undefined
  return row?.operator_id
}
