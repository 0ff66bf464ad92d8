export interface FrameScheduler {
  /** Asks for `run` on the next animation frame; more requests before it fires share that one frame. */
  schedule: () => void
  /** Drops a pending frame (on teardown). */
  cancel: () => void
  readonly pending: boolean
}

/**
 * Coalesces redraw requests to one per animation frame: a burst of live ticks costs one redraw, not one
 * per tick. The frame functions are injectable for tests.
 */
export function createFrameScheduler(
  run: () => void,
  requestFrame: (callback: FrameRequestCallback) => number = (callback) => requestAnimationFrame(callback),
  cancelFrame: (handle: number) => void = (handle) => cancelAnimationFrame(handle),
): FrameScheduler {
  let handle: number | null = null
  return {
    schedule() {
      if (handle !== null) return
      handle = requestFrame(() => {
        handle = null
        run()
      })
    },
    cancel() {
      if (handle === null) return
      cancelFrame(handle)
      handle = null
    },
    get pending() {
      return handle !== null
    },
  }
}
