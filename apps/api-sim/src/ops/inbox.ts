import { join } from 'node:path'
import { CHAT_UPLOAD_RULES, isImageFile } from '@mandi/domain'
import { ADMIN_ID_BASE, type ChatRow, insertMessage, wireMessage } from '../chat/messages.ts'
import type { Db } from '../db/open.ts'
import { checkUploadedFile, storeUpload } from '../files/magic.ts'
import type { UploadedFile } from '../http/call-input.ts'
import type { Page } from '../http/paging.ts'
import type { Sim } from '../sim.ts'
import { appendAudit } from './audit.ts'
import type { OperatorRow } from './operators.ts'
import { OpsError } from './ops-error.ts'

/** One conversation of the inbox: a user with one chat agent, by its newest message. */
export interface Conversation {
  readonly userId: number
  /** The user's own ID (their code), as support asks for it; not the database id. */
  readonly userCode: string
  readonly userName: string
  /** The agent's chat_admins id. */
  readonly agentId: number
  readonly agentName: string
  readonly last: {
    readonly from: 'user' | 'agent'
    readonly type: string
    readonly content: string
    readonly at: number
  }
  /** The user's messages no operator has read yet. */
  readonly unread: number
}

/** A message as the console shows it. */
export interface DeskMessage {
  readonly msgId: number
  readonly from: 'user' | 'agent'
  readonly type: 'text' | 'img' | 'file'
  readonly content: string
  /** Relative path on the chat host ('' for text). */
  readonly url: string
  /** Epoch ms (the chat keeps seconds). */
  readonly at: number
  /** Read by its recipient: the desk (a user's message) or the user (an agent's). */
  readonly read: boolean
  /** Who wrote an agent's message: the operator's name, or null for an automatic reply (and the user's). */
  readonly operator: string | null
}

export interface ConversationKey {
  readonly userId: number
  readonly agentId: number
}

type ConversationRow = ChatRow & {
  user_name: string
  user_code: string
  agent_name: string
  unread: number
}

export function listConversations(db: Db, page: Page): Conversation[] {
  const rows = db
    .prepare(
      `SELECT m.*, u.name AS user_name, u.code AS user_code, a.nick_name AS agent_name,
         (SELECT COUNT(*) FROM chat_messages x
           WHERE x.user_id = m.user_id AND x.admin_id = m.admin_id AND x.mine = 1 AND x.read = 0) AS unread
       FROM chat_messages m
       JOIN users u ON u.id = m.user_id
       JOIN chat_admins a ON a.id = m.admin_id
       WHERE m.msg_id IN (SELECT MAX(msg_id) FROM chat_messages GROUP BY user_id, admin_id)
       ORDER BY m.send_time DESC, m.msg_id DESC
       LIMIT ? OFFSET ?`,
    )
    .all(page.limit, page.offset) as ConversationRow[]
  return rows.map((row) => ({
    userId: row.user_id,
    userCode: row.user_code,
    userName: row.user_name,
    agentId: row.admin_id,
    agentName: row.agent_name,
    last: {
      from: row.mine ? 'user' : 'agent',
      type: row.type,
      content: row.content,
      at: row.send_time * 1000,
    },
    unread: row.unread,
  }))
}

/** A conversation that exists (the user has written to or heard from that agent), or a 404. */
export function conversationOf(
  db: Db,
  key: ConversationKey,
): { userName: string; userCode: string; agentName: string } {
  const row = db
    .prepare(
      `SELECT u.name AS userName, u.code AS userCode, a.nick_name AS agentName
       FROM users u JOIN chat_admins a ON a.id = ?
       WHERE u.id = ? AND EXISTS (SELECT 1 FROM chat_messages WHERE user_id = u.id AND admin_id = a.id)`,
    )
    .get(key.agentId, key.userId) as { userName: string; userCode: string; agentName: string } | undefined
  if (!row) throw new OpsError(404, 'There is no such conversation', 'not-found')
  return row
}

export const MESSAGE_PAGE = 50

/** The newest page of a conversation (or the page before `beforeMsgId`), oldest first. */
export function conversationMessages(db: Db, key: ConversationKey, beforeMsgId = 0): DeskMessage[] {
  const rows = (
    beforeMsgId > 0
      ? db
          .prepare(
            `SELECT m.*, o.display_name AS operator_name FROM chat_messages m LEFT JOIN operators o ON o.id = m.operator_id
             WHERE m.user_id = ? AND m.admin_id = ? AND m.msg_id < ? ORDER BY m.msg_id DESC LIMIT ${MESSAGE_PAGE}`,
          )
          .all(key.userId, key.agentId, beforeMsgId)
      : db
          .prepare(
            `SELECT m.*, o.display_name AS operator_name FROM chat_messages m LEFT JOIN operators o ON o.id = m.operator_id
             WHERE m.user_id = ? AND m.admin_id = ? ORDER BY m.msg_id DESC LIMIT ${MESSAGE_PAGE}`,
          )
          .all(key.userId, key.agentId)
  ) as (ChatRow & { operator_name: string | null })[]
  return rows.reverse().map((row) => ({
    msgId: row.msg_id,
    from: row.mine ? 'user' : 'agent',
    type: row.type as DeskMessage['type'],
    content: row.content,
    url: row.url,
    at: row.send_time * 1000,
    read: row.read === 1,
    operator: row.operator_name,
  }))
}

