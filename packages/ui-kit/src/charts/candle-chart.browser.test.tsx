// Runs in Chromium (the ui-kit-browser project of apps/storybook): uPlot needs canvas, layout and matchMedia.
import { act, render } from '@testing-library/react'
import { createRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Candle } from './candle.ts'
import { CandleChart, type CandleChartHandle } from './candle-chart.tsx'
import type { PriceLine } from './price-lines.ts'
import { sampleCandles } from './sample-data.ts'

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

function mount(candles: readonly Candle[] = sampleCandles({ count: 60 })) {
  const ref = createRef<CandleChartHandle>()
  const onDraw = vi.fn()
  const view = render(
    <div style={{ width: 360 }}>
      <CandleChart ref={ref} candles={candles} period="1min" label="Price" onDraw={onDraw} />
    </div>,
  )
  const handle = () => {
    if (!ref.current) throw new Error('no handle')
    return ref.current
  }
  return { ...view, handle, onDraw, candles }
}

afterEach(() => {
  vi.restoreAllMocks()
})

/** Rows of the plot canvas with at least `min` pixels of the colour (a price line is one or two such rows). */
function rowsOfColour(canvas: HTMLCanvasElement, hex: string, min = 120): number[] {
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('no 2d context')
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]
  const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height)
  const rows: number[] = []
  for (let y = 0; y < height; y += 1) {
    let count = 0
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4
      const near =
        Math.abs((data[i] ?? 0) - r) < 12 &&
        Math.abs((data[i + 1] ?? 0) - g) < 12 &&
        Math.abs((data[i + 2] ?? 0) - b) < 12
      if (near && (data[i + 3] ?? 0) > 200) count += 1
    }
    if (count >= min) rows.push(y)
  }
  return rows
}

const PRIMARY = '#0b6bcb'

