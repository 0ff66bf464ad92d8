import { KYC_WAITING_STATUS, reviewPan } from '@mandi/domain'
import type { DeciderMode } from '../config.ts'
import type { Db } from '../db/open.ts'
import type { Page } from '../http/paging.ts'
import { automaticWait } from '../services/decider.ts'
import { PAN_REVIEW_MS } from '../services/pan-review.ts'
import { TRANSFER_CHECK_MS, transferDecision } from '../services/transfer-desk.ts'
import { type OpenWithdrawal, WITHDRAWAL_SETTLE_MS, withdrawalDecision } from '../services/withdrawal-desk.ts'
import type { MoneyQueue, Sim } from '../sim.ts'

/**
 * What waits for the finance role (CONTRACT.md, "Operators' console"): withdrawals not yet paid or refunded,
 * bank transfers whose UTR waits to be checked, and PAN reviews. Read-only; the decisions are in decisions.ts.
 * Every item says when the automatic desk would decide it (`autoAt`, null when only operators decide) and what
 * its rule would decide (`deskWould`), so an operator sees both before acting.
 */

/** Which end of a queue comes first: the item waiting longest (default), or the newest. */
export type QueueOrder = 'oldest' | 'newest'

/** Each queue's automatic wait at its desk (SIM_DECIDER=auto). */
export const DESK_WAIT_MS: Readonly<Record<MoneyQueue, number>> = {
  withdrawals: WITHDRAWAL_SETTLE_MS,
  transfers: TRANSFER_CHECK_MS,
  pans: PAN_REVIEW_MS,
}

export interface QueueUser {
  readonly userId: number
  /** The user's own ID (their code), as they give it to support. */
  readonly code: string
  readonly name: string
}

/** The user's money and latest statement lines: what a finance operator checks before deciding. */
export interface UserActivity {
  readonly joinedAt: number
  readonly kycStatus: number
  /** Paise. */
  readonly balance: number
  readonly salary: number
  /** The newest statement lines (user/settlement), newest first. */
  readonly lines: readonly { title: string; purse: string; amount: number; balance: number; at: number }[]
}

export type DeskWould =
  | { readonly decision: 'pay' | 'confirm' | 'verify' }
  | { readonly decision: 'refuse'; readonly code: string; readonly reason: string }

export interface WithdrawalItem {
  readonly id: number
  readonly orderNum: string
  readonly user: QueueUser
  /** Paise sent to the bank, and the fee taken with it (both left the purse when it was made). */
  readonly amount: number
  readonly fee: number
  readonly purse: 'balance' | 'salary'
  readonly bank: {
    readonly name: string
    readonly holder: string
    /** The account number's last four digits only. */
    readonly accountEnding: string
    readonly ifsc: string
    /** When the account was bound or last changed (0: long ago). */
    readonly changedAt: number
  }
  readonly createdAt: number
  readonly autoAt: number | null
  readonly deskWould: DeskWould
  readonly activity: UserActivity
}

export interface TransferItem {
  readonly id: number
  readonly orderNum: string
  readonly user: QueueUser
  readonly amount: number
  readonly utr: string
  /** When the UTR was sent: the decision names it (`sentAt`), so a UTR sent again is a new decision. */
  readonly sentAt: number
  readonly createdAt: number
  readonly autoAt: number | null
  readonly deskWould: DeskWould
  readonly activity: UserActivity
}

export interface PanItem {
  /** The user's id: one verification per user. */
  readonly id: number
  readonly user: QueueUser
  readonly pan: string
  /** The name on the form, to compare with the account's (`user.name`). */
  readonly fullName: string
  readonly birthDate: string
  readonly city: string
  readonly sentAt: number
  readonly autoAt: number | null
  readonly deskWould: DeskWould
}

export interface QueueSummary {
  readonly decider: { readonly mode: DeciderMode; readonly delayMs: number }
  readonly queues: Readonly<
    Record<MoneyQueue, { readonly waiting: number; readonly autoAfterMs: number | null }>
  >
}

const STATEMENT_LINES = 5

function activityOf(db: Db, userId: number): UserActivity {
  const user = db
    .prepare('SELECT created_at, kyc_status, balance, salary FROM users WHERE id = ?')
    .get(userId) as { created_at: number; kyc_status: number; balance: number; salary: number }
  const lines = db
    .prepare(
      `SELECT title, purse, amount, balance, created_at AS at FROM ledger WHERE user_id = ?
       ORDER BY created_at DESC, id DESC LIMIT ${STATEMENT_LINES}`,
    )
    .all(userId) as UserActivity['lines']
  return {
    joinedAt: user.created_at,
    kycStatus: user.kyc_status,
    balance: user.balance,
    salary: user.salary,
    lines,
  }
}

const direction = (order: QueueOrder) => (order === 'newest' ? 'DESC' : 'ASC')

const autoAt = (sim: Sim, queue: MoneyQueue, since: number) => {
  const wait = automaticWait(sim.config, DESK_WAIT_MS[queue])
  return wait === null ? null : since + wait
}