const subjectOf = (db: Db, key: ConversationKey) => {
  const c = conversationOf(db, key)
  return `user ${c.userCode} with ${c.agentName}`
}

/**
 * The operator opened the conversation: the user's messages are read. The user's app is told over the chat
 * socket (a `read` frame) and the other consoles over theirs; an opening that read nothing new writes nothing.
 */
export function markConversationRead(sim: Sim, operator: OperatorRow, key: ConversationKey): number {
  const subject = subjectOf(sim.db, key)
  const unread = sim.db
    .prepare(
      'SELECT COUNT(*) AS n, MAX(msg_id) AS last FROM chat_messages WHERE user_id = ? AND admin_id = ? AND mine = 1 AND read = 0',
    )
    .get(key.userId, key.agentId) as { n: number; last: number | null }
  if (unread.n === 0) return 0
  sim.db
    .prepare('UPDATE chat_messages SET read = 1 WHERE user_id = ? AND admin_id = ? AND mine = 1 AND read = 0')
    .run(key.userId, key.agentId)
  appendAudit(sim.db, {
    operator,
    action: 'conversation-read',
    subject,
    before: { unread: unread.n },
    after: { unread: 0 },
    at: sim.clock.now(),
  })
  sim.chat.readByAgent(key.userId, ADMIN_ID_BASE + key.agentId, unread.last ?? 0)
  sim.ops.conversationChanged(key.userId)
  return unread.n
}

/** Most characters of one answer: the same as a user's message (chat send). */
export const ANSWER_MAX = 2000

function deliver(
  sim: Sim,
  operator: OperatorRow,
  key: ConversationKey,
  subject: string,
  row: ChatRow,
): DeskMessage {
  appendAudit(sim.db, {
    operator,
    action: 'answer',
    subject,
    after: { msgId: row.msg_id, type: row.type, content: row.content, url: row.url },
    at: sim.clock.now(),
  })
  // Also tells the consoles (main.ts: every message pushed to a user is a change of their conversations).
  sim.chat.toUser(key.userId, wireMessage(sim.db, row))
  return {
    msgId: row.msg_id,
    from: 'agent',
    type: row.type as DeskMessage['type'],
    content: row.content,
    url: row.url,
    at: row.send_time * 1000,
    read: false,
    operator: operator.display_name,
  }
}

/** A text answer as the conversation's agent: stored, pushed live to the user, audited. */
export function answerText(
  sim: Sim,
  operator: OperatorRow,
  key: ConversationKey,
  content: string,
): DeskMessage {
  const subject = subjectOf(sim.db, key)
  if (content.trim().length === 0) throw new OpsError(400, 'Write an answer first', 'empty')
  if (content.length > ANSWER_MAX)
    throw new OpsError(400, `An answer has at most ${ANSWER_MAX} characters`, 'too-long')
  const row = insertMessage(sim.db, {
    userId: key.userId,
    adminId: key.agentId,
    mine: false,
    type: 'text',
    content,
    now: sim.clock.now(),
    operatorId: operator.id,
  })
  return deliver(sim, operator, key, subject, row)
}

/** The chat host's refusals, in the console's words (the same checks: @mandi/domain's CHAT_UPLOAD_RULES). */
const REFUSALS = {
  extension: 'Only png, jpg, jpeg, gif, pdf, zip or mp4 files can be sent',
  size: `The file is larger than ${CHAT_UPLOAD_RULES.maxMegabytes} MB`,
  type: 'The file type does not match its name',
  content: 'The file content does not match its type',
} as const

/** A picture or file answer, checked as the chat host checks a user's upload, stored beside theirs. */
export function answerFile(
  sim: Sim,
  operator: OperatorRow,
  key: ConversationKey,
  file: UploadedFile | undefined,
): DeskMessage {
  const subject = subjectOf(sim.db, key)
  if (!file) throw new OpsError(400, 'Choose a file to send', 'no-file')
  const verdict = checkUploadedFile(file, CHAT_UPLOAD_RULES)
  if (!verdict.ok) throw new OpsError(400, REFUSALS[verdict.reason], verdict.reason)
  const stored = storeUpload(join(sim.filesDir, 'chat'), file.name, file.bytes)
  const row = insertMessage(sim.db, {
    userId: key.userId,
    adminId: key.agentId,
    mine: false,
    type: isImageFile(file.name) ? 'img' : 'file',
    content: file.name.slice(0, 100),
    url: `/files/chat/${stored}`,
    now: sim.clock.now(),
    operatorId: operator.id,
  })
  return deliver(sim, operator, key, subject, row)
}
