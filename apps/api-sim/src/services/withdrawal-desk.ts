import { BANK_CHANGE_HOLD_MS, WITHDRAWAL_REFUSAL_REASONS } from '@mandi/domain'
import { movePurse } from '../db/accounts.ts'
import type { Db } from '../db/open.ts'

/**
 * The payout desk of the operator's back office (issue 26): every withdrawal (balance, tp 0, or salary, tp 1)
 * is settled WITHDRAWAL_SETTLE_MS after it was made: paid (status 3), or refunded (status 2) with a reason,
 * the amount and the fee going back to the purse they came from with a statement line. Statuses 0, 1 and 4
 * (all "Pending in bank", §4) are still open.
 *
 * The rule (withdrawalDecision): a withdrawal to a bank account bound or changed less than an hour before it
 * was made, or changed after it, is refunded (a safety hold against a taken-over account); every other one is
 * paid. payWithdrawal and refundWithdrawal are the decisions themselves, so an operator can make them too.
 */
export const WITHDRAWAL_SETTLE_MS = 30 * 60_000

const OPEN = '(0, 1, 4)'

export interface OpenWithdrawal {
  id: number
  user_id: number
  amount: number
  fee: number
  tp: number
  bank_id: number
  created_at: number
}

export type WithdrawalDecision =
  | { readonly pay: true }
  | { readonly pay: false; readonly code: string; readonly reason: string }

/** The desk's rule for one withdrawal (see the file's comment). */
export function withdrawalDecision(db: Db, withdrawal: OpenWithdrawal): WithdrawalDecision {
  const bank = db.prepare('SELECT changed_at FROM banks WHERE id = ?').get(withdrawal.bank_id) as
    | { changed_at: number }
    | undefined
  if (bank && bank.changed_at > withdrawal.created_at - BANK_CHANGE_HOLD_MS) {
    return { pay: false, code: 'bank_changed', reason: WITHDRAWAL_REFUSAL_REASONS.bank_changed }
  }
  return { pay: true }
}

function openWithdrawal(db: Db, id: number): OpenWithdrawal | undefined {
  return db
    .prepare(
      `SELECT id, user_id, amount, fee, tp, bank_id, created_at FROM withdrawals WHERE id = ? AND status IN ${OPEN}`,
    )
    .get(id) as OpenWithdrawal | undefined
}

/** Marks an open withdrawal paid (status 3) at `at`. False when it is not open (already settled). */
export function payWithdrawal(db: Db, id: number, at: number): boolean {
  return (
    db
      .prepare(`UPDATE withdrawals SET status = 3, settled_at = ? WHERE id = ? AND status IN ${OPEN}`)
      .run(at, id).changes > 0
  )
}

/**
 * Refunds an open withdrawal (status 2) at `at` with the reason the user is shown: amount + fee go back to its
 * purse, with the statement line "Withdrawal refund". False when it is not open.
 */
export function refundWithdrawal(
  db: Db,
  id: number,
  refusal: { code: string; reason: string },
  at: number,
): boolean {
  return db.transaction(() => {
    const row = openWithdrawal(db, id)
    if (!row) return false
    db.prepare(
      'UPDATE withdrawals SET status = 2, settled_at = ?, reason = ?, reason_code = ? WHERE id = ?',
    ).run(at, refusal.reason, refusal.code, id)
    movePurse(
      db,
      row.user_id,
      row.tp === 1 ? 'salary' : 'balance',
      row.amount + row.fee,
      row.tp === 1 ? 'Salary withdrawal refund' : 'Withdrawal refund',
      at,
    )
    return true
  })()
}

/**
 * The job: settles every open withdrawal whose time came by `now` (`waitMs` after it was made: the desk's 30
 * minutes, or the delay of SIM_DECIDER=delayed), oldest first, each at its own due time (so a jump of the clock
 * dates each statement line when it fell due). Returns how many it settled.
 */
export function settleDueWithdrawals(db: Db, now: number, waitMs = WITHDRAWAL_SETTLE_MS): number {
  return db.transaction(() => {
    const due = db
      .prepare(
        `SELECT id, user_id, amount, fee, tp, bank_id, created_at FROM withdrawals
         WHERE status IN ${OPEN} AND created_at <= ? ORDER BY created_at, id`,
      )
      .all(now - waitMs) as OpenWithdrawal[]
    for (const withdrawal of due) {
      const at = withdrawal.created_at + waitMs
      const decision = withdrawalDecision(db, withdrawal)
      if (decision.pay) payWithdrawal(db, withdrawal.id, at)
      else refundWithdrawal(db, withdrawal.id, decision, at)
    }
    return due.length
  })()
}
