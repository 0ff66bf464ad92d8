import { createHash, randomBytes } from 'node:crypto'
import { text } from '../http/args.ts'
import type { Call } from '../http/router.ts'
import { reject } from '../http/wire.ts'
import type { Sim } from '../sim.ts'

/** A confirmation token works this long after the passkey or the password gave it, and once. */
export const CONFIRM_TTL_MS = 2 * 60_000
/** A passkey can be registered this long after the session's password was confirmed (or typed to sign in). */
export const PASSWORD_WINDOW_MS = 5 * 60_000

/**
 * What a confirmation is for. A token given for one action is refused for another:
 * `payout` payout/create; `bank` bank/create and bank/update; `password` user/reset_login_pass;
 * `passkey` user/passkey/remove.
 */
export const CONFIRM_ACTIONS = ['payout', 'bank', 'password', 'passkey'] as const
export type ConfirmAction = (typeof CONFIRM_ACTIONS)[number]

export function confirmAction(value: string): ConfirmAction {
  const action = CONFIRM_ACTIONS.find((known) => known === value)
  return action ?? reject('Unknown action to confirm')
}

/** The refusal of a call that needs a fresh confirmation (CONTRACT.md, "Passkeys"). */
export const CONFIRM_REQUIRED = 'Please confirm this with your fingerprint or your password first.'

function hash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Gives a single-use token for one action of one session; only its SHA-256 is kept. */
export function issueConfirmation(
  sim: Sim,
  grant: { userId: number; session: string; action: ConfirmAction; method: 'passkey' | 'password' },
): { confirm_token: string; expires_in: number } {
  const token = randomBytes(24).toString('hex')
  sim.db
    .prepare(
      'INSERT INTO confirmations (token_hash, user_id, session, action, method, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(
      hash(token),
      grant.userId,
      grant.session,
      grant.action,
      grant.method,
      sim.clock.now() + CONFIRM_TTL_MS,
    )
  return { confirm_token: token, expires_in: CONFIRM_TTL_MS / 1000 }
}

/** The session's password was just confirmed (user/confirm_password, or a password sign-in). */
export function markPasswordConfirmed(sim: Sim, session: string): void {
  sim.db
    .prepare('UPDATE sessions SET password_confirmed_at = ? WHERE token_hash = ?')
    .run(sim.clock.now(), session)
}

export function passwordConfirmedRecently(sim: Sim, session: string): boolean {
  const at = sim.db
    .prepare('SELECT password_confirmed_at FROM sessions WHERE token_hash = ?')
    .pluck()
    .get(session) as number | undefined
  return at !== undefined && at > 0 && sim.clock.now() - at <= PASSWORD_WINDOW_MS
}

export function passkeyCount(sim: Sim, userId: number): number {
  return sim.db.prepare('SELECT COUNT(*) FROM passkeys WHERE user_id = ?').pluck().get(userId) as number
}

/** What a confirmed call does once it has made its change: spends the token (nothing for a user without passkeys). */
export interface Confirmation {
  spend(): void
}

/**
 * For a user with a passkey, the call must carry `confirm_token`: a live token this session was given for
 * this action. Refused otherwise (status 0, `confirm_required`), before anything is checked or changed. A user
 * without a passkey needs none, and sees no change. The caller spends the token once the change is made (in
 * the same transaction), so a refusal further on (a balance too low) leaves it usable for the corrected request.
 */
export function requireConfirmation(call: Call, action: ConfirmAction): Confirmation {
  const { sim, userId, session } = call
  if (passkeyCount(sim, userId) === 0) return { spend: () => undefined }
  const token = text(call.args, 'confirm_token').trim()
  const found =
    token.length > 0 && token.length <= 200
      ? (sim.db
          .prepare(
            'SELECT token_hash FROM confirmations WHERE token_hash = ? AND user_id = ? AND session = ? AND action = ? AND expires_at > ?',
          )
          .pluck()
          .get(hash(token), userId, session, action, sim.clock.now()) as string | undefined)
      : undefined
  if (found === undefined) reject(CONFIRM_REQUIRED, { confirm_required: true, action })
  return {
    spend: () => {
      sim.db.prepare('DELETE FROM confirmations WHERE token_hash = ?').run(found)
    },
  }
}

/** Back office: deletes confirmations past their time. */
export function purgeConfirmations(sim: Sim, now: number): number {
  return sim.db.prepare('DELETE FROM confirmations WHERE expires_at <= ?').run(now).changes
}
