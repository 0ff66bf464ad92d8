import { Effect, Stream } from 'effect'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import type { ChatMessage } from '../schemas/chat.ts'
import { createSessionGuard } from '../session-guard.ts'
import { wire } from '../test-support/fixtures.ts'
import { startWsServer, type TestWsServer } from '../test-support/ws-server.ts'
import { CHAT_SESSION_INVALID_CLOSE, createChatFeed } from './chat-feed.ts'
import { chatStream } from './streams.ts'
import type { ConnectionState, DroppedFrame, SocketOptions, WebSocketConstructor } from './types.ts'

const options: SocketOptions = { webSocket: WebSocket as unknown as WebSocketConstructor, random: () => 0 }
const decoded: ChatMessage = {
  sender: { userId: 1, nickName: 'Support', icon: 'files/a.png' },
  content: 'Hello',
  msgId: 77,
  sendTime: 1732312345,
  count: 2,
  type: 'text',
  ref: 0,
  url: '',
}

let server: TestWsServer
let token: string | null
let sessionEnded: number

function feed(extra: SocketOptions = {}) {
  const guard = createSessionGuard(() => {
    sessionEnded += 1
  })
  return createChatFeed(server.url, { getToken: () => token, guard }, { ...options, ...extra })
}

beforeEach(async () => {
  server = await startWsServer('/ws/chat')
  token = 'tok-abc'
  sessionEnded = 0
})
afterEach(() => server.close())

