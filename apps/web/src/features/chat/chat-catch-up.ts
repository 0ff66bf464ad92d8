import type { ChatMessage } from '@mandi/api-client'
import type { ChatEntry } from '@mandi/state-machines'

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
 * held (msg_id ≤ `newest`) or the server has no older one. There is no page cap: a cap would leave the
 * oldest part of a long gap out with nothing on screen to say so, and the caller puts the messages into the
 * conversation only once the whole gap is in (a catch-up cut short leaves the conversation as it was, and the
 * next one starts from the same message). Each step goes strictly back (a page not older than the last one
 * ends it), so it always ends. With nothing held (a first visit), only the newest page. `onOlderPage` is
 * called before each page older than the newest, so the screen can say it is catching up.
 */
export async function fetchCatchUp(
  fetchPage: (lastMsgId: number) => Promise<readonly ChatMessage[]>,
  newest: number | undefined,
  onOlderPage?: () => void,
): Promise<ChatMessage[]> {
  const pages: (readonly ChatMessage[])[] = []
  let before = 0
  for (;;) {
    if (before !== 0) onOlderPage?.()
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
