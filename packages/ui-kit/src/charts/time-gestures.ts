import { panWindow, type ViewWindow, zoomWindow } from './view-window.ts'

export interface TimeGestureTarget {
  getWindow: () => ViewWindow
  setWindow: (window: ViewWindow) => void
  total: () => number
  /**
   * Touch and hold (no movement for HOLD_MS) inspects instead of panning: called with the point under the
   * finger (CSS px, relative to the element) as it moves, and with null when the finger lifts.
   */
  onHold?: (point: { x: number; y: number } | null) => void
}

/** How long a finger must rest before a touch becomes a hold (the platforms' long-press is 400–500 ms). */
export const HOLD_MS = 400
/** Movement (CSS px) that makes a touch a pan before the hold fires. */
const HOLD_SLOP = 8

interface Gesture {
  window: ViewWindow
  /** Pointer positions at the start of this gesture (x in CSS px, relative to the element). */
  start: Map<number, number>
}

/**
 * One-finger pan and two-finger pinch along the time axis only. The element gets `touch-action: pan-y`, so a
 * vertical swipe still scrolls the page; only horizontal movement and pinches reach these handlers.
 * Returns the function that removes every listener it added.
 */
export function attachTimeGestures(element: HTMLElement, target: TimeGestureTarget): () => void {
  element.style.touchAction = 'pan-y'
  const pointers = new Map<number, number>()
  let gesture: Gesture | null = null
  let holdTimer: ReturnType<typeof setTimeout> | null = null
  let holding = false
  let holdStart = { x: 0, y: 0 }
  let lastPoint = { x: 0, y: 0 }

  const localX = (event: PointerEvent) => event.clientX - element.getBoundingClientRect().left
  const localPoint = (event: PointerEvent) => {
    const box = element.getBoundingClientRect()
    return { x: event.clientX - box.left, y: event.clientY - box.top }
  }
  const cancelHold = () => {
    if (holdTimer !== null) clearTimeout(holdTimer)
    holdTimer = null
  }
  const endHold = () => {
    cancelHold()
    if (holding) {
      holding = false
      target.onHold?.(null)
    }
  }
  const restart = () => {
    gesture = pointers.size > 0 ? { window: target.getWindow(), start: new Map(pointers) } : null
  }

  const onDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    try {
      // Keeps the gesture when the finger leaves the plot; an already-ended pointer cannot be captured.
      element.setPointerCapture?.(event.pointerId)
    } catch {
      // The gesture still works from the events that reach the plot.
    }
    pointers.set(event.pointerId, localX(event))
    // A second finger starts a new gesture from the current window, so pan and pinch never jump.
    restart()
    endHold()
    if (pointers.size === 1 && target.onHold) {
      holdStart = localPoint(event)
      lastPoint = holdStart
      holdTimer = setTimeout(() => {
        holdTimer = null
        holding = true
        target.onHold?.(lastPoint)
      }, HOLD_MS)
    }
  }

  const onMove = (event: PointerEvent) => {
    if (!pointers.has(event.pointerId) || !gesture) return
    lastPoint = localPoint(event)
    if (holding) {
      target.onHold?.(lastPoint)
      return
    }
    if (holdTimer !== null) {
      if (Math.hypot(lastPoint.x - holdStart.x, lastPoint.y - holdStart.y) <= HOLD_SLOP) return
      cancelHold()
    }
    pointers.set(event.pointerId, localX(event))
    const width = element.clientWidth
    const total = target.total()
    if (width <= 0 || total <= 0) return
    const base = gesture.window
    const perCandle = width / (base.end - base.start)
    const ids = [...gesture.start.keys()]
    if (ids.length === 1) {
      const id = ids[0] as number
      const dx = (pointers.get(id) ?? 0) - (gesture.start.get(id) ?? 0)
      // Dragging right reveals older candles.
      target.setWindow(panWindow(base, -dx / perCandle, total))
      return
    }
    const [a, b] = ids as [number, number]
    const startA = gesture.start.get(a) ?? 0
    const startB = gesture.start.get(b) ?? 0
    const nowA = pointers.get(a) ?? startA
    const nowB = pointers.get(b) ?? startB
    const before = Math.abs(startA - startB)
    const after = Math.abs(nowA - nowB)
    if (before < 8 || after < 8) return
    const anchor = base.start + (startA + startB) / 2 / perCandle
    target.setWindow(zoomWindow(base, before / after, anchor, total))
  }

  const onUp = (event: PointerEvent) => {
    if (!pointers.delete(event.pointerId)) return
    endHold()
    restart()
  }

  element.addEventListener('pointerdown', onDown)
  element.addEventListener('pointermove', onMove)
  element.addEventListener('pointerup', onUp)
  element.addEventListener('pointercancel', onUp)
  return () => {
    element.removeEventListener('pointerdown', onDown)
    element.removeEventListener('pointermove', onMove)
    element.removeEventListener('pointerup', onUp)
    element.removeEventListener('pointercancel', onUp)
    pointers.clear()
    gesture = null
    cancelHold()
  }
}
