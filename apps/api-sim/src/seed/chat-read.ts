import type { Db } from '../db/open.ts'

/**
 * The seeded conversations are a history with the desk: a user's message that an agent answered later was
 * read by then. Without this the console would open with those old messages unread.
 */
export function markAnsweredChatRead(db: Db): void {
  db.prepare(
    `UPDATE chat_messages SET read = 1 WHERE mine = 1 AND EXISTS (
       SELECT 1 FROM chat_messages later
       WHERE later.user_id = chat_messages.user_id AND later.admin_id = chat_messages.admin_id
         AND later.mine = 0 AND later.msg_id > chat_messages.msg_id)`,
  ).run()
}
