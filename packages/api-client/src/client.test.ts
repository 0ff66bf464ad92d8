import { Effect } from 'effect'
import type { $Fetch } from 'ofetch'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { DEFAULT_TIMEOUT_MS } from './call-context.ts'
import { type ApiClientConfig, createApiClient } from './client.ts'
import { CHAT_SESSION_INVALID_CLOSE } from './socket/chat-feed.ts'
import type { ConnectionState, WebSocketConstructor } from './socket/types.ts'
import { startTestServer, type TestServer } from './test-support/http-server.ts'
import { startWsServer, type TestWsServer } from './test-support/ws-server.ts'

let http: TestServer
let kline: TestWsServer
let chat: TestWsServer

beforeEach(async () => {
  http = await startTestServer()
  kline = await startWsServer('/ws/kline')
  chat = await startWsServer('/ws/chat')
})
afterEach(async () => {
  vi.useRealTimers()
  await Promise.all([http.close(), kline.close(), chat.close()])
})

function config(overrides: Partial<ApiClientConfig> = {}): ApiClientConfig {
  return {
    baseUrl: `${http.url}/api`,
    chatBaseUrl: `${http.url}/chat`,
    imageBaseUrl: 'http://img.example',
    chatImageBaseUrl: 'http://files.example/',
    socketUrl: kline.url,
    chatSocketUrl: chat.url,
    getToken: () => 'tok-abc',
    socket: { webSocket: WebSocket as unknown as WebSocketConstructor, random: () => 0 },
    ...overrides,
  }
}

describe('createApiClient', () => {
  it('reports one ended session for a status 3 and a chat 4001 of the same token', async () => {
    let ended = 0
    const client = createApiClient(config({ onSessionInvalid: () => (ended += 1) }))
    const states: ConnectionState[] = []
    const sub = client.chat.subscribe({ onMessage: () => {}, onState: (s) => states.push(s) })
    await expect.poll(() => chat.connections[0]?.received.length).toBe(1)

    http.answer({ body: { status: 3, info: 'expired' } })
    const result = await Effect.runPromise(Effect.result(client.user.info()))
    expect(result._tag === 'Failure' && result.failure._tag).toBe('SessionInvalid')

    chat.connections[0]?.socket.close(CHAT_SESSION_INVALID_CLOSE, 'session invalid')
    await expect.poll(() => states.at(-1)).toBe('unauthorized')
    expect(ended).toBe(1)
    sub.close()
  })

  it('wires subscribeKline to the kline socket with the configured socket options', async () => {
    const client = createApiClient(config())
    const closes: number[] = []
    const sub = client.market.subscribeKline('btcusdt', '15min', { onTick: (t) => closes.push(t.close) })
    await expect.poll(() => kline.connections[0]?.received).toEqual([{ sub: 'market.btcusdt.kline.15min' }])
    kline.connections[0]?.send({
      ch: 'market.btcusdt.kline.15min',
      ts: 1,
      tick: { id: 1, open: 1, close: 2, high: 2, low: 1, amount: 1, vol: 1 },
    })
    await expect.poll(() => closes).toEqual([2])
    sub.close()
    await expect.poll(() => kline.connections[0]?.closed()).toBe(true)
  })

  it('prefixes images with the product and chat hosts', () => {
    const client = createApiClient(config())
    expect(client.images.product('img/rice.png')).toBe('http://img.example/img/rice.png')
    expect(client.images.chat('/files/79.png')).toBe('http://files.example/files/79.png')
    expect(client.images.chat('javascript:alert(1)')).toBe('')
  })

  it('sends the configured language in the lang header', async () => {
    const client = createApiClient(config({ language: 'hd' }))
    http.answer({ body: { status: 1, info: '', data: [] } })
    await Effect.runPromise(client.product.list())
    expect(http.requests[0]?.headers.lang).toBe('hd')
  })

  it('times out at 5000 ms when no timeoutMs is given', async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(5000)
    let abortedAt: number | undefined
    const started = Date.now()
    // A transport that never answers and notes when it was aborted (on the fake clock).
    const hanging = {
      raw: (_url: string, options: { signal: AbortSignal }) =>
        new Promise((_resolve, reject) => {
          options.signal.addEventListener('abort', () => {
            abortedAt = Date.now() - started
            reject(new Error('aborted'))
          })
        }),
    } as unknown as $Fetch
    vi.useFakeTimers({ now: started, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const client = createApiClient(config({ fetch: hanging }))
    const pending = Effect.runPromise(Effect.result(client.product.list()))
    await vi.advanceTimersByTimeAsync(4999)
    expect(abortedAt).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    const result = await pending
    expect(abortedAt).toBe(5000)
    expect(result._tag === 'Failure' && result.failure._tag).toBe('TimeoutError')
  })
})
