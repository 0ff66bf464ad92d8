import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { refusedUrl } from '../test-support/http-server.ts'
import { backoffDelay } from './backoff.ts'
import { createReconnectingSocket } from './reconnecting-socket.ts'
import type { ConnectionState, Timers, WebSocketConstructor } from './types.ts'

describe('backoffDelay', () => {
  it('is full jitter under a doubling ceiling capped at maxMs', () => {
    const policy = { baseMs: 500, maxMs: 30_000 }
    expect([0, 1, 2, 3, 6, 7, 50].map((n) => backoffDelay(n, policy, () => 0.999999))).toEqual([
      499, 999, 1999, 3999, 29_999, 29_999, 29_999,
    ])
    expect(backoffDelay(5, policy, () => 0)).toBe(0)
    expect(backoffDelay(1, policy, () => 0.5)).toBe(500)
  })

  it('always stays within [0, min(max, base·2^attempt)) for any randomness', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.double({ min: 0, max: 1, noNaN: true }), (attempt, r) => {
        const delay = backoffDelay(attempt, { baseMs: 250, maxMs: 10_000 }, () => r)
        const ceiling = Math.min(10_000, 250 * 2 ** attempt)
        return Number.isInteger(delay) && delay >= 0 && delay <= ceiling
      }),
    )
  })
})

/** Timers that run nothing by themselves: the test fires them and sees each requested delay. */
function manualTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>()
  const requested: number[] = []
  let next = 1
  const timers: Timers = {
    setTimeout(callback, ms) {
      const id = next++
      pending.set(id, { callback, ms })
      requested.push(ms)
      return id
    },
    clearTimeout(handle) {
      pending.delete(handle as number)
    },
  }
  const fireAll = () => {
    const due = [...pending.entries()]
    pending.clear()
    for (const [, timer] of due) timer.callback()
  }
  return { timers, requested, fireAll, pendingCount: () => pending.size }
}

describe('reconnecting socket', () => {
  it('waits longer after each failed attempt, with the injected randomness and timers', async () => {
    const url = (await refusedUrl()).replace('http', 'ws')
    const clock = manualTimers()
    const states: ConnectionState[] = []
    const socket = createReconnectingSocket({
      url,
      webSocket: WebSocket as unknown as WebSocketConstructor,
      timers: clock.timers,
      random: () => 0.5,
      backoff: { baseMs: 100, maxMs: 1000 },
      onOpen: () => {},
      onFrame: () => {},
      onBadFrame: () => {},
      onState: (s) => states.push(s),
    })
    for (let attempt = 0; attempt < 6; attempt++) {
      await expect.poll(() => clock.pendingCount()).toBe(1)
      clock.fireAll()
    }
    expect(clock.requested).toEqual([50, 100, 200, 400, 500, 500])
    socket.close()
    expect(clock.pendingCount()).toBe(0)
    expect(states.at(-1)).toBe('closed')
    expect(states.filter((s) => s === 'open')).toEqual([])
  })

  it('reports closed at once when no WebSocket implementation exists', () => {
    const states: ConnectionState[] = []
    const original = (globalThis as { WebSocket?: unknown }).WebSocket
    ;(globalThis as { WebSocket?: unknown }).WebSocket = undefined
    try {
      createReconnectingSocket({
        url: 'ws://127.0.0.1:1',
        onOpen: () => {},
        onFrame: () => {},
        onBadFrame: () => {},
        onState: (s) => states.push(s),
      })
    } finally {
      ;(globalThis as { WebSocket?: unknown }).WebSocket = original
    }
    expect(states).toEqual(['closed'])
  })
})
