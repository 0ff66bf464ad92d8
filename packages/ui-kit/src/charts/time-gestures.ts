import { panWindow, type ViewWindow, zoomWindow } from './view-window.ts'

export interface TimeGestureTarget {
  getWindow: () => ViewWindow
  setWindow: (window: ViewWindow) => void
  total: () => number
}

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

  const localX = (event: PointerEvent) => event.clientX - element.getBoundingClientRect().left
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
  }

  const onMove = (event: PointerEvent) => {
    if (!pointers.has(event.pointerId) || !gesture) return
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
  }
}
