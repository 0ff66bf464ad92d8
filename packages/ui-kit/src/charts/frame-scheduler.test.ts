import { describe, expect, it, vi } from 'vitest'
import { createFrameScheduler } from './frame-scheduler.ts'

function fakeFrames() {
  const queue = new Map<number, FrameRequestCallback>()
  let next = 1
  return {
    request: (callback: FrameRequestCallback) => {
      queue.set(next, callback)
      next += 1
      return next - 1
    },
    cancel: (handle: number) => {
      queue.delete(handle)
    },
    flush: () => {
      const callbacks = [...queue.values()]
      queue.clear()
      for (const callback of callbacks) callback(0)
    },
    size: () => queue.size,
  }
}

describe('createFrameScheduler', () => {
  it('coalesces any number of requests into one run per frame', () => {
    const frames = fakeFrames()
    const run = vi.fn()
    const scheduler = createFrameScheduler(run, frames.request, frames.cancel)
    for (let i = 0; i < 100; i += 1) scheduler.schedule()
    expect(frames.size()).toBe(1)
    frames.flush()
    expect(run).toHaveBeenCalledTimes(1)
    scheduler.schedule()
    frames.flush()
    expect(run).toHaveBeenCalledTimes(2)
  })

  it('cancels a pending frame so nothing runs after teardown', () => {
    const frames = fakeFrames()
    const run = vi.fn()
    const scheduler = createFrameScheduler(run, frames.request, frames.cancel)
    scheduler.schedule()
    expect(scheduler.pending).toBe(true)
    scheduler.cancel()
    expect(scheduler.pending).toBe(false)
    frames.flush()
    expect(run).not.toHaveBeenCalled()
  })
})
