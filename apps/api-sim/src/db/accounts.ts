import { randomInt } from 'node:crypto'
import { reject } from '../http/wire.ts'
import type { Db } from './open.ts'

/** The three purses of a user (§1): balance, salary balance and integral (points). */
export type Purse = 'balance' | 'salary' | 'integral'

export interface UserRow {
  id: number
  name: string
  email: string
  mob: string
  pass_hash: string
  code: string
  inviter_id: number | null
  balance: number
  salary: number
  integral: number
  points: number
  kyc_status: number
  face_icon: string
  created_at: number
}

export function findUser(db: Db, id: number): UserRow {
  const row = db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined
  if (!row) reject('User not found')
  return row
}

export function findUserByMob(db: Db, mob: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE mob = ?').get(mob) as UserRow | undefined
}

/**
 * Adds `delta` paise to one purse and writes the ledger line. Must run inside the caller's transaction;
 * a debit beyond what is held rejects (and so rolls the whole movement back).
 */
export function movePurse(
  db: Db,
  userId: number,
  purse: Purse,
  delta: number,
  title: string,
  now: number,
  shortMessage = 'Insufficient balance',
): number {
  if (!Number.isSafeInteger(delta)) throw new RangeError(`Not whole paise: ${delta}`)
  const user = findUser(db, userId)
  const after = user[purse] + delta
  if (after < 0) reject(shortMessage)
  db.prepare(`UPDATE users SET ${purse} = ? WHERE id = ?`).run(after, userId)
  if (delta !== 0) {
    db.prepare(
      'INSERT INTO ledger (user_id, purse, title, amount, balance, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(userId, purse, title, delta, after, now)
  }
  return after
}

/** An order number that sorts by time; the random tail makes a collision practically impossible. */
export function orderNumber(prefix: string, now: number): string {
  return `${prefix}${now}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`
}
