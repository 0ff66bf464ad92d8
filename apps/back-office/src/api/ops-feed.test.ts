import { afterEach, describe, expect, it, vi } from 'vitest'
import { subscribeOpsFeed } from './ops-feed.ts'

// The socket itself is the api-client's (tested there); here: what the console makes of each frame.
const socket = vi.hoisted(() => ({
  onFrame: (_frame: unknown, _send: (frame: unknown) => void) => {},
}))
vi.mock('@mandi/api-client', () => ({
  createReconnectingSocket: (options: { onFrame: typeof socket.onFrame }) => {
    socket.onFrame = options.onFrame
    return { close: () => {} }
  },
}))

afterEach(() => vi.restoreAllMocks())

describe('the console’s live feed', () => {
  it('tells a finance console which money queue changed, and ignores a queue it does not know', () => {
    const onQueue = vi.fn()
    const onChanged = vi.fn()
    subscribeOpsFeed({ onQueue, onChanged }, 'ws://test/ws/ops')
    const send = vi.fn()
    socket.onFrame({ type: 'queue', data: { queue: 'withdrawals' } }, send)
    socket.onFrame({ type: 'queue', data: { queue: 'pans' } }, send)
    socket.onFrame({ type: 'queue', data: { queue: 'loans' } }, send)
    socket.onFrame({ type: 'changed', data: { user_id: 7 } }, send)
    expect(onQueue.mock.calls).toEqual([['withdrawals'], ['pans']])
    expect(onChanged.mock.calls).toEqual([[7]])
    expect(send).not.toHaveBeenCalled()
  })
})
