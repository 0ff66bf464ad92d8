import { Effect } from 'effect'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { createCallContext, DEFAULT_TIMEOUT_MS, lazyOfetch } from './call-context.ts'
import { productCalls } from './calls/product.ts'
import { userCalls } from './calls/user.ts'
import { CHAT_SESSION_INVALID_CLOSE, createChatFeed } from './socket/chat-feed.ts'
import type { ConnectionState, WebSocketConstructor } from './socket/types.ts'
import { startTestServer, type TestServer } from './test-support/http-server.ts'
import { startWsServer, type TestWsServer } from './test-support/ws-server.ts'

let http: TestServer
let chat: TestWsServer

beforeEach(async () => {
  http = await startTestServer()
  chat = await startWsServer('/ws/chat')
})
afterEach(async () => {
  await Promise.all([http.close(), chat.close()])
})

const socket = { webSocket: WebSocket as unknown as WebSocketConstructor, random: () => 0 }

// The per-group way (an app that splits its code by screen): groups and the chat feed built apart, on one context.
describe('createCallContext', () => {
  it('gives groups built apart the same headers, defaults and host', async () => {
    const context = createCallContext({
      baseUrl: `${http.url}/api`,
      chatBaseUrl: `${http.url}/chat`,
      getToken: () => 'tok-abc',
      language: 'hd',
    })
    expect(context.http.timeoutMs).toBe(DEFAULT_TIMEOUT_MS)
    http.answer({ body: { status: 1, info: '', data: [] } })
    await Effect.runPromise(productCalls(context).list())
    expect(http.requests[0]).toMatchObject({ path: '/api/product/list' })
    expect(http.requests[0]?.headers).toMatchObject({ token: 'tok-abc', lang: 'hd' })
  })

  it('reports one ended session across groups built apart and a chat feed on the same context', async () => {
    let ended = 0
    const context = createCallContext({
      baseUrl: `${http.url}/api`,
      chatBaseUrl: `${http.url}/chat`,
      getToken: () => 'tok-abc',
      onSessionInvalid: () => (ended += 1),
    })
    const feed = createChatFeed(chat.url, context.http, socket)
    const states: ConnectionState[] = []
    const sub = feed.subscribe({ onMessage: () => {}, onState: (s) => states.push(s) })
    await expect.poll(() => chat.connections[0]?.received.length).toBe(1)

    http.answer({ body: { status: 3, info: 'expired' } })
    const results = await Promise.all([
      Effect.runPromise(Effect.result(userCalls(context).info())),
      Effect.runPromise(Effect.result(productCalls(context).list())),
    ])
    for (const result of results) {
      expect(result._tag === 'Failure' && result.failure._tag).toBe('SessionInvalid')
    }
    chat.connections[0]?.socket.close(CHAT_SESSION_INVALID_CLOSE, 'session invalid')
    await expect.poll(() => states.at(-1)).toBe('unauthorized')
    expect(ended).toBe(1)
    sub.close()
  })
})

describe('lazyOfetch', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('fails as fetch does while the browser is offline, without trying to load ofetch', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    await expect(lazyOfetch.raw('https://api.test/x')).rejects.toThrow(/offline/)
  })
})
