import { movePurse } from '../db/accounts.ts'
import type { Db } from '../db/open.ts'
import { reject } from '../http/wire.ts'

/** BIT Pro runs 30 days (the active duration, §9) at 1.2 % a day, accrued hourly. */
export const PRO_DAYS = 30
export const PRO_DAILY_RATE_BP = 120
/** Taking the principal out before expiry costs this share of it (§4 leaves the amount open). */
export const PRO_PENALTY_BP = 1000

export interface ProRow {
  id: number
  user_id: number
  amount: number
  daily_rate_bp: number
  profit_taken: number
  status: number
  created_at: number
  expires_at: number
  stopped_at: number | null
}

/** Profit earned so far: whole hours since opening, until expiry or stop. */
export function accruedProfit(row: ProRow, now: number): number {
  const end = Math.min(now, row.expires_at, row.stopped_at ?? Number.POSITIVE_INFINITY)
  const hours = Math.max(0, Math.floor((end - row.created_at) / 3_600_000))
  return Math.floor((row.amount * row.daily_rate_bp * hours) / (24 * 10_000))
}

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
        'INSERT INTO pro_orders (user_id, amount, daily_rate_bp, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(userId, amount, PRO_DAILY_RATE_BP, now, now + PRO_DAYS * 86_400_000)
    return Number(result.lastInsertRowid)
  })()
}

/** Returns the principal (less the early penalty) and stops the investment. */
export function transferPrincipal(
  db: Db,
  userId: number,
  id: number,
  now: number,
): { credited: number; penalty: number } {
  return db.transaction(() => {
    const row = findPro(db, userId, id)
    if (row.status !== 0) reject('This investment has already stopped')
    const penalty = now < row.expires_at ? Math.floor((row.amount * PRO_PENALTY_BP) / 10_000) : 0
    db.prepare('UPDATE pro_orders SET status = 1, stopped_at = ? WHERE id = ?').run(now, id)
    movePurse(db, userId, 'balance', row.amount - penalty, 'BIT Pro principal', now)
    return { credited: row.amount - penalty, penalty }
  })()
}

export function transferProfit(db: Db, userId: number, id: number, now: number): number {
  return db.transaction(() => {
    const row = findPro(db, userId, id)
    const available = accruedProfit(row, now) - row.profit_taken
    if (available <= 0) reject('No profit to transfer yet')
    db.prepare('UPDATE pro_orders SET profit_taken = profit_taken + ? WHERE id = ?').run(available, id)
    movePurse(db, userId, 'balance', available, 'BIT Pro profit', now)
    return available
  })()
}
