import type { Db } from '../db/open.ts'
import { money, timestamp, unixSeconds } from '../http/wire.ts'

/** Agents live in their own id range so a chat `to`/`receiver` id never means both a user and an agent. */
export const ADMIN_ID_BASE = 900_000

export interface ChatRow {
  msg_id: number
  user_id: number
  admin_id: number
  mine: number
  type: string
  content: string
  url: string
  /** 1 once the recipient read it: the user (an agent's message), or an operator (the user's own). */
  read: number
  send_time: number
  /** The operator who wrote an agent's message; null for the user's and for automatic replies. */
  operator_id: number | null
  /** An automatic reply's facts (JSON, auto-reply.ts); '' for a message a person wrote. */
  auto: string
}

export interface Party {
  userId: number
  name: string
  icon: string
}

export function adminParty(db: Db, adminId: number): Party | undefined {
  const row = db.prepare('SELECT id, nick_name, icon FROM chat_admins WHERE id = ?').get(adminId) as
    | { id: number; nick_name: string; icon: string }
    | undefined
  return row ? { userId: ADMIN_ID_BASE + row.id, name: row.nick_name, icon: row.icon } : undefined
}

export function userParty(db: Db, userId: number): Party {
  const row = db.prepare('SELECT id, name, face_icon FROM users WHERE id = ?').get(userId) as {
    id: number
    name: string
    face_icon: string
  }
  return { userId: row.id, name: row.name, icon: row.face_icon }
}

export function unreadCount(db: Db, userId: number, adminId: number): number {
  const row = db
    .prepare(
      'SELECT COUNT(*) AS n FROM chat_messages WHERE user_id = ? AND admin_id = ? AND mine = 0 AND read = 0',
    )
    .get(userId, adminId) as { n: number }
  return row.n
}

/**
 * The `auto` extension of an automatic reply (CONTRACT.md, "Automatic replies"): topic, state, link and the
 * facts, money as rupees and times as India timestamps. Rows of an older build were all automatic and carry
 * no facts: `{ topic: '', state: '', link: '' }`.
 */
function wireAuto(stored: string) {
  let facts: Record<string, unknown> = {}
  try {
    facts = JSON.parse(stored) as Record<string, unknown>
  } catch {
    // Unreadable facts: still automatic, with the sentence alone.
  }
  const text = (key: string) => (typeof facts[key] === 'string' ? (facts[key] as string) : '')
  const number = (key: string) => (typeof facts[key] === 'number' ? (facts[key] as number) : undefined)
  const amount = number('amount')
  const profit = number('profit')
  const at = number('at')
  return {
    topic: text('topic'),
    state: text('state'),
    link: text('link'),
    ...(amount === undefined ? {} : { amount: money(amount) }),
    ...(profit === undefined ? {} : { profit: money(profit) }),
    ...(at === undefined ? {} : { at: timestamp(at) }),
    ...(text('name') ? { name: text('name') } : {}),
    ...(text('person') ? { person: text('person') } : {}),
  }
}

/** The wire ChatMessage, seen by the user (`ref` 1 for the user's own messages). */
export function wireMessage(db: Db, row: ChatRow) {
  const sender = row.mine ? userParty(db, row.user_id) : adminParty(db, row.admin_id)
  return {
    form_avatar: { user_id: sender?.userId ?? 0, nick_name: sender?.name ?? '', icon: sender?.icon ?? '' },
    content: row.content,
    msg_id: row.msg_id,
    send_time: row.send_time,
    count: unreadCount(db, row.user_id, row.admin_id),
    type: row.type,
    ref: row.mine ? 1 : 0,
    url: row.url,
    // Extension (CONTRACT.md, "Read receipts"): on the user's own message, 1 once a person at the support
    // desk (the operators' console) has read it.
    read: row.read,
    ...(row.auto ? { auto: wireAuto(row.auto) } : {}),
  }
}

export function insertMessage(
  db: Db,
  input: {
    userId: number
    adminId: number
    mine: boolean
    type: 'text' | 'img' | 'file'
    content: string
    url?: string
    /** An automatic reply's facts (auto-reply.ts storedFacts). */
    auto?: string
    now: number
    /** The operator answering as the agent (the console); absent for the user and automatic replies. */
    operatorId?: number
  },
): ChatRow {
  // Every message starts unread by its recipient: the agent's by the user (GET read), the user's by the
  // support desk (the console opening the conversation).
  const result = db
    .prepare(
      'INSERT INTO chat_messages (user_id, admin_id, mine, type, content, url, read, send_time, operator_id, auto) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?)',
    )
    .run(
      input.userId,
      input.adminId,
      input.mine ? 1 : 0,
      input.type,
      input.content,
      input.url ?? '',
      unixSeconds(input.now),
      input.operatorId ?? null,
      input.auto ?? '',
    )
  return db.prepare('SELECT * FROM chat_messages WHERE msg_id = ?').get(result.lastInsertRowid) as ChatRow
}
