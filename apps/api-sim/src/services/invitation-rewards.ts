import { DEFAULT_INVITE_CODE, INVITE_REWARD_CONFIG_KEY, invitationReward, paise } from '@mandi/domain'
import { movePurse } from '../db/accounts.ts'
import { readConfig } from '../db/config.ts'
import type { Db } from '../db/open.ts'

/** The statement line of an invitation reward. */
export const INVITATION_REWARD_TITLE = 'Invitation reward'

interface Candidate {
  invitee_id: number
  code: string
  name: string
  inviter_id: number
}

interface FirstDeposit {
  id: number
  amount: number
  credited_at: number | null
}

/**
 * The back office's invitation rewards: when an invitee's first deposit is credited (however it was credited:
 * the payment page's Pay, a confirmed bank transfer), the inviter is paid `invite_reward` % of it
 * (invitationReward, half up to the paisa) into the balance, with its statement line and its reward/last_ten
 * entry, at the moment the deposit was credited (`credited_at`; `now` for a deposit credited without one).
 *
 * Found from the deposits table alone, so any way of crediting a deposit is covered. One reward per invitee,
 * ever (a unique index on rewards.invitee_id): running twice pays nothing more. Only the direct inviter
 * (level 1) is paid. The house account (the default invite code) is the operator itself and is paid nothing.
 * Without an `invite_reward` config nothing is paid.
 */
export function payInvitationRewards(db: Db, now: number): number {
  const percent = readConfig(db, INVITE_REWARD_CONFIG_KEY)
  if (percent === '') return 0
  return db.transaction(() => {
    // Invitees with a credited deposit and no reward yet (none, once every reward is paid): cheap to ask
    // every second. Then each one's first credited deposit, and whether it was credited by `now`.
    const candidates = db
      .prepare(
        `SELECT u.id AS invitee_id, u.code, u.name, u.inviter_id FROM users u
         JOIN users inviter ON inviter.id = u.inviter_id
         WHERE inviter.code != ?
           AND NOT EXISTS (SELECT 1 FROM rewards r WHERE r.invitee_id = u.id)
           AND EXISTS (SELECT 1 FROM deposits d WHERE d.user_id = u.id AND d.status != 0)`,
      )
      .all(DEFAULT_INVITE_CODE) as Candidate[]
    const firstDeposit = db.prepare(
      `SELECT id, amount, credited_at FROM deposits WHERE user_id = ? AND status != 0
       ORDER BY COALESCE(credited_at, created_at), id LIMIT 1`,
    )
    const due = candidates
      .map((candidate) => ({ candidate, deposit: firstDeposit.get(candidate.invitee_id) as FirstDeposit }))
      .filter(({ deposit }) => (deposit.credited_at ?? now) <= now)
      .sort(
        (a, b) =>
          (a.deposit.credited_at ?? now) - (b.deposit.credited_at ?? now) || a.deposit.id - b.deposit.id,
      )
    const insert = db.prepare(
      'INSERT INTO rewards (user_id, code, name, amount, created_at, invitee_id, deposit_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    for (const { candidate, deposit } of due) {
      const at = deposit.credited_at ?? now
      const amount = invitationReward({ deposit: paise(deposit.amount), percent })
      insert.run(
        candidate.inviter_id,
        candidate.code,
        candidate.name,
        amount,
        at,
        candidate.invitee_id,
        deposit.id,
      )
      movePurse(db, candidate.inviter_id, 'balance', amount, INVITATION_REWARD_TITLE, at)
    }
    return due.length
  })()
}
