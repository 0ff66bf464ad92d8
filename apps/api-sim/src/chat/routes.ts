import { join } from 'node:path'
import {
  CHAT_TEXT_MAX_LENGTH,
  CHAT_UPLOAD_RULES,
  chatTextExcess,
  isImageFile,
  type UploadRefusal,
} from '@mandi/domain'
import { checkUploadedFile, storeUpload } from '../files/magic.ts'
import { int, text } from '../http/args.ts'
import type { Router } from '../http/router.ts'
import { fail, ok, reject } from '../http/wire.ts'
import type { Sim } from '../sim.ts'
import { scheduleAgentReply } from './agent.ts'
import { ADMIN_ID_BASE, type ChatRow, insertMessage, wireMessage } from './messages.ts'

const CHAT_UPLOAD_REFUSALS: Record<UploadRefusal, string> = {
  extension: 'Only png, jpg, jpeg, gif, pdf, zip or mp4 files are allowed',
  size: `The file is larger than ${CHAT_UPLOAD_RULES.maxMegabytes} MB`,
  type: 'The file type does not match its name',
  content: 'The file content does not match its type',
}
const PAGE = 30

/**
 * send and upload: the retry of a message whose answer was lost carries the same Idempotency-Key and gets the
 * first answer; the message is not stored (nor answered by the agent) again (CONTRACT.md, chat host).
 */
const CHAT_MESSAGE = { idempotent: true } as const

/** The other side of a conversation: an agent id (900001…); a user cannot message another user. */
function agentId(args: Record<string, unknown>, key: string, sim: Sim): number {
  const id = int(args, key, ADMIN_ID_BASE + 1, ADMIN_ID_BASE + 100_000, 'Unknown contact') - ADMIN_ID_BASE
  if (!sim.db.prepare('SELECT 1 FROM chat_admins WHERE id = ?').get(id)) reject('Unknown contact')
  return id
}

export function chatRoutes(r: Router): void {
  r.get('admin_user', ({ sim, args }) => {
    const names = text(args, 'user_names')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
    const rows = sim.db.prepare('SELECT id, nick_name, icon FROM chat_admins ORDER BY id').all() as {
      id: number
      nick_name: string
      icon: string
    }[]
    return ok(
      rows
        .filter((row) => names.length === 0 || names.includes(row.nick_name))
        .map((row) => ({ id: ADMIN_ID_BASE + row.id, icon: row.icon, nick_name: row.nick_name })),
    )
  })

  r.get('chat_msg_list', ({ sim, userId, args }) => {
    const adminId = agentId(args, 'to', sim)
    const before =
      args.last_msg_id === undefined || text(args, 'last_msg_id') === '0' ? 0 : int(args, 'last_msg_id', 1)
    const rows = sim.db
      .prepare(
        `SELECT * FROM chat_messages WHERE user_id = ? AND admin_id = ? ${before ? 'AND msg_id < ?' : ''} ORDER BY msg_id DESC LIMIT ${PAGE}`,
      )
      .all(...(before ? [userId, adminId, before] : [userId, adminId])) as ChatRow[]
    return ok(rows.reverse().map((row) => wireMessage(sim.db, row)))
  })

  r.get('list', ({ sim, userId }) => {
    const rows = sim.db
      .prepare(
        'SELECT * FROM chat_messages WHERE msg_id IN (SELECT MAX(msg_id) FROM chat_messages WHERE user_id = ? GROUP BY admin_id) ORDER BY send_time DESC, msg_id DESC',
      )
      .all(userId) as ChatRow[]
    return ok(rows.map((row) => wireMessage(sim.db, row)))
  })

  r.get('read', ({ sim, userId, args }) => {
    const adminId = agentId(args, 'acc_id', sim)
    const changed = sim.db
      .prepare(
        'UPDATE chat_messages SET read = 1 WHERE user_id = ? AND admin_id = ? AND mine = 0 AND read = 0',
      )
      .run(userId, adminId).changes
    // The console shows which answers the user has read.
    if (changed > 0) sim.ops.conversationChanged(userId)
    return ok()
  })

  r.post(
    'send',
    ({ sim, userId, args }) => {
      const content = text(args, 'content')
      if (content.trim().length === 0) return fail('Message is empty')
      const over = chatTextExcess(content)
      if (over > 0) return fail(`The message is ${over} characters over the limit of ${CHAT_TEXT_MAX_LENGTH}`)
      const adminId = agentId(args, 'receiver', sim)
      const row = insertMessage(sim.db, {
        userId,
        adminId,
        mine: true,
        type: 'text',
        content,
        now: sim.clock.now(),
      })
      sim.ops.conversationChanged(userId)
      scheduleAgentReply(sim, row)
      return ok({ tm: row.send_time, msg_id: row.msg_id })
    },
    CHAT_MESSAGE,
  )

  r.post(
    'upload',
    ({ sim, userId, args, files }) => {
      const file = files.file
      if (!file) return fail('Please choose a file')
      const verdict = checkUploadedFile(file, CHAT_UPLOAD_RULES)
      if (!verdict.ok) return fail(CHAT_UPLOAD_REFUSALS[verdict.reason])
      const adminId = agentId(args, 'receiver', sim)
      const stored = storeUpload(join(sim.filesDir, 'chat'), file.name, file.bytes)
      const url = `/files/chat/${stored}`
      const content = text(args, 'content').slice(0, 200) || file.name.slice(0, 100)
      const type = isImageFile(file.name) ? 'img' : 'file'
      const row = insertMessage(sim.db, {
        userId,
        adminId,
        mine: true,
        type,
        content,
        url,
        now: sim.clock.now(),
      })
      sim.ops.conversationChanged(userId)
      scheduleAgentReply(sim, row)
      return ok({ tm: row.send_time, msg_id: row.msg_id, url })
    },
    CHAT_MESSAGE,
  )
}