describe('CandleChart', () => {
  it('draws the newest 30 candles of the history on a canvas', async () => {
    const { container, handle, onDraw } = mount()
    await act(nextFrame)
    expect(container.querySelector('canvas')).not.toBeNull()
    expect(onDraw).toHaveBeenCalled()
    expect(handle().visibleRange()).toEqual({ start: 30, end: 60 })
  })

  it('merges live ticks: same id replaces, newer appends, older is ignored', async () => {
    const { handle, candles } = mount()
    const last = candles[candles.length - 1] as Candle
    expect(handle().pushTick({ ...last, close: last.close + 1 })).toBe('replaced')
    expect(handle().pushTick({ ...last, id: last.id + 60 })).toBe('appended')
    expect(handle().pushTick({ ...last, id: last.id - 60 })).toBe('ignored')
    expect(handle().candles()).toHaveLength(61)
    expect(handle().candles()[59]?.close).toBe(last.close + 1)
    // Following the newest candle: the window moved with it.
    expect(handle().visibleRange()).toEqual({ start: 31, end: 61 })
  })

  it('redraws once per animation frame however many ticks arrive', async () => {
    const { handle, onDraw, candles } = mount()
    await act(nextFrame)
    const before = onDraw.mock.calls.length
    const last = candles[candles.length - 1] as Candle
    act(() => {
      for (let i = 0; i < 200; i += 1) handle().pushTick({ ...last, close: last.close + i / 100 })
    })
    await act(nextFrame)
    await act(nextFrame)
    expect(onDraw.mock.calls.length - before).toBe(1)
  })

  it('pans with one finger along time, clamped to the data', async () => {
    const { container, handle } = mount()
    await act(nextFrame)
    const over = container.querySelector('.u-over') as HTMLElement
    expect(getComputedStyle(over).touchAction).toBe('pan-y')
    const box = over.getBoundingClientRect()
    const y = box.top + box.height / 2
    const x = box.left + box.width / 2
    over.dispatchEvent(
      new PointerEvent('pointerdown', { pointerId: 1, clientX: x, clientY: y, bubbles: true }),
    )
    over.dispatchEvent(
      new PointerEvent('pointermove', { pointerId: 1, clientX: x + 60, clientY: y, bubbles: true }),
    )
    const panned = handle().visibleRange()
    expect(panned.start).toBeLessThan(30)
    expect(panned.end - panned.start).toBeCloseTo(30)
    over.dispatchEvent(
      new PointerEvent('pointermove', { pointerId: 1, clientX: x + 5000, clientY: y, bubbles: true }),
    )
    expect(handle().visibleRange()).toEqual({ start: 0, end: 30 })
    over.dispatchEvent(
      new PointerEvent('pointerup', { pointerId: 1, clientX: x + 5000, clientY: y, bubbles: true }),
    )
  })

  it('pinches with two fingers to show fewer candles', async () => {
    const { container, handle } = mount()
    await act(nextFrame)
    const over = container.querySelector('.u-over') as HTMLElement
    const box = over.getBoundingClientRect()
    const y = box.top + 20
    const at = (pointerId: number, x: number, type: string) =>
      over.dispatchEvent(
        new PointerEvent(type, { pointerId, clientX: box.left + x, clientY: y, bubbles: true }),
      )
    at(1, 100, 'pointerdown')
    at(2, 160, 'pointerdown')
    at(1, 40, 'pointermove')
    at(2, 220, 'pointermove')
    const zoomed = handle().visibleRange()
    expect(zoomed.end - zoomed.start).toBeCloseTo(10)
    expect(zoomed.start).toBeGreaterThanOrEqual(0)
    expect(zoomed.end).toBeLessThanOrEqual(60)
  })

  it('follows its container width', async () => {
    const { container } = mount()
    await act(nextFrame)
    const host = container.firstElementChild as HTMLElement
    host.style.width = '300px'
    await act(nextFrame)
    await act(nextFrame)
    const root = container.querySelector('.uplot') as HTMLElement
    expect(root.getBoundingClientRect().width).toBeCloseTo(300, -1)
  })

  it('tears down with no window or document listener, observer or frame left behind', async () => {
    const added: unknown[][] = []
    const removed: unknown[][] = []
    const addSpy = vi.spyOn(EventTarget.prototype, 'addEventListener')
    const removeSpy = vi.spyOn(EventTarget.prototype, 'removeEventListener')
    const disconnect = vi.spyOn(ResizeObserver.prototype, 'disconnect')
    const cancel = vi.spyOn(window, 'cancelAnimationFrame')
    const { handle, unmount, candles } = mount()
    await act(nextFrame)
    const last = candles[candles.length - 1] as Candle
    handle().pushTick({ ...last, close: 1 })
    unmount()
    for (const call of addSpy.mock.contexts.map((target, i) => [target, ...(addSpy.mock.calls[i] ?? [])]))
      added.push(call)
    for (const call of removeSpy.mock.contexts.map((target, i) => [
      target,
      ...(removeSpy.mock.calls[i] ?? []),
    ]))
      removed.push(call)
    const global = (target: unknown) => target === window || target === document
    const leaked = added
      .filter(([target]) => global(target))
      .filter(
        ([target, type, listener]) =>
          !removed.some(([t, ty, l]) => t === target && ty === type && l === listener),
      )
    expect(leaked.map(([, type]) => type)).toEqual([])
    expect(disconnect).toHaveBeenCalled()
    // The tick above left a redraw pending; teardown cancelled it.
    expect(cancel).toHaveBeenCalled()
  })

  it('draws price lines across the plot, widens the scale to show them, and redraws on change without a rebuild', async () => {
    const candles = sampleCandles({ count: 60 })
    const visible = candles.slice(30)
    const middle = (Math.max(...visible.map((c) => c.high)) + Math.min(...visible.map((c) => c.low))) / 2
    const ref = createRef<CandleChartHandle>()
    const chart = (priceLines?: readonly PriceLine[]) => (
      <div style={{ width: 360 }}>
        <CandleChart ref={ref} candles={candles} period="1min" label="Price" priceLines={priceLines} />
      </div>
    )
    const { container, rerender } = render(chart())
    await act(nextFrame)
    const canvas = container.querySelector('canvas') as HTMLCanvasElement
    expect(rowsOfColour(canvas, PRIMARY)).toEqual([])

    rerender(chart([{ price: middle, label: 'Entry CALL' }]))
    await act(nextFrame)
    await act(nextFrame)
    expect(container.querySelector('canvas')).toBe(canvas)
    const rows = rowsOfColour(canvas, PRIMARY)
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.length).toBeLessThanOrEqual(4)
    // Read out too: the canvas says nothing to a screen reader.
    expect(container.querySelector('li')?.textContent).toBe('Entry CALL')

    // Far above every candle: the price scale widens, so the line is still drawn inside the plot.
    const high = Math.max(...candles.map((c) => c.high)) * 2
    rerender(chart([{ price: high, label: 'Far above' }]))
    await act(nextFrame)
    await act(nextFrame)
    const farRows = rowsOfColour(canvas, PRIMARY)
    expect(farRows.length).toBeGreaterThan(0)
    expect(Math.max(...farRows)).toBeLessThan(Math.min(...rows))

    rerender(chart([]))
    await act(nextFrame)
    await act(nextFrame)
    expect(rowsOfColour(canvas, PRIMARY)).toEqual([])
    expect(container.querySelector('li')).toBeNull()
  })
})

