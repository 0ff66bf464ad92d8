import { TRANSFER_REFUSAL_REASONS } from '@mandi/domain'
import { movePurse } from '../db/accounts.ts'
import type { Db } from '../db/open.ts'
import { reject } from '../http/wire.ts'
import { CHANNELS } from './wallet.ts'

/**
 * The bank-transfer desk of the operator's back office (issue 26). A manual bank transfer order (pay/create on
 * the Bank Transfer channel) waits for the user's UTR (`pay/reference`); TRANSFER_CHECK_MS after it comes the
 * desk checks it: confirmed (status 1, the amount credited with a "Deposit" statement line) or refused with
 * the reason (the user may send a corrected UTR). An order not yet confirmed can be cancelled (`pay/cancel`).
 *
 * The rule (transferDecision): a UTR already credited to another deposit is refused; every other one is
 * confirmed. confirmTransfer and refuseTransfer are the decisions themselves, so an operator can make them too.
 */
export const TRANSFER_CHECK_MS = 15 * 60_000

interface DepositRow {
  id: number
  user_id: number
  order_num: string
  amount: number
  channel_id: number
  status: number
  stage: string
  utr: string
  utr_at: number | null
}

export type TransferDecision =
  | { readonly confirm: true }
  | { readonly confirm: false; readonly code: string; readonly reason: string }

const isBankTransfer = (row: { channel_id: number }) =>
  CHANNELS.some((channel) => channel.id === row.channel_id && channel.manual)

function ownOrder(db: Db, userId: number, order: string): DepositRow {
  const row = db.prepare('SELECT * FROM deposits WHERE order_num = ? AND user_id = ?').get(order, userId) as
    | DepositRow
    | undefined
  if (!row) reject('Order not found')
  return row
}

/**
 * pay/reference: the UTR of a bank transfer order the user says is paid. Accepted on an order that waits for
 * one or whose last UTR was refused; the check falls due TRANSFER_CHECK_MS later. The same UTR again on an
 * order being checked is accepted as it is (a retry).
 */
export function submitTransferReference(db: Db, userId: number, order: string, utr: string, now: number) {
  return db.transaction(() => {
    const row = ownOrder(db, userId, order)
    if (!isBankTransfer(row)) reject('This order is not a bank transfer')
    if (row.status !== 0 || row.stage === 'paid') reject('This deposit is already paid')
    if (row.stage === 'cancelled') reject('This order was cancelled')
    if (row.stage === 'checking') {
      if (row.utr === utr) return { checkAt: (row.utr_at ?? now) + TRANSFER_CHECK_MS }
      reject('The UTR of this order is being checked')
    }
    db.prepare(
      "UPDATE deposits SET stage = 'checking', utr = ?, utr_at = ?, reason = '', reason_code = '', settled_at = NULL WHERE id = ?",
    ).run(utr, now, row.id)
    return { checkAt: now + TRANSFER_CHECK_MS }
  })()
}

/** pay/cancel: an order not paid and not being checked is cancelled; cancelling again changes nothing. */
export function cancelDeposit(db: Db, userId: number, order: string, now: number): void {
  db.transaction(() => {
    const row = ownOrder(db, userId, order)
    if (row.stage === 'cancelled') return
    if (row.status !== 0 || row.stage === 'paid') reject('This deposit is already paid')
    if (row.stage === 'checking') reject('The UTR of this order is being checked')
    db.prepare("UPDATE deposits SET stage = 'cancelled', settled_at = ? WHERE id = ?").run(now, row.id)
  })()
}

/** The desk's rule for one order being checked (see the file's comment). */
export function transferDecision(db: Db, deposit: { id: number; utr: string }): TransferDecision {
  const used = db
    .prepare("SELECT 1 FROM deposits WHERE utr = ? AND id != ? AND stage = 'paid'")
    .get(deposit.utr, deposit.id)
  if (used) return { confirm: false, code: 'utr_used', reason: TRANSFER_REFUSAL_REASONS.utr_used }
  return { confirm: true }
}

/**
 * Confirms a bank transfer (or any unpaid, not cancelled deposit): status 1, stage paid, the amount credited
 * to the balance with the statement line "Deposit" at `at`. False when it is paid or cancelled already.
 */
export function confirmTransfer(db: Db, id: number, at: number): boolean {
  return db.transaction(() => {
    const row = db.prepare('SELECT * FROM deposits WHERE id = ?').get(id) as DepositRow | undefined
    if (row?.status !== 0 || row.stage === 'paid' || row.stage === 'cancelled') return false
    // credited_at: when the money reached the balance (the invitation reward job pays the inviter then).
    db.prepare(
      "UPDATE deposits SET status = 1, stage = 'paid', settled_at = ?, credited_at = ? WHERE id = ?",
    ).run(at, at, id)
    movePurse(db, row.user_id, 'balance', row.amount, 'Deposit', at)
    return true
  })()
}

/** Refuses the UTR of an order being checked, with the reason the user is shown. False when none is checked. */
export function refuseTransfer(db: Db, id: number, refusal: { code: string; reason: string }, at: number) {
  return (
    db
      .prepare(
        "UPDATE deposits SET stage = 'refused', settled_at = ?, reason = ?, reason_code = ? WHERE id = ? AND stage = 'checking' AND status = 0",
      )
      .run(at, refusal.reason, refusal.code, id).changes > 0
  )
}

/**
 * The job: decides every UTR whose check fell due by `now` (`waitMs` after it was sent: the desk's 15 minutes,
 * or the delay of SIM_DECIDER=delayed), in the order they were sent, each at its time.
 */
export function checkDueTransfers(db: Db, now: number, waitMs = TRANSFER_CHECK_MS): number {
  return db.transaction(() => {
    const due = db
      .prepare(
        "SELECT id, utr, utr_at FROM deposits WHERE stage = 'checking' AND status = 0 AND utr_at <= ? ORDER BY utr_at, id",
      )
      .all(now - waitMs) as { id: number; utr: string; utr_at: number }[]
    for (const deposit of due) {
      const at = deposit.utr_at + waitMs
      const decision = transferDecision(db, deposit)
      if (decision.confirm) confirmTransfer(db, deposit.id, at)
      else refuseTransfer(db, deposit.id, decision, at)
    }
    return due.length
  })()
}
