import { DEFAULT_INVITE_CODE, INVITE_REWARD_CONFIG_KEY, invitationReward, paise } from '@mandi/domain'
import { movePurse } from '../db/accounts.ts'
import { readConfig } from '../db/config.ts'
import type { Db } from '../db/open.ts'

/** The statement line of an invitation reward. */
export const INVITATION_REWARD_TITLE = 'Invitation reward'

interface DueReward {
  invitee_id: number
  code: string
  name: string
  inviter_id: number
  deposit_id: number
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
    const due = db
      .prepare(
        `SELECT u.id AS invitee_id, u.code, u.name, u.inviter_id, d.id AS deposit_id, d.amount, d.credited_at
         FROM deposits d
         JOIN users u ON u.id = d.user_id
         JOIN users inviter ON inviter.id = u.inviter_id
         WHERE d.id = (
             SELECT first.id FROM deposits first WHERE first.user_id = d.user_id AND first.status != 0
             ORDER BY COALESCE(first.credited_at, first.created_at), first.id LIMIT 1)
           AND COALESCE(d.credited_at, ?) <= ?
           AND inviter.code != ?
           AND NOT EXISTS (SELECT 1 FROM rewards r WHERE r.invitee_id = u.id)
         ORDER BY COALESCE(d.credited_at, ?), d.id`,
      )
      .all(now, now, DEFAULT_INVITE_CODE, now) as DueReward[]
    const insert = db.prepare(
      'INSERT INTO rewards (user_id, code, name, amount, created_at, invitee_id, deposit_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    for (const reward of due) {
      const at = reward.credited_at ?? now
      const amount = invitationReward({ deposit: paise(reward.amount), percent })
      insert.run(
        reward.inviter_id,
        reward.code,
        reward.name,
        amount,
        at,
        reward.invitee_id,
        reward.deposit_id,
      )
      movePurse(db, reward.inviter_id, 'balance', amount, INVITATION_REWARD_TITLE, at)
    }
    return due.length
  })()
}
