import {
  checkOperatorReason,
  formatRupees,
  KYC_REFUSED_STATUS,
  KYC_VERIFIED_STATUS,
  KYC_WAITING_STATUS,
  OPERATOR_REASON_LIMITS,
  PAN_REFUSAL_REASONS,
  paise,
  TRANSFER_REFUSAL_REASONS,
  WITHDRAWAL_REFUSAL_REASONS,
} from '@mandi/domain'
import type { Db } from '../db/open.ts'
import { refusePan, verifyPan } from '../services/pan-review.ts'
import { confirmTransfer, refuseTransfer } from '../services/transfer-desk.ts'
import { payWithdrawal, refundWithdrawal } from '../services/withdrawal-desk.ts'
import type { MoneyQueue, Sim } from '../sim.ts'
import { type AuditAction, appendAudit } from './audit.ts'
import type { OperatorRow } from './operators.ts'
import { OpsError } from './ops-error.ts'

/**
 * A finance operator's decisions on the money queues. Each one calls the same decision function as the
 * automatic desk (issue 26: payWithdrawal, refundWithdrawal, confirmTransfer, refuseTransfer, verifyPan,
 * refusePan), so the user sees exactly what the desk would have produced: the status, the statement line, the
 * refund of amount + fee, the reason. A decision is taken once: one on an item already decided (by anyone, or by
 * the automatic desk) is refused with 409 and moves nothing. Each is written to the audit log with the state
 * before and after, and the finance consoles are told (`queue` on /ws/ops).
 */

/** The reasons an operator may give per queue: the desks' known codes (the app says them in the reader's
 * language), or `other` with the operator's own words (the app shows them as written). */
export const REFUSAL_CODES: Readonly<Record<MoneyQueue, Readonly<Record<string, string>>>> = {
  withdrawals: WITHDRAWAL_REFUSAL_REASONS,
  transfers: TRANSFER_REFUSAL_REASONS,
  pans: PAN_REFUSAL_REASONS,
}

export interface Refusal {
  readonly code: string
  readonly reason: string
}

/** The refusal an operator sent: a known code of this queue, or `other` with their own reason. */
export function refusalOf(queue: MoneyQueue, args: Record<string, unknown>): Refusal {
  const code = typeof args.code === 'string' ? args.code : ''
  if (code === 'other') {
    const checked = checkOperatorReason(typeof args.reason === 'string' ? args.reason : '')
    if (checked.ok) return { code, reason: checked.reason }
    if (checked.problem === 'short')
      throw new OpsError(
        400,
        `Write the reason the user will read (at least ${OPERATOR_REASON_LIMITS.min} characters)`,
        'empty',
      )
    throw new OpsError(400, `A reason has at most ${OPERATOR_REASON_LIMITS.max} characters`, 'too-long')
  }
  const reason = REFUSAL_CODES[queue][code]
  if (reason === undefined)
    throw new OpsError(400, 'Choose one of the reasons offered, or other', 'bad-request')
  return { code, reason }
}

const rupees = (amount: number) => formatRupees(paise(amount))

const decided = (message: string) => new OpsError(409, message, 'decided')

/** The user's purse balance (paise). */
const purseOf = (db: Db, userId: number, purse: 'balance' | 'salary') =>
  (db.prepare(`SELECT ${purse} AS value FROM users WHERE id = ?`).get(userId) as { value: number }).value

/** The 409 when the automatic desk decided the item between its load and the operator's decision. */
const ALREADY_DECIDED: Readonly<Record<MoneyQueue, string>> = {
  withdrawals: 'This withdrawal was already decided',
  transfers: 'This bank transfer was already decided',
  pans: 'This PAN review was already decided',
}

interface Decision {
  readonly action: AuditAction
  readonly subject: string
  /** The desk's decision function; false when the item was decided meanwhile. */
  readonly decide: (now: number) => boolean
  readonly before: Record<string, unknown>
  /** Read once decided. */
  readonly after: () => Record<string, unknown>
}

/**
 * One operator decision on an item of a money queue, loaded while waiting: decided once (else 409 `decided`,
 * nothing moved), written to the audit log with the state before and after, and the finance consoles told.
 */
function decideOnce(sim: Sim, operator: OperatorRow, kind: MoneyQueue, decision: Decision): void {
  const now = sim.clock.now()
  if (!decision.decide(now)) throw decided(ALREADY_DECIDED[kind])
  const { action, subject, before } = decision
  appendAudit(sim.db, { operator, action, subject, before, after: decision.after(), at: now })
  sim.ops.queueChanged(kind)
}

// ---------------------------------------------------------------------------------------------------------
// Withdrawals

