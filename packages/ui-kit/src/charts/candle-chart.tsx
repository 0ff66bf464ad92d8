import { DEFAULT_CANDLE_COUNT, type KlinePeriod } from '@mandi/domain'
import { type KeyboardEvent, type Ref, useEffect, useId, useImperativeHandle, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { colors } from '../tokens/tokens.ts'
import { toAlignedData } from './aligned-data.ts'
import type { Candle } from './candle.ts'
import { candlePlugin } from './candle-plugin.ts'
import { createFrameScheduler } from './frame-scheduler.ts'
import { MAX_CANDLES, mergeTick, type TickChange } from './merge-tick.ts'
import { type PriceLine, priceLinePlugin, rangeWithLines } from './price-lines.ts'
import { attachTimeGestures } from './time-gestures.ts'
import { timeLabel } from './time-label.ts'
import {
  clampWindow,
  followsLatest,
  latestWindow,
  panWindow,
  type ViewWindow,
  zoomWindow,
} from './view-window.ts'
import './charts.css'

export interface CandleChartHandle {
  /** Applies a live tick (same id replaces the last candle, newer appends, older is ignored). */
  pushTick: (tick: Candle) => TickChange
  /** The candles now held, oldest first. */
  candles: () => readonly Candle[]
  /** The visible candle indexes (end exclusive). */
  visibleRange: () => ViewWindow
}

export interface CandleChartProps {
  /** The history to show; a new array (e.g. another period) resets the chart. */
  candles: readonly Candle[]
  period: KlinePeriod
  /** Accessible name, e.g. 'BTC/USDT price, 1min candles'. */
  label: string
  /** A one-line summary for screen readers, e.g. the last close. */
  summary?: string
  /** §9: 30 candles visible by default. */
  visibleCount?: number
  height?: number
  ref?: Ref<CandleChartHandle>
  /**
   * Horizontal lines at prices (an open trade's entry price). A change redraws the chart without starting
   * it over; the price scale widens to show every line. Their labels are also given as text to screen readers.
   */
  priceLines?: readonly PriceLine[]
  /** Called after each redraw; for instrumentation and tests. */
  onDraw?: () => void
}

const NO_LINES: readonly PriceLine[] = []

const toScale = (window: ViewWindow) => ({ min: window.start - 0.5, max: window.end - 0.5 })

/**
 * Candlestick chart with volume on its own scale, on uPlot. Pans with one finger and pinches with two,
 * along time only; live ticks are merged by mergeTick and redrawn at most once per animation frame.
 */
export function CandleChart({
  candles,
  period,
  label,
  summary,
  visibleCount = DEFAULT_CANDLE_COUNT,
  height = 320,
  ref,
  priceLines = NO_LINES,
  onDraw,
}: CandleChartProps) {
  const summaryId = useId()
  const container = useRef<HTMLDivElement>(null)
  const data = useRef<readonly Candle[]>(candles)
  const view = useRef<ViewWindow>(latestWindow(candles.length, visibleCount))
  const plot = useRef<uPlot | null>(null)
  const scheduler = useRef<ReturnType<typeof createFrameScheduler> | null>(null)
  const drawn = useRef(onDraw)
  drawn.current = onDraw
  const periodRef = useRef(period)
  periodRef.current = period
  const lines = useRef(priceLines)
  lines.current = priceLines

  const applyWindow = (next: ViewWindow) => {
    view.current = next
    plot.current?.setScale('x', toScale(next))
  }

  useImperativeHandle(
    ref,
    () => ({
      pushTick: (tick) => {
        const before = data.current.length
        const { candles: next, change } = mergeTick(data.current, tick, MAX_CANDLES)
        if (change === 'ignored') return change
        const follow = followsLatest(view.current, before)
        const dropped = before + (change === 'appended' ? 1 : 0) - next.length
        data.current = next
        const size = view.current.end - view.current.start
        view.current = follow
          ? latestWindow(next.length, size)
          : clampWindow({ start: view.current.start - dropped, end: view.current.end - dropped }, next.length)
        scheduler.current?.schedule()
        return change
      },
      candles: () => data.current,
      visibleRange: () => view.current,
    }),
    [],
  )

  // Built once per history: a new `candles` array (another period or symbol) starts over.
  useEffect(() => {
    const element = container.current
    if (!element) return
    data.current = candles
    view.current = latestWindow(candles.length, visibleCount)
    const options: uPlot.Options = {
      width: element.clientWidth || 360,
      height,
      legend: { show: false },
      cursor: { x: true, y: false, points: { show: false }, drag: { x: false, y: false, setScale: false } },
      scales: {
        x: { time: false, auto: false, range: () => [toScale(view.current).min, toScale(view.current).max] },
        // Candles use the top ~75%; volume bars, on their own scale, the bottom quarter.
        price: {
          range: (_u, dataMin, dataMax) => {
            const [min, max] = rangeWithLines(dataMin, dataMax, lines.current) ?? [0, 1]
            return [min - (max - min) * 0.4 - 1e-9, max + (max - min) * 0.05 + 1e-9]
          },
        },
        vol: { range: (_u, _min, max) => [0, Math.max(1, max) * 4] },
      },
      axes: [
        {
          stroke: colors.textMuted,
          grid: { show: false },
          space: 64,
          incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500],
          values: (_u, splits) =>
            splits.map((index) => {
              const candle = data.current[Math.round(index)]
              return candle && Number.isInteger(index) ? timeLabel(candle.id, periodRef.current) : ''
            }),
        },
        {
          scale: 'price',
          side: 1,
          stroke: colors.textMuted,
          grid: { stroke: colors.border, width: 1 },
          size: 56,
        },
      ],
      series: [
        {},
        { label: 'Open', scale: 'price', paths: () => null, points: { show: false } },
        { label: 'High', scale: 'price', paths: () => null, points: { show: false } },
        { label: 'Low', scale: 'price', paths: () => null, points: { show: false } },
        { label: 'Close', scale: 'price', paths: () => null, points: { show: false } },
        { label: 'Volume', scale: 'vol', paths: () => null, points: { show: false } },
      ],
      plugins: [
        candlePlugin(),
        priceLinePlugin(() => lines.current),
        { hooks: { draw: () => drawn.current?.() } },
      ],
    }
    const u = new uPlot(options, toAlignedData(candles), element)
    plot.current = u
    u.setScale('x', toScale(view.current))

    const frames = createFrameScheduler(() => {
      u.setData(toAlignedData(data.current), false)
      u.setScale('x', toScale(view.current))
    })
    scheduler.current = frames

    const detachGestures = attachTimeGestures(u.over, {
      getWindow: () => view.current,
      setWindow: (next) => {
        view.current = next
        u.setScale('x', toScale(next))
      },
      total: () => data.current.length,
    })
    const resize = new ResizeObserver(() => {
      const width = element.clientWidth
      if (width > 0 && width !== u.width) u.setSize({ width, height })
    })
    resize.observe(element)

    return () => {
      resize.disconnect()
      detachGestures()
      frames.cancel()
      scheduler.current = null
      plot.current = null
      u.destroy()
    }
  }, [candles, height, visibleCount])

  // New lines: one redraw on the next frame (the price scale is ranged again with them), no rebuild.
  useEffect(() => {
    if (lines.current === priceLines) scheduler.current?.schedule()
  }, [priceLines])

  const onKeyDown = (event: KeyboardEvent) => {
    const total = data.current.length
    const window = view.current
    const middle = (window.start + window.end) / 2
    const next =
      event.key === 'ArrowLeft'
        ? panWindow(window, -1, total)
        : event.key === 'ArrowRight'
          ? panWindow(window, 1, total)
          : event.key === '+' || event.key === '='
            ? zoomWindow(window, 0.8, middle, total)
            : event.key === '-'
              ? zoomWindow(window, 1.25, middle, total)
              : event.key === 'End'
                ? latestWindow(total, window.end - window.start)
                : null
    if (!next) return
    event.preventDefault()
    applyWindow(next)
  }

  return (
    <figure className="mk-chart">
      {/* biome-ignore lint/a11y/useSemanticElements: a canvas chart, not a form group; the role carries its name */}
      <div
        ref={container}
        className="mk-chart__plot"
        role="group"
        aria-roledescription="candlestick chart"
        aria-label={label}
        aria-describedby={summary ? summaryId : undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: arrow keys pan and +/- zoom the chart
        tabIndex={0}
        onKeyDown={onKeyDown}
        style={{ minHeight: height }}
      />
      {summary && (
        <figcaption id={summaryId} className="mk-visually-hidden">
          {summary}
        </figcaption>
      )}
      {priceLines.length > 0 && (
        <ul className="mk-visually-hidden">
          {priceLines.map((line) => (
            <li key={`${line.price}-${line.label}`}>{line.label}</li>
          ))}
        </ul>
      )}
    </figure>
  )
}
