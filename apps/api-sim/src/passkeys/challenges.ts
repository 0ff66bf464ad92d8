import type { Sim } from '../sim.ts'
import type { RelyingParty } from './relying-party.ts'

/** A challenge lives this long on the sim clock (the browser's prompt itself times out after a minute). */
export const CHALLENGE_TTL_MS = 5 * 60_000
/** How long the browser's prompt waits for the user (WebAuthn `timeout`). */
export const PROMPT_TIMEOUT_MS = 60_000

/** What a challenge was made for: registering a passkey, signing in, or confirming one action. */
export type ChallengeKind = 'register' | 'login' | 'confirm'

export interface Challenge {
  readonly challenge: string
  readonly kind: ChallengeKind
  /** 0 for a sign-in (nobody is signed in yet). */
  readonly userId: number
  /** The session that asked ('' for a sign-in): a challenge is answered only in the session that asked. */
  readonly session: string
  /** The action a confirmation is for ('' otherwise). */
  readonly action: string
  /** The user handle a registration gave the authenticator ('' otherwise). */
  readonly userHandle: string
  readonly rp: RelyingParty
}

export function saveChallenge(sim: Sim, challenge: Challenge): void {
  sim.db
    .prepare(
      'INSERT INTO passkey_challenges (challenge, kind, user_id, session, action, user_handle, rp_id, origin, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      challenge.challenge,
      challenge.kind,
      challenge.userId,
      challenge.session,
      challenge.action,
      challenge.userHandle,
      challenge.rp.rpId,
      challenge.rp.origin,
      sim.clock.now() + CHALLENGE_TTL_MS,
    )
}

interface Row {
  kind: ChallengeKind
  user_id: number
  session: string
  action: string
  user_handle: string
  rp_id: string
  origin: string
  expires_at: number
}

/**
 * Takes a challenge: it is deleted whatever follows (single-use), and returned only while alive and made
 * for this kind of ceremony, this session and this relying party.
 */
export function takeChallenge(
  sim: Sim,
  challenge: string,
  expected: { kind: ChallengeKind; session: string; rp: RelyingParty },
): Challenge | undefined {
  if (challenge.length === 0 || challenge.length > 200) return undefined
  const row = sim.db
    .prepare('DELETE FROM passkey_challenges WHERE challenge = ? RETURNING *')
    .get(challenge) as Row | undefined
  if (!row || row.expires_at <= sim.clock.now()) return undefined
  if (row.kind !== expected.kind || row.session !== expected.session) return undefined
  if (row.rp_id !== expected.rp.rpId || row.origin !== expected.rp.origin) return undefined
  return {
    challenge,
    kind: row.kind,
    userId: row.user_id,
    session: row.session,
    action: row.action,
    userHandle: row.user_handle,
    rp: { rpId: row.rp_id, origin: row.origin },
  }
}

/** Back office: deletes the challenges nobody answered in time. */
export function purgeChallenges(sim: Sim, now: number): number {
  return sim.db.prepare('DELETE FROM passkey_challenges WHERE expires_at <= ?').run(now).changes
}
