import type { ChatMessage } from '@mandi/api-client'
import type { ChatEntry } from '@mandi/state-machines'
import { describe, expect, it } from 'vitest'
import { fetchCatchUp, newestHeld } from './chat-catch-up.ts'

const message = (msgId: number): ChatMessage => ({
  sender: { userId: 900001, nickName: 'Demo', icon: '' },
  content: `m${msgId}`,
  msgId,
  sendTime: 1_732_000_000 + msgId,
  count: 0,
  type: 'text',
  ref: 0,
  url: '',
})

/** A server holding messages 1…`count`, paged as chat_msg_list is: newest `size` older than `lastMsgId`. */
function server(count: number, size = 30) {
  const requests: number[] = []
  const fetchPage = async (lastMsgId: number) => {
    requests.push(lastMsgId)
    const top = lastMsgId === 0 ? count : lastMsgId - 1
    const ids = Array.from({ length: Math.max(0, Math.min(size, top)) }, (_, i) => top - i).reverse()
    return ids.map(message)
  }
  return { fetchPage, requests }
}

const ids = (messages: readonly ChatMessage[]) => messages.map((m) => m.msgId)
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

describe('fetchCatchUp', () => {
  it('pages back past a gap longer than one page until it reaches the newest message held', async () => {
    const { fetchPage, requests } = server(100)
    const messages = await fetchCatchUp(fetchPage, 20)
    expect(requests).toEqual([0, 71, 41])
    // Oldest first, each once, nothing between 20 and 100 skipped.
    expect(ids(messages)).toEqual(range(11, 100))
  })

  it('fetches one page when the gap fits in it, and one page on a first visit (nothing held)', async () => {
    const short = server(100)
    expect(ids(await fetchCatchUp(short.fetchPage, 80))).toEqual(range(71, 100))
    expect(short.requests).toEqual([0])
    const first = server(100)
    expect(ids(await fetchCatchUp(first.fetchPage, undefined))).toEqual(range(71, 100))
    expect(first.requests).toEqual([0])
  })

  it('stops at the oldest message of the conversation', async () => {
    const { fetchPage, requests } = server(45)
    // Held messages were deleted on the server, or ids restarted: the server runs out first.
    expect(ids(await fetchCatchUp(fetchPage, 0))).toEqual(range(1, 45))
    expect(requests).toEqual([0, 16, 1])
  })

  it('catches up the whole of a very long gap (1,000 messages, 34 pages), skipping none', async () => {
    const { fetchPage, requests } = server(1000)
    let older = 0
    const messages = await fetchCatchUp(fetchPage, 1, () => {
      older += 1
    })
    expect(requests).toHaveLength(34)
    expect(ids(messages)).toEqual(range(1, 1000))
    // Every page past the newest was announced.
    expect(older).toBe(33)
  })

  it('does not loop on a server that ignores last_msg_id', async () => {
    const requests: number[] = []
    const fetchPage = async (lastMsgId: number) => {
      requests.push(lastMsgId)
      return range(71, 100).map(message)
    }
    expect(ids(await fetchCatchUp(fetchPage, 5))).toEqual(range(71, 100))
    expect(requests).toEqual([0, 71])
  })
})

describe('newestHeld', () => {
  const entry = (msgId: string | null): ChatEntry => ({
    clientId: `c${msgId}`,
    msgId,
    mine: true,
    kind: 'text',
    content: '',
    sendTime: null,
    status: msgId === null ? 'queued' : 'sent',
  })

  it('is the largest server id (numerically), ignoring messages not on the server yet', () => {
    expect(newestHeld([entry('9'), entry(null), entry('10'), entry('2')])).toBe(10)
    expect(newestHeld([entry(null)])).toBeUndefined()
    expect(newestHeld([])).toBeUndefined()
  })
})