describe('CandleChart reading aids', () => {
  const pointer = (over: HTMLElement, type: string, x: number, y: number, pointerType = 'touch') =>
    over.dispatchEvent(
      new PointerEvent(type, { pointerId: 7, pointerType, clientX: x, clientY: y, bubbles: true }),
    )
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  it('touch and hold shows the readout of the candle under the finger; lifting hides it, a quick drag pans', async () => {
    const { container, handle, candles } = mount()
    await act(nextFrame)
    const over = container.querySelector('.u-over') as HTMLElement
    const box = over.getBoundingClientRect()
    const x = box.left + box.width - 2
    const y = box.top + 30
    pointer(over, 'pointerdown', x, y)
    await act(() => wait(450))
    const readout = container.querySelector('[data-testid="chart-readout"]')
    expect(readout).not.toBeNull()
    // The rightmost visible candle is the newest one; its close is in the readout.
    const newest = candles[candles.length - 1] as Candle
    expect(readout?.textContent).toContain(
      new Intl.NumberFormat('en-IN', { maximumFractionDigits: 8 }).format(newest.close),
    )
    const before = handle().visibleRange()
    pointer(over, 'pointermove', x - 80, y)
    expect(handle().visibleRange()).toEqual(before)
    await act(async () => pointer(over, 'pointerup', x - 80, y))
    expect(container.querySelector('[data-testid="chart-readout"]')).toBeNull()

    pointer(over, 'pointerdown', x - 100, y)
    pointer(over, 'pointermove', x - 40, y)
    await act(() => wait(450))
    expect(container.querySelector('[data-testid="chart-readout"]')).toBeNull()
    pointer(over, 'pointerup', x - 40, y)
  })

  it('draws the switched-on averages in their colours, and none when off', async () => {
    const candles = sampleCandles({ count: 90, seed: 9 })
    const chart = (overlays: { ma30?: boolean }) => (
      <div style={{ width: 360 }}>
        <CandleChart candles={candles} period="1min" label="Price" overlays={overlays} />
      </div>
    )
    const { container, rerender } = render(chart({}))
    await act(nextFrame)
    const canvas = container.querySelector('canvas') as HTMLCanvasElement
    expect(rowsOfColour(canvas, '#7b3fb5', 1)).toEqual([])
    rerender(chart({ ma30: true }))
    await act(nextFrame)
    await act(nextFrame)
    expect(rowsOfColour(canvas, '#7b3fb5', 1).length).toBeGreaterThan(5)
    expect(container.textContent).toContain('MA 30')
  })

  it('keeps its text alternative on the visible candles as the user pans', async () => {
    const candles = sampleCandles({ count: 60 })
    const { container } = render(
      <div style={{ width: 360 }}>
        <CandleChart
          candles={candles}
          period="1min"
          label="Price"
          describe={(stats) => `Last ${stats.last.id}, high ${stats.high}`}
        />
      </div>,
    )
    await act(nextFrame)
    const chart = container.querySelector('[role="group"]') as HTMLElement
    const describedBy = () =>
      document.getElementById(chart.getAttribute('aria-describedby') ?? '')?.textContent
    expect(describedBy()).toBe(
      `Last ${candles[59]?.id}, high ${Math.max(...candles.slice(30).map((c) => c.high))}`,
    )
    chart.focus()
    for (let i = 0; i < 10; i += 1)
      chart.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }))
    await act(() => wait(1100))
    expect(describedBy()).toMatch(/^Last \d+/)
    expect(describedBy()).not.toContain(`Last ${candles[59]?.id},`)
  })

  it('keeps the pan and zoom across a reload of the same history, and starts over for another period', async () => {
    const ref = createRef<CandleChartHandle>()
    const onDraw = vi.fn()
    const chart = (candles: readonly Candle[], period: '1min' | '5min' = '1min') => (
      <div style={{ width: 360 }}>
        <CandleChart ref={ref} candles={candles} period={period} label="Price" onDraw={onDraw} />
      </div>
    )
    const candles = sampleCandles({ count: 60 })
    const { container, rerender } = render(chart(candles))
    await act(nextFrame)
    const handle = () => ref.current as CandleChartHandle
    const plot = container.querySelector('[role="group"]') as HTMLElement
    const canvas = container.querySelector('canvas')
    plot.focus()
    // Zoomed in twice and panned back: away from the newest candles.
    const key = (name: string) =>
      plot.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }))
    act(() => {
      key('+')
      key('+')
      for (let i = 0; i < 8; i += 1) key('ArrowLeft')
    })
    const before = handle().visibleRange()
    expect(before.end).toBeLessThan(52)
    const shownFrom = candles[Math.floor(before.start)]?.id

    // The history is loaded again (after the live feed gave up): one newer candle, the oldest dropped, and
    // every candle a new object, as a fetch gives.
    const newest = candles[59] as Candle
    const reloaded = [...candles.slice(1).map((c) => ({ ...c })), { ...newest, id: newest.id + 60 }]
    const draws = onDraw.mock.calls.length
    rerender(chart(reloaded))
    await act(nextFrame)
    const after = handle().visibleRange()
    expect(after.end - after.start).toBeCloseTo(before.end - before.start)
    expect(reloaded[Math.floor(after.start)]?.id).toBe(shownFrom)
    expect(after.start).toBeCloseTo(before.start - 1)
    // The new data is drawn on the same plot, not a rebuilt one.
    expect(handle().candles()).toBe(reloaded)
    expect(onDraw.mock.calls.length).toBeGreaterThan(draws)
    expect(container.querySelector('canvas')).toBe(canvas)

    // Another period is another series: the newest 30 candles again.
    rerender(chart(sampleCandles({ count: 60, period: '5min' }), '5min'))
    await act(nextFrame)
    expect(handle().visibleRange()).toEqual({ start: 30, end: 60 })
  })
})
