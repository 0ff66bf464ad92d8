/**
 * The visible part of the candle series, in candle indexes: [start, end] with end exclusive. Pan and
 * pinch only ever change this along time and always keep it inside the data.
 */
export interface ViewWindow {
  start: number
  end: number
}

/** The fewest candles a pinch can zoom in to. */
export const MIN_VISIBLE = 5

/** The newest `visible` candles (§9: 30 by default), or all of them when there are fewer. */
export function latestWindow(total: number, visible: number): ViewWindow {
  const size = Math.min(Math.max(1, visible), Math.max(1, total))
  return { start: Math.max(0, total - size), end: Math.max(size, total) }
}

/** Keeps the window's size (as far as the data allows) and slides it back inside [0, total]. */
export function clampWindow(window: ViewWindow, total: number, minVisible = MIN_VISIBLE): ViewWindow {
  const size = Math.min(Math.max(window.end - window.start, Math.min(minVisible, total)), Math.max(1, total))
  let start = Math.max(0, window.start)
  if (start + size > total) start = Math.max(0, total - size)
  return { start, end: start + size }
}

/** Moves by `candles` (positive = towards newer data), clamped to the data. */
export function panWindow(window: ViewWindow, candles: number, total: number): ViewWindow {
  return clampWindow({ start: window.start + candles, end: window.end + candles }, total)
}

/**
 * Scales the window by `factor` around `anchor` (a fractional index, e.g. under the pinch midpoint):
 * factor < 1 zooms in, > 1 zooms out. Clamped to the data and to MIN_VISIBLE.
 */
export function zoomWindow(window: ViewWindow, factor: number, anchor: number, total: number): ViewWindow {
  const size = window.end - window.start
  const nextSize = Math.min(total, Math.max(Math.min(MIN_VISIBLE, total), size * factor))
  const ratio = size === 0 ? 0.5 : (anchor - window.start) / size
  const start = anchor - ratio * nextSize
  return clampWindow({ start, end: start + nextSize }, total)
}

/** Whether the window shows the newest candle, so live data should keep it scrolled to the end. */
export function followsLatest(window: ViewWindow, total: number): boolean {
  return window.end >= total - 0.5
}

/**
 * The window over `next` that shows what `window` showed over `previous`, for a reload of the same series
 * (the history fetched again, e.g. after the live feed gave up): the same number of candles, from the same
 * candle time (a candle's `id` is its open time), so the user's pan and zoom survive. A window that was
 * following the newest candle keeps following it. A start time no longer in `next` (it fell off the kept
 * history) starts at its oldest candle.
 */
export function carryWindow(
  window: ViewWindow,
  previous: readonly { readonly id: number }[],
  next: readonly { readonly id: number }[],
): ViewWindow {
  const size = window.end - window.start
  if (previous.length === 0 || followsLatest(window, previous.length)) return latestWindow(next.length, size)
  const index = Math.min(Math.max(0, Math.floor(window.start)), previous.length - 1)
  const fraction = window.start - Math.floor(window.start)
  const startId = previous[index]?.id ?? Number.NEGATIVE_INFINITY
  let at = next.findIndex((candle) => candle.id >= startId)
  if (at === -1) at = next.length
  return clampWindow({ start: at + fraction, end: at + fraction + size }, next.length)
}
