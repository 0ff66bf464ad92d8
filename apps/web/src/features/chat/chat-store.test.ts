import 'fake-indexeddb/auto'
import { CHAT_DB_VERSION } from '@mandi/domain'
import type { ChatEntry } from '@mandi/state-machines'
import { createStore, set } from 'idb-keyval'
import { describe, expect, it } from 'vitest'
import { forgetConversation, loadConversation, peerOfMessage, saveConversation } from './chat-store.ts'

const entry = (msgId: string, content: string): ChatEntry => ({
  clientId: `in-${msgId}`,
  msgId,
  mine: false,
  kind: 'text',
  content,
  sendTime: 1_732_000_000,
  status: 'sent',
})

describe('chat store (IndexedDB through idb-keyval)', () => {
  it('round-trips a conversation per owner and agent', async () => {
    await saveConversation('1', '900001', [entry('5', 'Hello'), entry('6', 'How can I help?')])
    expect((await loadConversation('1', '900001')).map((m) => m.content)).toEqual([
      'Hello',
      'How can I help?',
    ])
    expect(await loadConversation('2', '900001')).toEqual([])
    expect(await loadConversation('1', '900002')).toEqual([])
  })

  it('ignores a record of another database version', async () => {
    await set(
      '1:900003',
      { version: CHAT_DB_VERSION - 1, messages: [entry('9', 'old')] },
      createStore('mandi-chat', 'messages'),
    )
    expect(await loadConversation('1', '900003')).toEqual([])
  })

  it('finds the agent of a stored message and forgets a conversation', async () => {
    await saveConversation('1', '900004', [entry('42', 'Mine')])
    expect(await peerOfMessage('1', '42')).toBe('900004')
    expect(await peerOfMessage('2', '42')).toBeNull()
    await forgetConversation('1', '900004')
    expect(await loadConversation('1', '900004')).toEqual([])
  })
})
