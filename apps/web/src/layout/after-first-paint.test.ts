import { describe, expect, it, vi } from 'vitest'
import { afterFirstPaint, FIRST_PAINT_WAIT_MS, type PaintScheduler } from './after-first-paint.ts'

/** A scheduler whose frames and timers run only when the test says. */
function manual() {
  const frames: (() => void)[] = []
  const timers: { callback: () => void; ms: number }[] = []
  const scheduler: PaintScheduler = {
    nextFrame: (callback) => void frames.push(callback),
    later: (callback, ms) => void timers.push({ callback, ms }),
  }
  const run = (ms: number) => {
    for (const timer of timers.splice(0).filter((t) => t.ms === ms)) timer.callback()
  }
  return { scheduler, frames, timers, run }
}

describe('afterFirstPaint', () => {
  it('runs the work in a task after the next frame, not in the frame itself, and once', () => {
    const { scheduler, frames, run } = manual()
    const work = vi.fn()
    afterFirstPaint(work, scheduler)
    expect(work).not.toHaveBeenCalled()
    for (const frame of frames.splice(0)) frame()
    expect(work).not.toHaveBeenCalled()
    run(0)
    expect(work).toHaveBeenCalledTimes(1)
    run(FIRST_PAINT_WAIT_MS)
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('runs the work after FIRST_PAINT_WAIT_MS when no frame comes (a page in a background tab)', () => {
    const { scheduler, frames, run } = manual()
    const work = vi.fn()
    afterFirstPaint(work, scheduler)
    run(FIRST_PAINT_WAIT_MS)
    expect(work).toHaveBeenCalledTimes(1)
    for (const frame of frames.splice(0)) frame()
    run(0)
    expect(work).toHaveBeenCalledTimes(1)
  })

  it("uses the page's frames and timers by default", async () => {
    const work = vi.fn()
    afterFirstPaint(work)
    await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(1), { timeout: 2 * FIRST_PAINT_WAIT_MS + 500 })
  })
})
