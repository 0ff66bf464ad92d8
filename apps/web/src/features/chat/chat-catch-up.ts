import type { ChatMessage } from '@mandi/api-client'
import type { ChatEntry } from '@mandi/state-machines'

/** At most this many pages are fetched back to close a gap (30 messages a page on the reference server). */
export const CATCH_UP_MAX_PAGES = 10

/** The newest server msg_id the conversation holds, or undefined when it holds none. */
export function newestHeld(messages: readonly ChatEntry[]): number | undefined {
  let newest: number | undefined
  for (const m of messages) {
    const id = m.msgId === null ? Number.NaN : Number(m.msgId)
    if (Number.isFinite(id) && (newest === undefined || id > newest)) newest = id
  }
  return newest
}

/**
 * The history since the newest message held (`newest`), oldest first. The server gives one page at a time
 * (chat_msg_list: `lastMsgId` 0 for the newest page, else the messages older than it), so after a long outage
 * the newest page may not reach back to what we have: older pages are fetched until one reaches a message
 * held (msg_id ≤ `newest`), the server has no older one, or `maxPages` pages were fetched. With nothing held
 * (a first visit), only the newest page.
 */
export async function fetchCatchUp(
  fetchPage: (lastMsgId: number) => Promise<readonly ChatMessage[]>,
  newest: number | undefined,
  maxPages = CATCH_UP_MAX_PAGES,
): Promise<ChatMessage[]> {
  const pages: (readonly ChatMessage[])[] = []
  let before = 0
  for (let fetched = 0; fetched < maxPages; fetched += 1) {
    const page = await fetchPage(before)
    pages.unshift(page)
    if (newest === undefined || page.length === 0) break
    const oldest = Math.min(...page.map((m) => m.msgId))
    // Reached what we hold, or a server that does not page back (the same page again) ends it too.
    if (oldest <= newest || (before !== 0 && oldest >= before)) break
    before = oldest
  }
  const byId = new Map<number, ChatMessage>()
  for (const m of pages.flat()) if (!byId.has(m.msgId)) byId.set(m.msgId, m)
  return [...byId.values()]
}