interface WithdrawalRow {
  id: number
  user_id: number
  order_num: string
  amount: number
  fee: number
  tp: number
  status: number
  code: string
}

/** The answer of a withdrawal decision: its order, the status the app shows, and what went back. */
export interface WithdrawalOutcome {
  readonly id: number
  readonly orderNum: string
  readonly status: 'paid' | 'refunded'
  /** Paise returned to the purse (amount + fee) on a refund; 0 when paid. */
  readonly returned: number
  readonly reasonCode: string
  readonly reason: string
}

function waitingWithdrawal(db: Db, id: number): WithdrawalRow {
  const row = db
    .prepare(
      `SELECT w.id, w.user_id, w.order_num, w.amount, w.fee, w.tp, w.status, u.code
       FROM withdrawals w JOIN users u ON u.id = w.user_id WHERE w.id = ?`,
    )
    .get(id) as WithdrawalRow | undefined
  if (!row) throw new OpsError(404, 'There is no such withdrawal', 'not-found')
  if (row.status === 3) throw decided('This withdrawal was already decided: it was paid')
  if (row.status === 2) throw decided('This withdrawal was already decided: it was refunded')
  return row
}

const withdrawalSubject = (row: WithdrawalRow) => `withdrawal ${row.order_num} of user ${row.code}`
const purseOfWithdrawal = (row: WithdrawalRow) => (row.tp === 1 ? 'salary' : 'balance')

export function payWithdrawalAsOperator(sim: Sim, operator: OperatorRow, id: number): WithdrawalOutcome {
  const row = waitingWithdrawal(sim.db, id)
  decideOnce(sim, operator, 'withdrawals', {
    action: 'withdrawal-paid',
    subject: withdrawalSubject(row),
    decide: (now) => payWithdrawal(sim.db, id, now),
    before: { status: 'Pending in bank', amount: rupees(row.amount), fee: rupees(row.fee) },
    after: () => ({ status: 'Success', paid: rupees(row.amount) }),
  })
  return { id, orderNum: row.order_num, status: 'paid', returned: 0, reasonCode: '', reason: '' }
}

export function refuseWithdrawalAsOperator(
  sim: Sim,
  operator: OperatorRow,
  id: number,
  refusal: Refusal,
): WithdrawalOutcome {
  const row = waitingWithdrawal(sim.db, id)
  const purse = purseOfWithdrawal(row)
  const returned = row.amount + row.fee
  decideOnce(sim, operator, 'withdrawals', {
    action: 'withdrawal-refused',
    subject: withdrawalSubject(row),
    decide: (now) => refundWithdrawal(sim.db, id, refusal, now),
    before: {
      status: 'Pending in bank',
      amount: rupees(row.amount),
      fee: rupees(row.fee),
      [purse]: rupees(purseOf(sim.db, row.user_id, purse)),
    },
    after: () => ({
      status: 'Refund',
      returned: rupees(returned),
      [purse]: rupees(purseOf(sim.db, row.user_id, purse)),
      reason_code: refusal.code,
      reason: refusal.reason,
    }),
  })
  return {
    id,
    orderNum: row.order_num,
    status: 'refunded',
    returned,
    reasonCode: refusal.code,
    reason: refusal.reason,
  }
}

// ---------------------------------------------------------------------------------------------------------
// Bank transfers

interface DepositRow {
  id: number
  user_id: number
  order_num: string
  amount: number
  status: number
  stage: string
  utr: string
  utr_at: number | null
  code: string
}

export interface TransferOutcome {
  readonly id: number
  readonly orderNum: string
  readonly status: 'confirmed' | 'refused'
  /** Paise credited to the balance; 0 when refused. */
  readonly credited: number
  readonly reasonCode: string
  readonly reason: string
}

/**
 * The bank transfer whose UTR, sent at `sentAt`, waits to be checked. The time names the UTR the operator saw:
 * one refused and sent again since is a new decision, not this one.
 */
function waitingTransfer(db: Db, id: number, sentAt: number): DepositRow {
  const row = db
    .prepare(
      `SELECT d.id, d.user_id, d.order_num, d.amount, d.status, d.stage, d.utr, d.utr_at, u.code
       FROM deposits d JOIN users u ON u.id = d.user_id WHERE d.id = ?`,
    )
    .get(id) as DepositRow | undefined
  if (!row || row.utr_at === null) throw new OpsError(404, 'There is no such bank transfer', 'not-found')
  if (row.status !== 0 || row.stage === 'paid')
    throw decided('This bank transfer was already decided: it was confirmed')
  if (row.stage === 'cancelled') throw decided('This order was cancelled by the user')
  if (row.utr_at !== sentAt) throw decided('The user sent another UTR since; this one was already decided')
  if (row.stage === 'refused') throw decided('This UTR was already decided: it was refused')
  if (row.stage !== 'checking') throw decided('This bank transfer is not waiting for a decision')
  return row
}

