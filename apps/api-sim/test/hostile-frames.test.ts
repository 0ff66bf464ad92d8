import { EventEmitter } from 'node:events'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { installProcessGuard, type RunningSim } from '../src/main.ts'
import { startTestSim } from './support.ts'

/** Opens a socket, sends one frame, and resolves with the close code the server chose. */
function closeCodeAfter(url: string, send: (ws: WebSocket) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url)
    ws.on('open', () => send(ws))
    ws.on('close', (code) => resolve(code))
    ws.on('error', () => {})
    setTimeout(() => reject(new Error('the server never closed the socket')), 5000)
  })
}

/** The API and the chat host both still answer. */
async function stillServing(sim: RunningSim): Promise<void> {
  const products = await fetch(`${sim.url}/api/product/list`)
  expect(products.status).toBe(200)
  const agents = await fetch(`${sim.chatUrl}/admin_user`)
  expect(agents.status).toBe(200)
}

const invalidUtf8 = Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d])

describe('frames and paths an attacker sends (issue 25)', () => {
  let sim: RunningSim
  let chat: string
  let kline: string

  beforeAll(async () => {
    sim = await startTestSim()
    chat = `${sim.chatUrl.replace(/^http/, 'ws')}/ws/chat`
    kline = `${sim.url.replace(/^http/, 'ws')}/ws/kline`
  })
  afterAll(() => sim.close())

  const cases: [string, (ws: WebSocket) => void, number][] = [
    ['a text frame over 4 KB', (ws) => ws.send('x'.repeat(5000)), 1009],
    ['text that is not UTF-8', (ws) => ws.send(invalidUtf8, { binary: false }), 1007],
    ['a binary frame', (ws) => ws.send(Buffer.from([1, 2, 3]), { binary: true }), 1003],
    ['text that is not JSON', (ws) => ws.send('hello'), 1007],
  ]

  for (const [what, send, code] of cases) {
    it(`closes the chat socket on ${what} with ${code}, and the server goes on`, async () => {
      expect(await closeCodeAfter(chat, send)).toBe(code)
      await stillServing(sim)
    })
    it(`closes the kline socket on ${what} with ${code}, and the server goes on`, async () => {
      expect(await closeCodeAfter(kline, send)).toBe(code)
      await stillServing(sim)
    })
  }

  it('answers 400 to a path with a malformed escape, and keeps serving', async () => {
    const response = await fetch(`${sim.url}/app/%E0%A4%A`)
    expect(response.status).toBe(400)
    expect(await fetch(`${sim.url}/app/%E0%A4%A4`).then((r) => r.status)).not.toBe(500)
    await stillServing(sim)
  })

  it('survives a client that resets the connection in the middle of a refused upgrade', async () => {
    await new Promise<void>((resolve) => {
      const port = Number(new URL(sim.chatUrl).port)
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'GET /ws/nowhere HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
        )
        socket.resetAndDestroy()
        resolve()
      })
      socket.on('error', () => {})
    })
    await stillServing(sim)
    expect(sim.sim.unexpectedErrors).toEqual([])
  })
})

describe('the process guard of the served program', () => {
  it('reports an escaped error or rejection instead of letting the process exit', () => {
    const process = new EventEmitter()
    const reported: string[] = []
    installProcessGuard(process as never, (where, error) => reported.push(`${where}: ${String(error)}`))
    process.emit('uncaughtException', new Error('boom'))
    process.emit('unhandledRejection', 'nope')
    expect(reported).toEqual([
      'the process (uncaught exception): Error: boom',
      'the process (unhandled rejection): nope',
    ])
  })
})
