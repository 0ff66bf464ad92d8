import { Effect, Stream } from 'effect'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import type { Tick } from '../schemas/market.ts'
import { startWsServer, type TestWsServer } from '../test-support/ws-server.ts'
import { createKlineFeed } from './kline-feed.ts'
import { klineStream } from './streams.ts'
import type { ConnectionState, DroppedFrame, SocketOptions, WebSocketConstructor } from './types.ts'

const NodeWebSocket = WebSocket as unknown as WebSocketConstructor
const SYMBOL = 'market.btcusdt.kline.1min'
const wireTick = { id: 1732312320, open: 100, close: '101.5', high: 102, low: 99, amount: 12, vol: 3400 }
const tick: Tick = { id: 1732312320, open: 100, close: 101.5, high: 102, low: 99, amount: 12, vol: 3400 }
const frame = (ch = SYMBOL, t: unknown = wireTick) => ({ ch, ts: 1732312345678, tick: t })

let server: TestWsServer
// Zero jitter: every reconnect is immediate, so tests do not wait on back-off.
const options: SocketOptions = { webSocket: NodeWebSocket, random: () => 0 }

beforeEach(async () => {
  server = await startWsServer('/ws/kline')
})
afterEach(() => server.close())

describe('kline feed', () => {
  it('subscribes with the symbol, delivers decoded ticks and answers pings', async () => {
    const ticks: Tick[] = []
    const drops: DroppedFrame[] = []
    const sub = createKlineFeed(server.url, options).subscribe('btcusdt', '1min', {
      onTick: (t) => ticks.push(t),
      onDrop: (d) => drops.push(d),
    })
    await expect.poll(() => server.connections[0]?.received).toEqual([{ sub: SYMBOL }])
    const connection = server.connections[0]
    connection?.send({ subbed: SYMBOL, status: 'ok' })
    connection?.send({ status: 'error', 'err-msg': 'unknown symbol market.x.kline.1min' })
    connection?.send(frame())
    connection?.send(frame('market.ethusdt.kline.1min'))
    connection?.send({ ping: 42 })
    await expect.poll(() => connection?.received).toContainEqual({ pong: 42 })
    expect(ticks).toEqual([tick])
    // Acknowledgements and symbol errors belong to the protocol: not dropped frames.
    expect(drops).toEqual([])
    sub.close()
  })

  it('reconnects after the server drops it and subscribes again', async () => {
    const ticks: Tick[] = []
    const states: ConnectionState[] = []
    const sub = createKlineFeed(server.url, options).subscribe('btcusdt', '1min', {
      onTick: (t) => ticks.push(t),
      onState: (s) => states.push(s),
    })
    await expect.poll(() => server.connections[0]?.received.length).toBe(1)
    server.connections[0]?.socket.terminate()

    await expect.poll(() => server.connections[1]?.received).toEqual([{ sub: SYMBOL }])
    server.connections[1]?.send(frame())
    await expect.poll(() => ticks).toEqual([tick])
    expect(states).toEqual(['connecting', 'open', 'reconnecting', 'connecting', 'open'])
    sub.close()
  })

  it('drops and reports frames that do not decode, and keeps delivering good ones', async () => {
    const ticks: Tick[] = []
    const drops: DroppedFrame[] = []
    const reported: DroppedFrame[] = []
    const sub = createKlineFeed(server.url, {
      ...options,
      onFrameDropped: (d) => reported.push(d),
    }).subscribe('btcusdt', '1min', { onTick: (t) => ticks.push(t), onDrop: (d) => drops.push(d) })
    await expect.poll(() => server.connections[0]?.received.length).toBe(1)
    const connection = server.connections[0]
    connection?.sendRaw('not json {')
    connection?.send(frame(SYMBOL, { ...wireTick, open: 'abc' }))
    connection?.send(frame(SYMBOL, { ...wireTick, vol: undefined }))
    connection?.send({ something: 'else' })
    connection?.send(frame())
    await expect.poll(() => ticks.length).toBe(1)
    expect(drops.map((d) => d.reason)).toEqual([
      'not JSON',
      'tick frame does not match the Tick shape',
      'tick frame does not match the Tick shape',
      'unknown frame',
    ])
    expect(reported).toEqual(drops)
    sub.close()
  })

  it('shares one socket between symbols, unsubscribes, and closes with the last subscriber for good', async () => {
    const feed = createKlineFeed(server.url, options)
    const a = feed.subscribe('btcusdt', '1min', { onTick: () => {} })
    await expect.poll(() => server.connections[0]?.received.length).toBe(1)
    const b = feed.subscribe('ethusdt', '5min', { onTick: () => {} })
    await expect
      .poll(() => server.connections[0]?.received)
      .toEqual([{ sub: SYMBOL }, { sub: 'market.ethusdt.kline.5min' }])
    a.close()
    await expect.poll(() => server.connections[0]?.received).toContainEqual({ unsub: SYMBOL })
    b.close()
    await expect.poll(() => server.connections[0]?.closed()).toBe(true)
    // Teardown is final: no reconnect follows, even with zero back-off.
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(server.connections).toHaveLength(1)
  })

  it('does not reconnect when closed while waiting to reconnect', async () => {
    const sub = createKlineFeed(server.url, {
      ...options,
      random: () => 1,
      backoff: { baseMs: 100, maxMs: 100 },
    }).subscribe('btcusdt', '1min', { onTick: () => {} })
    await expect.poll(() => server.connections[0]?.received.length).toBe(1)
    server.connections[0]?.socket.terminate()
    await expect.poll(() => server.connections[0]?.closed()).toBe(true)
    sub.close()
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect(server.connections).toHaveLength(1)
  })

  it('replaces a connection that stays silent beyond the idle time-out', async () => {
    const sub = createKlineFeed(server.url, { ...options, idleTimeoutMs: 80 }).subscribe('btcusdt', '1min', {
      onTick: () => {},
    })
    await expect.poll(() => server.connections.length, { timeout: 2000 }).toBeGreaterThanOrEqual(2)
    await expect.poll(() => server.connections[1]?.received).toEqual([{ sub: SYMBOL }])
    sub.close()
  })

  it('is also an Effect Stream that unsubscribes when the stream ends', async () => {
    const feed = createKlineFeed(server.url, options)
    const collected = Effect.runPromise(
      Stream.runCollect(Stream.take(klineStream(feed, 'btcusdt', '1min'), 2)),
    )
    await expect.poll(() => server.connections[0]?.received.length).toBe(1)
    server.connections[0]?.send(frame())
    server.connections[0]?.send(frame(SYMBOL, { ...wireTick, close: 103 }))
    expect(await collected).toEqual([tick, { ...tick, close: 103 }])
    await expect.poll(() => server.connections[0]?.closed()).toBe(true)
  })
})

describe('kline stream buffer', () => {
  it('is bounded: a slow consumer sees the newest ticks, not every tick', async () => {
    const feed = createKlineFeed(server.url, options)
    const slow = klineStream(feed, 'btcusdt', '1min', 2).pipe(
      Stream.tap(() => Effect.sleep('150 millis')),
      Stream.takeUntil((t) => t.close === 20),
    )
    const collected = Effect.runPromise(Stream.runCollect(slow))
    await expect.poll(() => server.connections[0]?.received.length).toBe(1)
    for (let close = 1; close <= 20; close++)
      server.connections[0]?.send(frame(SYMBOL, { ...wireTick, close }))
    const seen = (await collected).map((t) => t.close)
    expect(seen.at(-1)).toBe(20)
    expect(seen.length).toBeLessThanOrEqual(4)
  })
})
