import { formatRupees, paise } from '@mandi/domain'
import type { Db } from '../db/open.ts'
import { accruedProfit, type ProRow } from '../services/pro.ts'
import { type ChatTopic, chatTopic } from './topics.ts'

/**
 * An automatic reply: what it is about (`topic`, `state`), the facts it states from the user's account, the
 * app screen that shows them (`link`, an app route), and the English sentence (`content`) for readers that do
 * not know the extension. The app says it in the reader's language from topic, state and facts (CONTRACT.md,
 * "Automatic replies"). Only what the server does is stated: a withdrawal's status is read from its record.
 */
export interface AutoReply {
  readonly topic: ChatTopic | 'file' | 'help'
  readonly state: string
  readonly link: string
  /** Paise. */
  readonly amount?: number
  /** Unix ms of the record (its order, its sending). */
  readonly at?: number
  /** A plan's title, a file's name. */
  readonly name?: string
  /** Paise: a BIT Pro investment's profit so far. */
  readonly profit?: number
  /**
   * When a person from support answers: `when_available` (no operator covers the desk now; one answers
   * once signed in and available). Set on every reply sent while nobody covers the desk.
   */
  readonly person?: 'when_available'
  readonly content: string
}

const shortDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
})
const on = (ms: number) => shortDate.format(ms)
const rupees = (amount: number) => formatRupees(paise(amount))

interface WithdrawalRow {
  amount: number
  status: number
  tp: number
  created_at: number
}

function withdrawalReply(db: Db, userId: number, now: number): AutoReply {
  const row = db
    .prepare(
      'SELECT amount, status, tp, created_at FROM withdrawals WHERE user_id = ? AND created_at <= ? ORDER BY created_at DESC, id DESC LIMIT 1',
    )
    .get(userId, now) as WithdrawalRow | undefined
  if (!row) {
    return {
      topic: 'withdrawal',
      state: 'none',
      link: '/payout',
      content: 'You have made no withdrawals yet. You can withdraw from your balance on the Withdraw screen.',
    }
  }
  const facts = {
    amount: row.amount,
    at: row.created_at,
    link: row.tp === 1 ? '/salary?tab=payout' : '/hist?tab=withdraw',
  }
  const what = `Your ${row.tp === 1 ? 'salary withdrawal' : 'withdrawal'} of ${rupees(row.amount)} on ${on(row.created_at)}`
  // §4: 2 Refund, 3 Success; 0, 1, 4 and anything else show Pending in bank.
  if (row.status === 3)
    return { topic: 'withdrawal', state: 'paid', ...facts, content: `${what} was paid to your bank account.` }
  if (row.status === 2)
    return {
      topic: 'withdrawal',
      state: 'refunded',
      ...facts,
      content: `${what} was refunded to your balance.`,
    }
  return {
    topic: 'withdrawal',
    state: 'pending',
    ...facts,
    content: `${what} shows Pending in bank: it has not been paid to your bank yet.`,
  }
}

function depositReply(db: Db, userId: number, now: number): AutoReply {
  const row = db
    .prepare(
      'SELECT amount, status, channel_id, created_at FROM deposits WHERE user_id = ? AND created_at <= ? ORDER BY created_at DESC, id DESC LIMIT 1',
    )
    .get(userId, now) as
    | { amount: number; status: number; channel_id: number; created_at: number }
    | undefined
  if (!row) {
    return {
      topic: 'deposit',
      state: 'none',
      link: '/deposit',
      content: 'You have made no deposits yet. You can add money on the Deposit screen.',
    }
  }
  const facts = { amount: row.amount, at: row.created_at, link: '/hist?tab=deposit' }
  const when = `${rupees(row.amount)} on ${on(row.created_at)}`
  if (row.status !== 0)
    return {
      topic: 'deposit',
      state: 'credited',
      ...facts,
      content: `Your deposit of ${when} was credited to your balance.`,
    }
  // Channel 1 is the manual bank transfer (services/wallet.ts CHANNELS).
  if (row.channel_id === 1)
    return {
      topic: 'deposit',
      state: 'transfer',
      ...facts,
      content: `Your bank transfer of ${when} shows Unpaid until the transfer is confirmed.`,
    }
  return {
    topic: 'deposit',
    state: 'unpaid',
    ...facts,
    content: `Your deposit of ${when} is not paid yet: it is credited when you pay on its payment page.`,
  }
}