/** How many wait in each queue, and who decides them (the server's SIM_DECIDER). */
export function queueSummary(sim: Sim): QueueSummary {
  const count = (sql: string, ...args: unknown[]) => (sim.db.prepare(sql).get(...args) as { n: number }).n
  const entry = (queue: MoneyQueue, waiting: number) => ({
    waiting,
    autoAfterMs: automaticWait(sim.config, DESK_WAIT_MS[queue]),
  })
  return {
    decider: { mode: sim.config.decider, delayMs: sim.config.deciderDelayMs },
    queues: {
      withdrawals: entry(
        'withdrawals',
        count('SELECT COUNT(*) AS n FROM withdrawals WHERE status IN (0, 1, 4)'),
      ),
      transfers: entry(
        'transfers',
        count("SELECT COUNT(*) AS n FROM deposits WHERE stage = 'checking' AND status = 0"),
      ),
      pans: entry(
        'pans',
        count(
          'SELECT COUNT(*) AS n FROM users u JOIN verifications v ON v.user_id = u.id WHERE u.kyc_status = ?',
          KYC_WAITING_STATUS,
        ),
      ),
    },
  }
}

type WithdrawalRow = OpenWithdrawal & {
  order_num: string
  code: string
  name: string
  bank_name: string | null
  account_holder: string | null
  bank_account: string | null
  ifsc: string | null
  changed_at: number | null
}

export function withdrawalQueue(sim: Sim, page: Page, order: QueueOrder): WithdrawalItem[] {
  const rows = sim.db
    .prepare(
      `SELECT w.id, w.user_id, w.order_num, w.amount, w.fee, w.tp, w.bank_id, w.created_at, u.code, u.name,
         b.bank_name, b.account_holder, b.bank_account, b.ifsc, b.changed_at
       FROM withdrawals w JOIN users u ON u.id = w.user_id LEFT JOIN banks b ON b.id = w.bank_id
       WHERE w.status IN (0, 1, 4)
       ORDER BY w.created_at ${direction(order)}, w.id ${direction(order)} LIMIT ? OFFSET ?`,
    )
    .all(page.limit, page.offset) as WithdrawalRow[]
  return rows.map((row) => {
    const rule = withdrawalDecision(sim.db, row)
    return {
      id: row.id,
      orderNum: row.order_num,
      user: { userId: row.user_id, code: row.code, name: row.name },
      amount: row.amount,
      fee: row.fee,
      purse: row.tp === 1 ? 'salary' : 'balance',
      bank: {
        name: row.bank_name ?? '',
        holder: row.account_holder ?? '',
        accountEnding: (row.bank_account ?? '').slice(-4),
        ifsc: row.ifsc ?? '',
        changedAt: row.changed_at ?? 0,
      },
      createdAt: row.created_at,
      autoAt: autoAt(sim, 'withdrawals', row.created_at),
      deskWould: rule.pay
        ? { decision: 'pay' }
        : { decision: 'refuse', code: rule.code, reason: rule.reason },
      activity: activityOf(sim.db, row.user_id),
    }
  })
}

interface TransferRow {
  id: number
  user_id: number
  order_num: string
  amount: number
  utr: string
  utr_at: number
  created_at: number
  code: string
  name: string
}

export function transferQueue(sim: Sim, page: Page, order: QueueOrder): TransferItem[] {
  const rows = sim.db
    .prepare(
      `SELECT d.id, d.user_id, d.order_num, d.amount, d.utr, d.utr_at, d.created_at, u.code, u.name
       FROM deposits d JOIN users u ON u.id = d.user_id
       WHERE d.stage = 'checking' AND d.status = 0
       ORDER BY d.utr_at ${direction(order)}, d.id ${direction(order)} LIMIT ? OFFSET ?`,
    )
    .all(page.limit, page.offset) as TransferRow[]
  return rows.map((row) => {
    const rule = transferDecision(sim.db, row)
    return {
      id: row.id,
      orderNum: row.order_num,
      user: { userId: row.user_id, code: row.code, name: row.name },
      amount: row.amount,
      utr: row.utr,
      sentAt: row.utr_at,
      createdAt: row.created_at,
      autoAt: autoAt(sim, 'transfers', row.utr_at),
      deskWould: rule.confirm
        ? { decision: 'confirm' }
        : { decision: 'refuse', code: rule.code, reason: rule.reason },
      activity: activityOf(sim.db, row.user_id),
    }
  })
}

interface PanRow {
  user_id: number
  code: string
  name: string
  pan: string
  full_name: string
  birth_date: string
  city: string
  created_at: number
}

export function panQueue(sim: Sim, page: Page, order: QueueOrder): PanItem[] {
  const rows = sim.db
    .prepare(
      `SELECT u.id AS user_id, u.code, u.name, v.pan, v.full_name, v.birth_date, v.city, v.created_at
       FROM users u JOIN verifications v ON v.user_id = u.id
       WHERE u.kyc_status = ?
       ORDER BY v.created_at ${direction(order)}, u.id ${direction(order)} LIMIT ? OFFSET ?`,
    )
    .all(KYC_WAITING_STATUS, page.limit, page.offset) as PanRow[]
  return rows.map((row) => {
    const rule = reviewPan({ pan: row.pan, fullName: row.full_name, accountName: row.name })
    return {
      id: row.user_id,
      user: { userId: row.user_id, code: row.code, name: row.name },
      pan: row.pan,
      fullName: row.full_name,
      birthDate: row.birth_date,
      city: row.city,
      sentAt: row.created_at,
      autoAt: autoAt(sim, 'pans', row.created_at),
      deskWould: rule.verified
        ? { decision: 'verify' }
        : { decision: 'refuse', code: rule.code, reason: rule.reason },
    }
  })
}
