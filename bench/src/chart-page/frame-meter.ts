// Imported first by the bench page: every animation-frame callback of either chart library is timed, so
// the redraw a tick causes (both libraries draw on the next frame) is counted as part of that tick.
const original = window.requestAnimationFrame.bind(window)

export const meter = {
  /** Milliseconds spent inside library frame callbacks since the last reset. */
  work: 0,
  /** performance.now() at the end of the latest library work (frame callback or draw hook). */
  lastEnd: 0,
}

window.requestAnimationFrame = (callback) =>
  original((time) => {
    const start = performance.now()
    try {
      callback(time)
    } finally {
      const end = performance.now()
      meter.work += end - start
      meter.lastEnd = end
    }
  })

/** Waits for the next frame without being counted as library work. */
export const nextFrame = () => new Promise<number>((done) => original(done))
