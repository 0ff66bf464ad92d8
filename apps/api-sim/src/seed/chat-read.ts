import type { Db } from '../db/open.ts'

/**
 * The seeded conversations are a history with the desk: a user's message that a person answered later was
 * read by then. An automatic reply reads nothing (issue 27), so a message answered only automatically stays
 * unread for the console, truthfully.
 */
export function markAnsweredChatRead(db: Db): void {
  db.prepare(
    `UPDATE chat_messages SET read = 1 WHERE mine = 1 AND EXISTS (
       SELECT 1 FROM chat_messages later
       WHERE later.user_id = chat_messages.user_id AND later.admin_id = chat_messages.admin_id
         AND later.mine = 0 AND later.auto = '' AND later.msg_id > chat_messages.msg_id)`,
  ).run()
}
