import { randomInt } from 'node:crypto'
import { WITHDRAWAL_REFUSAL_REASONS } from '@mandi/domain'
import { movePurse, type Purse } from '../db/accounts.ts'
import type { Db } from '../db/open.ts'
import { hashPassword } from '../http/auth.ts'
import { PAN_REVIEW_MS, reviewDuePans } from '../services/pan-review.ts'
import { confirmTransfer, submitTransferReference } from '../services/transfer-desk.ts'
import { CHANNELS, createDeposit, createWithdrawal } from '../services/wallet.ts'
import { payWithdrawal, refundWithdrawal, WITHDRAWAL_SETTLE_MS } from '../services/withdrawal-desk.ts'
import { randomName } from './content.ts'
import { between } from './random.ts'

export const DEFAULT_INVITE_CODE = '66666'
export const DEMO_PASSWORD = 'demo1234'
/** The demo accounts: visibly fake names and numbers (decision 0090), never a real person's. */
export const RICH_DEMO = {
  name: 'Demo Trader',
  mob: '9000000001',
  email: 'demo.trader@mandi.example',
  password: DEMO_PASSWORD,
  code: '100001',
}
export const EMPTY_DEMO = {
  name: 'Demo Newcomer',
  mob: '9000000002',
  email: 'demo.newcomer@mandi.example',
  password: DEMO_PASSWORD,
  code: '100002',
}

const minute = 60_000
const hour = 60 * minute
const day = 24 * hour

interface NewUser {
  name: string
  mob: string
  password: string
  code?: string
  inviterId: number | null
  createdAt: number
  email?: string
}

/** A fresh six-digit code not yet taken (users' own ID and invite code). */
export function freeUserCode(db: Db): string {
  for (;;) {
    const code = String(randomInt(200000, 1000000))
    if (!db.prepare('SELECT 1 FROM users WHERE code = ?').get(code)) return code
  }
}

export function insertUser(db: Db, user: NewUser, passHash = hashPassword(user.password)): number {
  const code = user.code ?? freeUserCode(db)
  const result = db
    .prepare(
      'INSERT INTO users (name, email, mob, pass_hash, code, inviter_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      user.name,
      user.email ?? `${user.mob}@mandi.example`,
      user.mob,
      passHash,
      code,
      user.inviterId,
      user.createdAt,
    )
  return Number(result.lastInsertRowid)
}

function credit(db: Db, userId: number, purse: Purse, rupees: number, title: string, at: number): void {
  movePurse(db, userId, purse, rupees * 100, title, at)
}

const CHANNEL_DEPOSIT = 2
const BANK_TRANSFER = CHANNELS.find((channel) => channel.manual)?.id ?? 1

/** A channel deposit, paid through its payment page (credited at once) or left unpaid. */
export function deposit(db: Db, userId: number, rupees: number, status: number, at: number): void {
  const order = createDeposit(db, userId, rupees * 100, CHANNEL_DEPOSIT, at)
  if (status !== 0) confirmDeposit(db, order, at)
}

function confirmDeposit(db: Db, order: string, at: number): void {
  const { id } = db.prepare('SELECT id FROM deposits WHERE order_num = ?').get(order) as { id: number }
  confirmTransfer(db, id, at)
}

/**
 * A bank transfer order the way the API makes it: left waiting for its UTR, or given one (pay/reference) and
 * confirmed by the transfer desk a quarter of an hour later.
 */
function bankTransfer(db: Db, userId: number, rupees: number, at: number, utr?: string): string {
  const order = createDeposit(db, userId, rupees * 100, BANK_TRANSFER, at)
  if (utr) {
    const sent = at + 20 * minute
    const { checkAt } = submitTransferReference(db, userId, order, utr, sent)
    confirmDeposit(db, order, checkAt)
  }
  return order
}

type Settled = { paid: true } | { paid: false; code: string; reason: string }

/**
 * Made by the API's own withdrawal code (fee from payout_fee) and, unless `settled` is undefined (still
 * pending), settled by the payout desk's own decisions half an hour later.
 */
function withdrawal(
  db: Db,
  userId: number,
  bankId: number,
  rupees: number,
  tp: 0 | 1,
  at: number,
  settled?: Settled,
) {
  const { order } = createWithdrawal(db, userId, rupees * 100, bankId, tp, at)
  if (!settled) return
  const { id } = db.prepare('SELECT id FROM withdrawals WHERE order_num = ?').get(order) as { id: number }
  const when = at + WITHDRAWAL_SETTLE_MS
  if (settled.paid) payWithdrawal(db, id, when)
  else refundWithdrawal(db, id, settled, when)
}

const PAID: Settled = { paid: true }
/** An operator's refund: the receiving bank sent the money back. */
const RETURNED: Settled = {
  paid: false,
  code: 'bank_returned',
  reason: WITHDRAWAL_REFUSAL_REASONS.bank_returned,
}

