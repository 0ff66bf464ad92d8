import type { Db } from '../db/open.ts'
import { OpsError } from './ops-error.ts'

/**
 * What a support operator sees of the user they talk to, read-only: who it is, their money in paise and the
 * latest deposits and withdrawals (the usual questions). The mobile number shows only its last four digits;
 * verification details (PAN, address) and bank account numbers are not shown to support at all.
 */
export interface UserView {
  readonly userId: number
  readonly code: string
  readonly name: string
  readonly mobileEnding: string
  readonly joinedAt: number
  readonly kycStatus: number
  readonly balance: number
  readonly salary: number
  readonly integral: number
  readonly deposits: readonly { orderNum: string; amount: number; status: number; at: number }[]
  readonly withdrawals: readonly {
    orderNum: string
    amount: number
    fee: number
    status: number
    at: number
  }[]
}

const RECENT = 5

/** Only a user who has a conversation with the desk: support reads nobody else. */
export function userView(db: Db, userId: number): UserView {
  const user = db
    .prepare(
      `SELECT id, code, name, mob, created_at, kyc_status, balance, salary, integral FROM users
       WHERE id = ? AND EXISTS (SELECT 1 FROM chat_messages WHERE user_id = users.id)`,
    )
    .get(userId) as
    | {
        id: number
        code: string
        name: string
        mob: string
        created_at: number
        kyc_status: number
        balance: number
        salary: number
        integral: number
      }
    | undefined
  if (!user) throw new OpsError(404, 'There is no conversation with this user', 'not-found')
  const deposits = db
    .prepare(
      `SELECT order_num AS orderNum, amount, status, created_at AS at FROM deposits WHERE user_id = ?
       ORDER BY created_at DESC, id DESC LIMIT ${RECENT}`,
    )
    .all(userId) as UserView['deposits']
  const withdrawals = db
    .prepare(
      `SELECT order_num AS orderNum, amount, fee, status, created_at AS at FROM withdrawals WHERE user_id = ?
       ORDER BY created_at DESC, id DESC LIMIT ${RECENT}`,
    )
    .all(userId) as UserView['withdrawals']
  return {
    userId: user.id,
    code: user.code,
    name: user.name,
    mobileEnding: user.mob.slice(-4),
    joinedAt: user.created_at,
    kycStatus: user.kyc_status,
    balance: user.balance,
    salary: user.salary,
    integral: user.integral,
    deposits,
    withdrawals,
  }
}