describe('chat feed', () => {
  it('authenticates in the first frame, never in the URL, and delivers decoded messages', async () => {
    const messages: ChatMessage[] = []
    const sub = feed().subscribe({ onMessage: (m) => messages.push(m) })
    await expect.poll(() => server.connections[0]?.received).toEqual([{ type: 'auth', token: 'tok-abc' }])
    expect(server.connections[0]?.url).toBe('/ws/chat')
    expect(server.connections[0]?.url).not.toContain('tok-abc')
    server.connections[0]?.send({ type: 'auth_ok' })
    server.connections[0]?.send({ type: 'msg', data: wire.chatMessage })
    server.connections[0]?.send({ type: 'ping', ts: 9 })
    await expect.poll(() => server.connections[0]?.received).toContainEqual({ type: 'pong', ts: 9 })
    expect(messages).toEqual([decoded])
    sub.close()
  })

  it('re-authenticates with the current token after a reconnect', async () => {
    const sub = feed().subscribe({ onMessage: () => {} })
    await expect.poll(() => server.connections[0]?.received.length).toBe(1)
    token = 'tok-refreshed'
    server.connections[0]?.socket.terminate()
    await expect
      .poll(() => server.connections[1]?.received)
      .toEqual([{ type: 'auth', token: 'tok-refreshed' }])
    sub.close()
  })

  it('reports each accepted authentication, after every reconnect too, so the caller can catch up', async () => {
    let live = 0
    const sub = feed().subscribe({ onMessage: () => {}, onLive: () => live++ })
    await expect.poll(() => server.connections[0]?.received.length).toBe(1)
    expect(live).toBe(0)
    server.connections[0]?.send({ type: 'auth_ok' })
    await expect.poll(() => live).toBe(1)
    server.connections[0]?.socket.terminate()
    await expect.poll(() => server.connections[1]?.received.length).toBe(1)
    // Connected again, but not live until the server accepts the token.
    expect(live).toBe(1)
    server.connections[1]?.send({ type: 'auth_ok' })
    await expect.poll(() => live).toBe(2)
    sub.close()
  })

  it('tells a subscriber that joins a live connection that it is live, and one that joins before auth_ok only then', async () => {
    const chat = feed()
    const first = chat.subscribe({ onMessage: () => {} })
    await expect.poll(() => server.connections[0]?.received.length).toBe(1)
    let early = 0
    const beforeAuth = chat.subscribe({ onMessage: () => {}, onLive: () => early++ })
    expect(early).toBe(0)
    server.connections[0]?.send({ type: 'auth_ok' })
    await expect.poll(() => early).toBe(1)
    let late = 0
    const afterAuth = chat.subscribe({ onMessage: () => {}, onLive: () => late++ })
    expect(late).toBe(1)
    // Dropped: no longer live, so a subscriber joining now waits for the next auth_ok.
    server.connections[0]?.socket.terminate()
    await expect.poll(() => server.connections[1]?.received.length).toBe(1)
    let during = 0
    const whileDown = chat.subscribe({ onMessage: () => {}, onLive: () => during++ })
    expect(during).toBe(0)
    server.connections[1]?.send({ type: 'auth_ok' })
    await expect.poll(() => during).toBe(1)
    expect(late).toBe(2)
    for (const sub of [first, beforeAuth, afterAuth, whileDown]) sub.close()
  })

  it('drops messages that do not decode and reports them', async () => {
    const messages: ChatMessage[] = []
    const drops: DroppedFrame[] = []
    const sub = feed().subscribe({ onMessage: (m) => messages.push(m), onDrop: (d) => drops.push(d) })
    await expect.poll(() => server.connections[0]?.received.length).toBe(1)
    server.connections[0]?.send({ type: 'msg', data: { ...wire.chatMessage, type: 'video' } })
    server.connections[0]?.send({ type: 'msg', data: { ...wire.chatMessage, send_time: 'yesterday' } })
    server.connections[0]?.sendRaw('{{')
    server.connections[0]?.send({ type: 'msg', data: wire.chatMessage })
    await expect.poll(() => messages.length).toBe(1)
    expect(drops.map((d) => [d.feed, d.reason])).toEqual([
      ['chat', 'msg frame does not match the ChatMessage shape'],
      ['chat', 'msg frame does not match the ChatMessage shape'],
      ['chat', 'not JSON'],
    ])
    sub.close()
  })

  it('delivers read receipts (the desk read the user’s messages) and the read mark of a message', async () => {
    const receipts: unknown[] = []
    const messages: ChatMessage[] = []
    const drops: DroppedFrame[] = []
    const sub = feed().subscribe({
      onMessage: (m) => messages.push(m),
      onRead: (receipt) => receipts.push(receipt),
      onDrop: (d) => drops.push(d),
    })
    await expect.poll(() => server.connections[0]?.received.length).toBe(1)
    server.connections[0]?.send({ type: 'read', data: { acc_id: 900001, msg_id: 'x' } })
    server.connections[0]?.send({ type: 'read', data: { acc_id: 900001, msg_id: 41 } })
    server.connections[0]?.send({ type: 'msg', data: { ...wire.chatMessage, ref: 1, read: 1 } })
    await expect.poll(() => messages.length).toBe(1)
    expect(receipts).toEqual([{ agentId: 900001, msgId: 41 }])
    expect(messages[0]?.read).toBe(1)
    expect(drops.map((d) => d.reason)).toEqual(['read frame does not match the read receipt shape'])
    sub.close()
  })

  it('stops for good on close 4001 and reports the ended session once', async () => {
    const states: ConnectionState[] = []
    const sub = feed().subscribe({ onMessage: () => {}, onState: (s) => states.push(s) })
    await expect.poll(() => server.connections[0]?.received.length).toBe(1)
    server.connections[0]?.socket.close(CHAT_SESSION_INVALID_CLOSE, 'session invalid')
    await expect.poll(() => states.at(-1)).toBe('unauthorized')
    expect(sessionEnded).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(server.connections).toHaveLength(1)
    sub.close()
  })

  it('sends an empty token, never "null", when signed out', async () => {
    token = 'null'
    const sub = feed().subscribe({ onMessage: () => {} })
    await expect.poll(() => server.connections[0]?.received).toEqual([{ type: 'auth', token: '' }])
    sub.close()
  })

  it('is also an Effect Stream that fails with SessionInvalid when the session ends', async () => {
    const f = feed()
    const result = Effect.runPromise(Effect.result(Stream.runCollect(chatStream(f))))
    await expect.poll(() => server.connections[0]?.received.length).toBe(1)
    server.connections[0]?.send({ type: 'msg', data: wire.chatMessage })
    await new Promise((resolve) => setTimeout(resolve, 50))
    server.connections[0]?.socket.close(CHAT_SESSION_INVALID_CLOSE, 'session invalid')
    const outcome = await result
    expect(outcome._tag).toBe('Failure')
    if (outcome._tag === 'Failure') expect(outcome.failure._tag).toBe('SessionInvalid')
  })

  it('closes its socket when the last subscriber leaves and does not reconnect', async () => {
    const f = feed()
    const a = f.subscribe({ onMessage: () => {} })
    const b = f.subscribe({ onMessage: () => {} })
    await expect.poll(() => server.connections[0]?.received.length).toBe(1)
    a.close()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.connections[0]?.closed()).toBe(false)
    b.close()
    await expect.poll(() => server.connections[0]?.closed()).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(server.connections).toHaveLength(1)
  })
})
