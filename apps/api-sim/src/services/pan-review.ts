import { KYC_REFUSED_STATUS, KYC_VERIFIED_STATUS, KYC_WAITING_STATUS, reviewPan } from '@mandi/domain'
import type { Db } from '../db/open.ts'

/**
 * The PAN review of the operator's back office (issue 26): a verification sent with user/verification
 * (kyc_status 1) is decided PAN_REVIEW_MS later by the domain's reviewPan: verified (kyc_status 2) when the
 * PAN is a person's and the name matches the account's, otherwise refused (kyc_status 3, an extension) with
 * the reason kept on the record; the user may send the form again. verifyPan and refusePan are the decisions
 * themselves, so an operator can make them too.
 */
export const PAN_REVIEW_MS = 10 * 60_000

interface Waiting {
  user_id: number
  pan: string
  full_name: string
  created_at: number
  name: string
}

/** Verifies the waiting verification of `userId` at `at`. False when none is waiting. */
export function verifyPan(db: Db, userId: number, at: number): boolean {
  return db.transaction(() => {
    const changed = db
      .prepare('UPDATE users SET kyc_status = ? WHERE id = ? AND kyc_status = ?')
      .run(KYC_VERIFIED_STATUS, userId, KYC_WAITING_STATUS).changes
    if (!changed) return false
    db.prepare(
      "UPDATE verifications SET reviewed_at = ?, reason = '', reason_code = '' WHERE user_id = ?",
    ).run(at, userId)
    return true
  })()
}

/** Refuses the waiting verification of `userId` at `at` with the reason the user is shown. */
export function refusePan(db: Db, userId: number, refusal: { code: string; reason: string }, at: number) {
  return db.transaction(() => {
    const changed = db
      .prepare('UPDATE users SET kyc_status = ? WHERE id = ? AND kyc_status = ?')
      .run(KYC_REFUSED_STATUS, userId, KYC_WAITING_STATUS).changes
    if (!changed) return false
    db.prepare('UPDATE verifications SET reviewed_at = ?, reason = ?, reason_code = ? WHERE user_id = ?').run(
      at,
      refusal.reason,
      refusal.code,
      userId,
    )
    return true
  })()
}

/**
 * The job: decides every verification waiting since `waitMs` before `now` (the review's 10 minutes, or the delay
 * of SIM_DECIDER=delayed), each at its own time.
 */
export function reviewDuePans(db: Db, now: number, waitMs = PAN_REVIEW_MS): number {
  return db.transaction(() => {
    const due = db
      .prepare(
        `SELECT v.user_id, v.pan, v.full_name, v.created_at, u.name FROM verifications v
         JOIN users u ON u.id = v.user_id
         WHERE u.kyc_status = ? AND v.created_at <= ? ORDER BY v.created_at, v.user_id`,
      )
      .all(KYC_WAITING_STATUS, now - waitMs) as Waiting[]
    for (const row of due) {
      const at = row.created_at + waitMs
      const decision = reviewPan({ pan: row.pan, fullName: row.full_name, accountName: row.name })
      if (decision.verified) verifyPan(db, row.user_id, at)
      else refusePan(db, row.user_id, decision, at)
    }
    return due.length
  })()
}