const transferSubject = (row: DepositRow) => `bank transfer ${row.order_num} of user ${row.code}`

export function confirmTransferAsOperator(
  sim: Sim,
  operator: OperatorRow,
  id: number,
  sentAt: number,
): TransferOutcome {
  const row = waitingTransfer(sim.db, id, sentAt)
  decideOnce(sim, operator, 'transfers', {
    action: 'transfer-confirmed',
    subject: transferSubject(row),
    decide: (now) => confirmTransfer(sim.db, id, now),
    before: {
      stage: 'checking',
      utr: row.utr,
      amount: rupees(row.amount),
      balance: rupees(purseOf(sim.db, row.user_id, 'balance')),
    },
    after: () => ({
      stage: 'paid',
      credited: rupees(row.amount),
      balance: rupees(purseOf(sim.db, row.user_id, 'balance')),
    }),
  })
  return {
    id,
    orderNum: row.order_num,
    status: 'confirmed',
    credited: row.amount,
    reasonCode: '',
    reason: '',
  }
}

export function refuseTransferAsOperator(
  sim: Sim,
  operator: OperatorRow,
  id: number,
  sentAt: number,
  refusal: Refusal,
): TransferOutcome {
  const row = waitingTransfer(sim.db, id, sentAt)
  decideOnce(sim, operator, 'transfers', {
    action: 'transfer-refused',
    subject: transferSubject(row),
    decide: (now) => refuseTransfer(sim.db, id, refusal, now),
    before: { stage: 'checking', utr: row.utr, amount: rupees(row.amount) },
    after: () => ({ stage: 'refused', reason_code: refusal.code, reason: refusal.reason }),
  })
  return {
    id,
    orderNum: row.order_num,
    status: 'refused',
    credited: 0,
    reasonCode: refusal.code,
    reason: refusal.reason,
  }
}

// ---------------------------------------------------------------------------------------------------------
// PAN reviews

interface PanRow {
  id: number
  code: string
  kyc_status: number
  pan: string
  full_name: string
  created_at: number
}

export interface PanOutcome {
  readonly userId: number
  readonly status: 'verified' | 'refused'
  readonly reasonCode: string
  readonly reason: string
}

/** The PAN review sent at `sentAt` that waits; details sent again since are a new review. */
function waitingPan(db: Db, userId: number, sentAt: number): PanRow {
  const row = db
    .prepare(
      `SELECT u.id, u.code, u.kyc_status, v.pan, v.full_name, v.created_at
       FROM users u JOIN verifications v ON v.user_id = u.id WHERE u.id = ?`,
    )
    .get(userId) as PanRow | undefined
  if (!row) throw new OpsError(404, 'There is no such PAN review', 'not-found')
  if (row.created_at !== sentAt)
    throw decided('The user sent new details since; this review was already decided')
  if (row.kyc_status === KYC_VERIFIED_STATUS) throw decided('This PAN review was already decided: verified')
  if (row.kyc_status === KYC_REFUSED_STATUS) throw decided('This PAN review was already decided: refused')
  if (row.kyc_status !== KYC_WAITING_STATUS) throw decided('This PAN review is not waiting for a decision')
  return row
}

const panSubject = (row: PanRow) => `PAN review of user ${row.code}`
const panBefore = (row: PanRow) => ({ kyc: 'waiting for review', pan: row.pan, name: row.full_name })

export function verifyPanAsOperator(
  sim: Sim,
  operator: OperatorRow,
  userId: number,
  sentAt: number,
): PanOutcome {
  const row = waitingPan(sim.db, userId, sentAt)
  decideOnce(sim, operator, 'pans', {
    action: 'pan-verified',
    subject: panSubject(row),
    decide: (now) => verifyPan(sim.db, userId, now),
    before: panBefore(row),
    after: () => ({ kyc: 'verified' }),
  })
  return { userId, status: 'verified', reasonCode: '', reason: '' }
}

export function refusePanAsOperator(
  sim: Sim,
  operator: OperatorRow,
  userId: number,
  sentAt: number,
  refusal: Refusal,
): PanOutcome {
  const row = waitingPan(sim.db, userId, sentAt)
  decideOnce(sim, operator, 'pans', {
    action: 'pan-refused',
    subject: panSubject(row),
    decide: (now) => refusePan(sim.db, userId, refusal, now),
    before: panBefore(row),
    after: () => ({ kyc: 'refused', reason_code: refusal.code, reason: refusal.reason }),
  })
  return { userId, status: 'refused', reasonCode: refusal.code, reason: refusal.reason }
}
