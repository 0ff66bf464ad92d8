import { agentAvailable } from '../ops/availability.ts'
import type { Sim } from '../sim.ts'
import { type AutoReply, replyToFile, replyToText, storedFacts, untilAPersonAnswers } from './auto-reply.ts'
import { type ChatRow, insertMessage, wireMessage } from './messages.ts'

/**
 * Whether a desk answers automatically (chat_admins.auto_reply). Every seeded desk does; when people answer a
 * desk (the back-office console), its automatic replies are switched off there.
 */
export function answersAutomatically(sim: Sim, adminId: number): boolean {
  const row = sim.db.prepare('SELECT auto_reply FROM chat_admins WHERE id = ?').get(adminId) as
    | { auto_reply: number }
    | undefined
  return row?.auto_reply === 1
}

/** Stores an automatic reply of a desk to a user (marked automatic on the wire) and returns it. */
export function insertAutoReply(
  sim: Pick<Sim, 'db'>,
  input: { userId: number; adminId: number; reply: AutoReply; now: number },
): ChatRow {
  return insertMessage(sim.db, {
    userId: input.userId,
    adminId: input.adminId,
    mine: false,
    type: 'text',
    content: input.reply.content,
    auto: storedFacts(input.reply),
    now: input.now,
  })
}

/**
 * Whether the desk answers this agent's conversations automatically now: its automatic replies are on and no
 * person covers it (a support operator signed in to the console and available, ops/availability.ts).
 */
function repliesNow(sim: Sim, adminId: number): boolean {
  return answersAutomatically(sim, adminId) && !agentAvailable(sim, adminId)
}

/**
 * After a short delay the desk answers automatically, about what the message names (deposit, withdrawal,
 * KYC, mining, BIT Pro, password), from the user's records at that moment; a file is acknowledged. Each such
 * reply says when a person answers (untilAPersonAnswers). Nothing is answered by a desk whose automatic
 * replies are off, nor while a person covers it: when the message comes or when the reply would go out.
 */
export function scheduleAgentReply(sim: Sim, to: ChatRow): void {
  if (!repliesNow(sim, to.admin_id)) return
  const timer = setTimeout(() => {
    sim.timers.delete(timer)
    try {
      if (!repliesNow(sim, to.admin_id)) return
      const now = sim.clock.now()
      const reply = untilAPersonAnswers(
        to.type === 'text' ? replyToText(sim.db, to.user_id, to.content, now) : replyToFile(to.content),
      )
      const row = insertAutoReply(sim, { userId: to.user_id, adminId: to.admin_id, reply, now })
      sim.chat.toUser(to.user_id, wireMessage(sim.db, row))
    } catch (error) {
      // The sim may be closing (db closed); a lost demo reply is harmless.
      sim.log(`agent reply skipped: ${String(error)}`)
    }
  }, sim.config.agentReplyMs)
  sim.timers.add(timer)
}
