import { paise, withdrawalQuote } from '@mandi/domain'
import { movePurse, orderNumber } from '../db/accounts.ts'
import { readConfig } from '../db/config.ts'
import type { Db } from '../db/open.ts'
import { reject } from '../http/wire.ts'

/**
 * Where a manual bank transfer goes (pay/bank). Visibly a demo that cannot reach anyone: no bank has the IFSC
 * code DEMO (the first four letters of an IFSC name the bank), the account number is all zeros, and the UPI
 * address's handle `demo.example` has a dot, which no UPI handle has, under the reserved `.example` name, so
 * no UPI app can resolve it (docs/decisions/0062-demo-details-reach-nobody.md).
 */
export const DEMO_COLLECTION_ACCOUNT = {
  account_holder: 'Mandi Demo Collections (demo)',
  bank_account: '000000000000',
  ifsc: 'DEMO0000001',
  upi: 'mandi.demo@demo.example',
} as const

export const CHANNELS = [
  { id: 1, title: 'Bank Transfer', manual: true },
  { id: 2, title: 'UPI Fast Pay', manual: false },
  { id: 3, title: 'Demo Wallet', manual: false },
] as const

export function createDeposit(
  db: Db,
  userId: number,
  amount: number,
  channelId: number,
  now: number,
): string {
  const order = orderNumber('D', now)
  db.prepare(
    'INSERT INTO deposits (user_id, order_num, amount, channel_id, status, created_at) VALUES (?, ?, ?, ?, 0, ?)',
  ).run(userId, order, amount, channelId, now)
  return order
}

/**
 * The local payment page's "Pay": marks the order paid and credits the balance, once; not a cancelled one.
 * `credited_at` is when the money reached the balance (the invitation reward job pays the inviter at that moment).
 */
export function markDepositPaid(db: Db, order: string, now: number): boolean {
  return db.transaction(() => {
    const row = db
      .prepare('SELECT id, user_id, amount, status, stage FROM deposits WHERE order_num = ?')
      .get(order) as
      | { id: number; user_id: number; amount: number; status: number; stage: string }
      | undefined
    if (!row) return false
    if (row.status !== 0 || row.stage !== 'unpaid') return false
    db.prepare(
      "UPDATE deposits SET status = 1, stage = 'paid', settled_at = ?, credited_at = ? WHERE id = ?",
    ).run(now, now, row.id)
    movePurse(db, row.user_id, 'balance', row.amount, 'Deposit', now)
    return true
  })()
}

/** What payout/create made: the order number, the amount the bank is sent and the fee (paise). */
export interface WithdrawalReceipt {
  readonly order: string
  readonly amount: number
  readonly fee: number
}

/**
 * payout/create: the fee comes from the payout_fee config; amount plus fee leave the chosen purse at once,
 * and the withdrawal (the amount, without the fee) is recorded for the bank.
 */
export function createWithdrawal(
  db: Db,
  userId: number,
  amount: number,
  bankId: number,
  tp: 0 | 1,
  now: number,
): WithdrawalReceipt {
  return db.transaction(() => {
    const bank = db.prepare('SELECT id FROM banks WHERE id = ? AND user_id = ?').get(bankId, userId)
    if (!bank) reject('Please select a bank account')
    const { fee, total } = withdrawalQuote({
      amount: paise(amount),
      feePercent: readConfig(db, 'payout_fee') || '0',
    })
    const purse = tp === 1 ? 'salary' : 'balance'
    movePurse(
      db,
      userId,
      purse,
      -total,
      tp === 1 ? 'Salary withdrawal' : 'Withdrawal',
      now,
      'Insufficient balance',
    )
    const order = orderNumber('W', now)
    db.prepare(
      'INSERT INTO withdrawals (user_id, order_num, amount, fee, bank_id, tp, status, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?)',
    ).run(userId, order, amount, fee, bankId, tp, now)
    return { order, amount, fee }
  })()
}