/** A bound bank account (bound at `boundAt`, long before any withdrawal the seed makes to it). */
function bank(db: Db, userId: number, holder: string, account: string, boundAt: number): number {
  const result = db
    .prepare(
      'INSERT INTO banks (user_id, bank_name, bank_account, account_holder, ifsc, changed_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(userId, 'Demo Bank', account, holder, 'DEMO0000001', boundAt)
  return Number(result.lastInsertRowid)
}

/** A team member with some deposits and payouts, so the team summaries have figures. */
function member(db: Db, inviterId: number, index: number, now: number, random: () => number): number {
  const createdAt = now - between(random, 5, 120) * day
  const name = randomName(random)
  const id = insertUser(
    db,
    {
      name,
      mob: `70000${String(index).padStart(5, '0')}`,
      password: DEMO_PASSWORD,
      inviterId,
      createdAt,
    },
    '',
  )
  if (random() < 0.7) {
    deposit(db, id, between(random, 6, 100) * 100, 1, createdAt + day)
    if (random() < 0.6) {
      const bankId = bank(db, id, name, `1000${String(index).padStart(8, '0')}`, createdAt + day)
      withdrawal(db, id, bankId, between(random, 3, 5) * 100, 0, createdAt + 2 * day, PAID)
    }
  }
  return id
}

/** The house account owns the default invite code 66666, so registration works on a fresh sim. */
export function seedUsers(db: Db, now: number, random: () => number): { house: number; rich: number } {
  // Team members get an unusable password hash: nobody signs in as them, and seeding stays fast.
  const house = insertUser(db, {
    name: 'Mandi Official',
    mob: '9000000000',
    password: randomInt(1e9).toString(),
    code: DEFAULT_INVITE_CODE,
    inviterId: null,
    createdAt: now - 365 * day,
  })
  const rich = insertUser(db, {
    name: RICH_DEMO.name,
    mob: RICH_DEMO.mob,
    code: RICH_DEMO.code,
    password: DEMO_PASSWORD,
    inviterId: house,
    createdAt: now - 90 * day,
    email: RICH_DEMO.email,
  })
  insertUser(db, {
    name: EMPTY_DEMO.name,
    mob: EMPTY_DEMO.mob,
    code: EMPTY_DEMO.code,
    password: DEMO_PASSWORD,
    inviterId: house,
    createdAt: now - day,
    email: EMPTY_DEMO.email,
  })
  seedRichAccount(db, rich, now, random)
  let index = 1
  for (let a = 0; a < 5; a++) {
    const level1 = member(db, rich, index++, now, random)
    for (let b = 0; b < (a < 3 ? 2 : 1); b++) {
      const level2 = member(db, level1, index++, now, random)
      if (b === 0 && a < 4) member(db, level2, index++, now, random)
    }
  }
  return { house, rich }
}

function seedRichAccount(db: Db, id: number, now: number, random: () => number): void {
  const start = now - 80 * day
  // Deposits in every stage: paid through a channel, a bank transfer credited after its UTR was checked, a
  // bank transfer still waiting for its UTR, a channel order whose payment link still works (20 minutes),
  // and a cancelled one.
  deposit(db, id, 50000, 1, start)
  bankTransfer(db, id, 20000, start + 10 * day, '401234567890')
  const cancelled = bankTransfer(db, id, 1000, now - 3 * day)
  db.prepare("UPDATE deposits SET stage = 'cancelled', settled_at = ? WHERE order_num = ?").run(
    now - 3 * day + hour,
    cancelled,
  )
  bankTransfer(db, id, 6000, now - 2 * hour)
  deposit(db, id, 3000, 0, now - 10 * minute)
  credit(db, id, 'integral', 2500, 'Sign-up Points', start)
  credit(db, id, 'salary', 18000, 'Team salary', start + 30 * day)
  const bankId = bank(db, id, RICH_DEMO.name, '000000000001', start)
  // Withdrawals in every status: pending (the desk pays them 25 minutes after the sim starts), paid, and
  // refunded with the reason.
  withdrawal(db, id, bankId, 2000, 0, now - 5 * minute)
  withdrawal(db, id, bankId, 1500, 0, now - day, PAID)
  withdrawal(db, id, bankId, 1000, 0, now - 5 * day, RETURNED)
  withdrawal(db, id, bankId, 3000, 0, now - 12 * day, PAID)
  withdrawal(db, id, bankId, 800, 0, now - 20 * day, PAID)
  withdrawal(db, id, bankId, 1200, 1, now - 5 * minute)
  withdrawal(db, id, bankId, 900, 1, now - 8 * day, PAID)
  withdrawal(db, id, bankId, 600, 1, now - 15 * day, RETURNED)
  const salaryLog = db.prepare(
    'INSERT INTO salary_logs (user_id, amount, status, created_at) VALUES (?, ?, ?, ?)',
  )
  // Each Created entry is a salary credited to the salary balance (its statement line); Unpaid ones are not yet.
  salaryLog.run(id, 18000 * 100, 1, start + 30 * day)
  for (let i = 0; i < 8; i++) {
    const amount = between(random, 5, 40) * 10000
    const created = i % 3 !== 0
    const at = now - (i + 1) * 7 * day
    salaryLog.run(id, amount, created ? 1 : 0, at)
    if (created) movePurse(db, id, 'salary', amount, 'Team salary', at)
  }
  // A verification sent three days ago and refused by the PAN review (the fourth letter of ABCDE1234F is not
  // P, so it is not a person's PAN): /verif shows the reason and the form to send again.
  const sentAt = now - 3 * day
  db.prepare(
    'INSERT INTO verifications (user_id, full_name, pan, birth_date, pin, city, address, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(id, RICH_DEMO.name, 'ABCDE1234F', '19900115', '560001', 'Bengaluru', 'Demo Street 12', sentAt)
  db.prepare('UPDATE users SET kyc_status = 1, points = 350 WHERE id = ?').run(id)
  reviewDuePans(db, sentAt + PAN_REVIEW_MS)
}
