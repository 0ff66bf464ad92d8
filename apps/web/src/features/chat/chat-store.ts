import { CHAT_DB_VERSION } from '@mandi/domain'
import type { ChatEntry } from '@mandi/state-machines'
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval'

/**
 * The local chat database (spec §7: "chat storage is a local database at version 2"), through idb-keyval.
 * idb-keyval opens its database without a schema version of its own, so the version lives in each record:
 * a record written by another version is ignored (and overwritten on the next save), never half-read.
 * Conversations are keyed by the signed-in user and the agent, so two accounts on one device never see
 * each other's messages.
 */
export interface StoredConversation {
  readonly version: number
  readonly messages: ChatEntry[]
}

let store: UseStore | null = null
// Opened on first use: importing this module must not touch IndexedDB (tests, server-side tools).
const chatStore = () => {
  store ??= createStore('mandi-chat', 'messages')
  return store
}

export function conversationKey(owner: string, peer: string): string {
  return `${owner}:${peer}`
}

export async function loadConversation(owner: string, peer: string): Promise<ChatEntry[]> {
  const record = await get<StoredConversation>(conversationKey(owner, peer), chatStore())
  if (!record || record.version !== CHAT_DB_VERSION || !Array.isArray(record.messages)) return []
  return record.messages
}

export async function saveConversation(owner: string, peer: string, messages: ChatEntry[]): Promise<void> {
  const record: StoredConversation = { version: CHAT_DB_VERSION, messages }
  await set(conversationKey(owner, peer), record, chatStore())
}

export async function forgetConversation(owner: string, peer: string): Promise<void> {
  await del(conversationKey(owner, peer), chatStore())
}

/** The agent a message id belongs to among the owner's stored conversations (the conversation list's own sends). */
export async function peerOfMessage(owner: string, msgId: string): Promise<string | null> {
  for (const [key, record] of await entries<string, StoredConversation>(chatStore())) {
    if (typeof key !== 'string' || !key.startsWith(`${owner}:`) || record?.version !== CHAT_DB_VERSION)
      continue
    if (record.messages.some((message) => message.msgId === msgId)) return key.slice(owner.length + 1)
  }
  return null
}
