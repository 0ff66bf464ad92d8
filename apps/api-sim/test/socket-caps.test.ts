import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { RunningSim } from '../src/main.ts'
import { CLOSE_TOO_MANY_SOCKETS } from '../src/sockets/caps.ts'
import { EMPTY_DEMO, RICH_DEMO, signIn, startTestSim } from './support.ts'

// Issue 25, point 5: one address, or one account, cannot hold an unbounded number of sockets.

type Opened = { ws: WebSocket } | { refused: number; retryAfter: string | undefined }

/** Opens a socket: the open socket, or the HTTP status that refused the upgrade. */
function open(url: string): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url)
    ws.on('open', () => resolve({ ws }))
    ws.on('unexpected-response', (_request, response) => {
      resolve({ refused: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] })
      ws.terminate()
    })
    ws.on('error', (error) => reject(error))
  })
}

const socketOf = (opened: Opened): WebSocket => {
  if (!('ws' in opened)) throw new Error(`refused with ${opened.refused}`)
  return opened.ws
}

/** Sends the auth frame and waits for auth_ok. */
function authenticate(ws: WebSocket, token: string): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (data: WebSocket.RawData) => {
      if ((JSON.parse(data.toString()) as { type?: string }).type !== 'auth_ok') return
      ws.off('message', onMessage)
      resolve()
    }
    ws.on('message', onMessage)
    ws.send(JSON.stringify({ type: 'auth', token }))
  })
}

const closed = (ws: WebSocket): Promise<number> =>
  new Promise((resolve) => {
    if (ws.readyState === ws.CLOSED) resolve(-1)
    ws.once('close', (code) => resolve(code))
  })

describe('socket caps', () => {
  let sim: RunningSim
  let kline: string
  let chat: string
  const sockets: WebSocket[] = []

  beforeAll(async () => {
    sim = await startTestSim({ socketsPerAddress: 4, socketsPerUser: 2 })
    kline = `${sim.url.replace(/^http/, 'ws')}/ws/kline`
    chat = `${sim.chatUrl.replace(/^http/, 'ws')}/ws/chat`
  })
  afterAll(async () => {
    for (const ws of sockets) ws.terminate()
    await sim.close()
  })

  it('refuses an address over its cap with 429 and Retry-After, over both hosts, and frees places on close', async () => {
    for (const url of [kline, kline, chat, chat]) sockets.push(socketOf(await open(url)))
    const over = await open(kline)
    expect(over).toMatchObject({ refused: 429, retryAfter: expect.stringMatching(/^\d+$/) })
    expect(await open(chat)).toMatchObject({ refused: 429 })
    // The refused ones took no place; a closed one gives its place back.
    const first = sockets.shift() as WebSocket
    const gone = closed(first)
    first.close()
    await gone
    await expect
      .poll(async () => {
        const again = await open(kline)
        if ('ws' in again) sockets.push(again.ws)
        return 'ws' in again
      })
      .toBe(true)
    for (const ws of sockets.splice(0)) {
      const done = closed(ws)
      ws.close()
      await done
    }
  })

  it("closes a user's oldest chat socket with 1008 when they open one over their cap; others are untouched", async () => {
    const rich = (await signIn(sim, RICH_DEMO)).token.value ?? ''
    const empty = (await signIn(sim, EMPTY_DEMO)).token.value ?? ''
    const oldest = socketOf(await open(chat))
    const second = socketOf(await open(chat))
    const other = socketOf(await open(chat))
    sockets.push(oldest, second, other)
    await authenticate(oldest, rich)
    await authenticate(second, rich)
    await authenticate(other, empty)
    const oldestClosed = closed(oldest)
    const third = socketOf(await open(chat))
    sockets.push(third)
    await authenticate(third, rich)
    expect(await oldestClosed).toBe(CLOSE_TOO_MANY_SOCKETS)
    expect(second.readyState).toBe(WebSocket.OPEN)
    expect(third.readyState).toBe(WebSocket.OPEN)
    expect(other.readyState).toBe(WebSocket.OPEN)
  })
})