function kycReply(db: Db, userId: number): AutoReply {
  const user = db.prepare('SELECT kyc_status FROM users WHERE id = ?').get(userId) as { kyc_status: number }
  if (user.kyc_status === 2)
    return { topic: 'kyc', state: 'verified', link: '/verif', content: 'Your PAN is verified.' }
  const sent = db.prepare('SELECT created_at FROM verifications WHERE user_id = ?').get(userId) as
    | { created_at: number }
    | undefined
  if (user.kyc_status === 1 && sent)
    return {
      topic: 'kyc',
      state: 'review',
      link: '/verif',
      at: sent.created_at,
      content: `Your PAN details sent on ${on(sent.created_at)} are waiting for review.`,
    }
  return {
    topic: 'kyc',
    state: 'unverified',
    link: '/verif',
    content: 'Your PAN is not verified yet. You can send your PAN details on the ID verification screen.',
  }
}

function miningReply(db: Db, userId: number, now: number): AutoReply {
  const row = db
    .prepare(
      `SELECT o.amount, o.num, o.created_at, p.title FROM mining_orders o JOIN mining_products p ON p.id = o.mining_id
       WHERE o.user_id = ? AND o.created_at <= ? ORDER BY o.created_at DESC, o.id DESC LIMIT 1`,
    )
    .get(userId, now) as { amount: number; num: number; created_at: number; title: string } | undefined
  if (!row)
    return {
      topic: 'mining',
      state: 'none',
      link: '/home',
      content: 'You have no mining plans yet. The plans on offer are listed on Home.',
    }
  return {
    topic: 'mining',
    state: 'bought',
    link: '/center',
    amount: row.amount,
    at: row.created_at,
    name: row.title,
    content: `You bought ${row.title} on ${on(row.created_at)} for ${rupees(row.amount)}; the payment is in your statement.`,
  }
}

function proReply(db: Db, userId: number, now: number): AutoReply {
  const row = db
    .prepare(
      'SELECT * FROM pro_orders WHERE user_id = ? AND created_at <= ? ORDER BY created_at DESC, id DESC LIMIT 1',
    )
    .get(userId, now) as ProRow | undefined
  if (!row)
    return {
      topic: 'pro',
      state: 'none',
      link: '/pro',
      content: 'You have no BIT Pro investments yet. You can invest on the BIT Pro screen.',
    }
  const facts = { link: `/pro_detail?id=${row.id}`, amount: row.amount, at: row.created_at }
  const what = `Your BIT Pro investment of ${rupees(row.amount)} from ${on(row.created_at)}`
  if (row.status !== 0) return { topic: 'pro', state: 'stopped', ...facts, content: `${what} has stopped.` }
  const profit = accruedProfit(row, now)
  return {
    topic: 'pro',
    state: 'active',
    ...facts,
    profit,
    content: `${what} is active; its profit so far is ${rupees(profit)}.`,
  }
}

const PASSWORD_REPLY: AutoReply = {
  topic: 'password',
  state: 'help',
  link: '/changeloginpass',
  content:
    'You can change your password on the Change password screen. If you forgot it, tap Forgot password on the sign-in screen: a code is sent to your mobile number.',
}

/** What this chat answers; said when a message names none of its topics. */
export const HELP_REPLY: AutoReply = {
  topic: 'help',
  state: 'topics',
  link: '',
  content:
    'This chat answers automatically about deposits, withdrawals, KYC, mining, BIT Pro and passwords. Name one of them in your message.',
}

/** The reply to a text message: about its topic, from the user's records as they stood at `now`. */
export function replyToText(db: Db, userId: number, text: string, now: number): AutoReply {
  switch (chatTopic(text)) {
    case 'withdrawal':
      return withdrawalReply(db, userId, now)
    case 'deposit':
      return depositReply(db, userId, now)
    case 'kyc':
      return kycReply(db, userId)
    case 'mining':
      return miningReply(db, userId, now)
    case 'pro':
      return proReply(db, userId, now)
    case 'password':
      return PASSWORD_REPLY
    case null:
      return HELP_REPLY
  }
}

/** The reply to a file: only that it was received (it is stored on the chat host). */
export function replyToFile(name: string): AutoReply {
  return { topic: 'file', state: 'received', link: '', name, content: `We received your file ${name}.` }
}

/** What each automatic reply adds: a person answers when one is available (the sim keeps no office hours). */
export const PERSON_WHEN_AVAILABLE =
  'A person from support answers when one is available; this reply is automatic.'

/** The reply, saying when a person answers (sent only while no operator covers the desk: agent.ts). */
export function untilAPersonAnswers(reply: AutoReply): AutoReply {
  return { ...reply, person: 'when_available', content: `${reply.content} ${PERSON_WHEN_AVAILABLE}` }
}

/** The facts kept with the message (chat_messages.auto), without the sentence (that is its content). */
export function storedFacts(reply: AutoReply): string {
  const { content: _content, ...facts } = reply
  return JSON.stringify(facts)
}
