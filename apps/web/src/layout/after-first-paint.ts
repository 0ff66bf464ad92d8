/** What afterFirstPaint schedules with; the page's own unless a test gives its own. */
export interface PaintScheduler {
  readonly nextFrame: (callback: () => void) => void
  readonly later: (callback: () => void, ms: number) => void
}

const page: PaintScheduler = {
  nextFrame: (callback) => requestAnimationFrame(callback),
  later: (callback, ms) => setTimeout(callback, ms),
}

/** The most React's first render waits for a frame (a page in a background tab paints none). */
export const FIRST_PAINT_WAIT_MS = 100

/**
 * Runs `work` once, in a task of its own after the next frame has painted (decision 0099): React's first render
 * moves the static shell's main part into its loading screen (boot-main.tsx), and a part moved before it was
 * ever painted is painted again later, as React's. When the entry's script arrived before the parser's
 * first frame (a fast link, a busy phone), /home's largest paint came after React's first commit instead of
 * with the shell. Without a frame within FIRST_PAINT_WAIT_MS, `work` runs then.
 */
export function afterFirstPaint(work: () => void, scheduler: PaintScheduler = page): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    work()
  }
  // A task queued from a frame callback runs after that frame has painted.
  scheduler.nextFrame(() => scheduler.later(once, 0))
  scheduler.later(once, FIRST_PAINT_WAIT_MS)
}
