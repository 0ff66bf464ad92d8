import { bitProPenalty, bitProProfit, paise } from '@mandi/domain'
import { movePurse } from '../db/accounts.ts'
import type { Db } from '../db/open.ts'
import { reject } from '../http/wire.ts'

/**
 * The terms of a new BIT Pro investment, in one place: pro/total sends them to the app (CONTRACT.md, "BIT Pro
 * terms") and each investment keeps the ones it was made with. It runs 30 days (the active duration, §9) at
 * 1.2 % a day, accrued by the whole hour; taking the principal out before the end keeps back 10 % of it (§4
 * leaves the amount open).
 */
export const PRO_DAYS = 30
export const PRO_DAILY_RATE_BP = 120
export const PRO_PENALTY_BP = 1000

/** Status 0 Active (§4); non-zero is Stop: 1 stopped by an early principal transfer, 2 ended at its term. */
export const PRO_ACTIVE = 0
export const PRO_STOPPED = 1
export const PRO_ENDED = 2

const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000

export interface ProRow {
  id: number
  user_id: number
  amount: number
  daily_rate_bp: number
  penalty_bp: number
  /** Profit already moved to the balance. */
  profit_taken: number
  status: number
  created_at: number
  expires_at: number
  /** When profit stopped: the early transfer, or the end of the term. */
  stopped_at: number | null
}

/** Profit earned in all so far: whole hours since opening, until the end of the term or the stop. */
export function accruedProfit(row: ProRow, now: number): number {
  const end = Math.min(now, row.expires_at, row.stopped_at ?? Number.POSITIVE_INFINITY)
  const hours = Math.max(0, Math.floor((end - row.created_at) / HOUR_MS))
  return bitProProfit(paise(row.amount), row.daily_rate_bp, hours)
}

/** Profit earned and not yet transferred: what Transfer profit would move now. */
export function transferableProfit(row: ProRow, now: number): number {
  return Math.max(0, accruedProfit(row, now) - row.profit_taken)
}

/** What a principal transfer would keep back now: the penalty while active and before the end, else 0. */
export function penaltyNow(row: ProRow, now: number): number {
  return row.status === PRO_ACTIVE && now < row.expires_at
    ? bitProPenalty(paise(row.amount), row.penalty_bp)
    : 0
}

export const termDays = (row: ProRow): number => Math.round((row.expires_at - row.created_at) / DAY_MS)

export function findPro(db: Db, userId: number, id: number): ProRow {
  const row = db.prepare('SELECT * FROM pro_orders WHERE id = ? AND user_id = ?').get(id, userId) as
    | ProRow
    | undefined
  if (!row) reject('Investment not found')
  return row
}

export function createPro(db: Db, userId: number, amount: number, now: number): number {
  return db.transaction(() => {
    movePurse(db, userId, 'balance', -amount, 'BIT Pro investment', now)
    const result = db
      .prepare(
        'INSERT INTO pro_orders (user_id, amount, daily_rate_bp, penalty_bp, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(userId, amount, PRO_DAILY_RATE_BP, PRO_PENALTY_BP, now, now + PRO_DAYS * DAY_MS)
    return Number(result.lastInsertRowid)
  })()
}

/**
 * The end of one investment's term: profit stops, the status becomes 2 (Ended), and the principal comes back in
 * full ("BIT Pro principal, term ended") with the profit not yet transferred ("BIT Pro profit, term ended"),
 * both at the moment the term ended. A no-op unless the investment is still active.
 */
function endTerm(db: Db, row: ProRow): boolean {
  const profit = transferableProfit(row, row.expires_at)
  const changed = db
    .prepare(
      'UPDATE pro_orders SET status = ?, stopped_at = expires_at, profit_taken = profit_taken + ? WHERE id = ? AND status = 0',
    )
    .run(PRO_ENDED, profit, row.id).changes
  if (!changed) return false
  movePurse(db, row.user_id, 'balance', row.amount, 'BIT Pro principal, term ended', row.expires_at)
  movePurse(db, row.user_id, 'balance', profit, 'BIT Pro profit, term ended', row.expires_at)
  return true
}

/**
 * The back office's BIT Pro job: every active investment whose term is over is ended (endTerm), in the order
 * the terms ended. Idempotent: only an active investment is ended, once.
 */
export function endDueProTerms(db: Db, now: number, userId?: number): number {
  return db.transaction(() => {
    const due = (
      userId === undefined
        ? db
            .prepare('SELECT * FROM pro_orders WHERE status = 0 AND expires_at <= ? ORDER BY expires_at, id')
            .all(now)
        : db
            .prepare(
              'SELECT * FROM pro_orders WHERE status = 0 AND expires_at <= ? AND user_id = ? ORDER BY expires_at, id',
            )
            .all(now, userId)
    ) as ProRow[]
    return due.filter((row) => endTerm(db, row)).length
  })()
}

/**
 * Returns the principal less the early penalty and stops the investment (status 1). After the term the back
 * office has already returned it (the job runs before a request can see the term over; endDueProTerms is
 * called first in case the request came between).
 */
export function transferPrincipal(
  db: Db,
  userId: number,
  id: number,
  now: number,
): { credited: number; penalty: number } {
  endDueProTerms(db, now, userId)
  return db.transaction(() => {
    const row = findPro(db, userId, id)
    if (row.status === PRO_ENDED)
      reject('This investment has ended: its principal is already in your balance')
    if (row.status !== PRO_ACTIVE) reject('This investment has already stopped')
    const penalty = penaltyNow(row, now)
    db.prepare('UPDATE pro_orders SET status = ?, stopped_at = ? WHERE id = ?').run(PRO_STOPPED, now, id)
    movePurse(db, userId, 'balance', row.amount - penalty, 'BIT Pro principal', now)
    return { credited: row.amount - penalty, penalty }
  })()
}

export function transferProfit(db: Db, userId: number, id: number, now: number): number {
  endDueProTerms(db, now, userId)
  return db.transaction(() => {
    const row = findPro(db, userId, id)
    const available = transferableProfit(row, now)
    if (available <= 0)
      reject(
        row.status === PRO_ENDED
          ? 'This investment has ended: its profit is already in your balance'
          : 'No profit to transfer yet',
      )
    db.prepare('UPDATE pro_orders SET profit_taken = profit_taken + ? WHERE id = ?').run(available, id)
    movePurse(db, userId, 'balance', available, 'BIT Pro profit', now)
    return available
  })()
}
