import type { Sim } from '../sim.ts'
import { type ChatRow, insertMessage, wireMessage } from './messages.ts'

/** What the demo agent says: only what the sim does (no promised times, no office hours it does not keep). */
const replies = [
  'Thank you for contacting Mandi support. How can I help you today?',
  'I have noted your request.',
  'A UPI or Paytm deposit is credited when you pay on its payment page; a bank transfer stays Pending until it is confirmed.',
  'A withdrawal takes its amount and the fee from your balance at once, and shows as Pending in bank until it is paid.',
  'Is there anything else I can help you with?',
]

/** After a short delay an agent answers, so a demo shows a reply arriving over the socket. */
export function scheduleAgentReply(sim: Sim, to: ChatRow): void {
  const timer = setTimeout(() => {
    sim.timers.delete(timer)
    try {
      const count = (
        sim.db.prepare('SELECT COUNT(*) AS n FROM chat_messages WHERE user_id = ?').get(to.user_id) as {
          n: number
        }
      ).n
      const content =
        to.type === 'text' ? (replies[count % replies.length] as string) : 'Thanks, we received your file.'
      const row = insertMessage(sim.db, {
        userId: to.user_id,
        adminId: to.admin_id,
        mine: false,
        type: 'text',
        content,
        now: sim.clock.now(),
      })
      sim.chat.toUser(to.user_id, wireMessage(sim.db, row))
    } catch (error) {
      // The sim may be closing (db closed); a lost demo reply is harmless.
      sim.log(`agent reply skipped: ${String(error)}`)
    }
  }, sim.config.agentReplyMs)
  sim.timers.add(timer)
}
