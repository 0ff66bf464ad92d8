import { DEFAULT_CANDLE_COUNT, type KlinePeriod } from '@mandi/domain'
import { type KeyboardEvent, type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { toAlignedData } from './aligned-data.ts'
import type { Candle } from './candle.ts'
import { candlePlugin } from './candle-plugin.ts'
import { CandleTable } from './candle-table.tsx'
import { type ChartLabels, DEFAULT_CHART_LABELS, readoutTime } from './chart-labels.ts'
import { chartOptions, toScale } from './chart-options.ts'
import { ChartReadout } from './chart-readout.tsx'
import { OVERLAY_COLOURS, OVERLAY_SERIES, type OverlayKey } from './chart-series.ts'
import { followWidth } from './follow-width.ts'
import { createFrameScheduler } from './frame-scheduler.ts'
import { type ChartOverlays, type VisibleStats, visibleCandles, visibleStats } from './indicators.ts'
import { MAX_CANDLES, mergeTick, type TickChange } from './merge-tick.ts'
import { usePoliteAnnouncer } from './polite-announcer.ts'
import { type PriceLine, priceLinePlugin } from './price-lines.ts'
import { attachTimeGestures } from './time-gestures.ts'
import {
  carryWindow,
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
  /**
   * The history to show. A new array of the same series (same `period` and `seriesKey`: the history loaded
   * again, e.g. after the live feed gave up) replaces the data and keeps the user's pan and zoom on the same
   * candle times; another period or series starts the view over at the newest candles.
   */
  candles: readonly Candle[]
  period: KlinePeriod
  /** Names the series (e.g. the symbol) when one chart may be given another one of the same period. */
  seriesKey?: string
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
  /** Moving averages drawn over the candles (MA 5/10/30 of the close) and the volume (volume MA). */
  overlays?: ChartOverlays
  /** The words of the readout, legend and table, translated by the screen. */
  labels?: Partial<ChartLabels>
  /**
   * The text alternative of the visible part (pair, period, last price, change, high and low), kept current
   * as the user pans and ticks arrive; it replaces `summary` when given.
   */
  describe?: (stats: VisibleStats) => string
  /** A polite announcement of the latest price: offered on each tick, spoken at most every 10 s, never while typing. */
  announce?: (last: Candle) => string
}

const NO_LINES: readonly PriceLine[] = []
const NO_OVERLAYS: ChartOverlays = {}
/** How often the text alternative and the table follow the view (ms); a tick flood must not re-render React. */
const DESCRIBE_EVERY_MS = 1000

/**
 * Candlestick chart with volume on its own scale, on uPlot. Pans with one finger and pinches with two,
 * along time only; live ticks are merged by mergeTick and redrawn at most once per animation frame.
 */
export function CandleChart({
  candles,
  period,
  seriesKey = '',
  label,
  summary,
  visibleCount = DEFAULT_CANDLE_COUNT,
  height = 320,
  ref,
  priceLines = NO_LINES,
  onDraw,
  overlays = NO_OVERLAYS,
  labels: labelOverrides,
  describe,
  announce,
}: CandleChartProps) {
  const summaryId = useId()
  const labels = { ...DEFAULT_CHART_LABELS, ...labelOverrides }
  const [inspected, setInspected] = useState<number | null>(null)
  const [stats, setStats] = useState<{ view: ViewWindow; stats: VisibleStats | null } | null>(null)
  const [tableShown, setTableShown] = useState(false)
  const announcer = usePoliteAnnouncer()
  const container = useRef<HTMLDivElement>(null)
  const data = useRef<readonly Candle[]>(candles)
  const candlesRef = useRef(candles)
  candlesRef.current = candles
  /** The `candles` array the data was last taken from: another one is a reload. */
  const loadedFrom = useRef<readonly Candle[] | null>(null)
  const view = useRef<ViewWindow>(latestWindow(candles.length, visibleCount))
  const plot = useRef<uPlot | null>(null)
  const scheduler = useRef<ReturnType<typeof createFrameScheduler> | null>(null)
  const drawn = useRef(onDraw)
  drawn.current = onDraw
  const periodRef = useRef(period)
  periodRef.current = period
  const lines = useRef(priceLines)
  lines.current = priceLines
  const overlaysRef = useRef(overlays)
  overlaysRef.current = overlays
  const labelsRef = useRef(labels)
  labelsRef.current = labels
  const announceRef = useRef(announce)
  announceRef.current = announce
  const offerRef = useRef(announcer.offer)
  offerRef.current = announcer.offer
  const lastDescribed = useRef(0)
  const describeTimer = useRef<ReturnType<typeof setTimeout> | null>(null)

  // The text alternative and table follow the view at most once a second (the last change always lands).
  const refreshStats = () => {
    const run = () => {
      describeTimer.current = null
      lastDescribed.current = Date.now()
      setStats({ view: view.current, stats: visibleStats(data.current, view.current) })
    }
    if (describeTimer.current !== null) return
    const wait = DESCRIBE_EVERY_MS - (Date.now() - lastDescribed.current)
    if (wait <= 0) run()
    else describeTimer.current = setTimeout(run, wait)
  }
  const refreshStatsRef = useRef(refreshStats)
  refreshStatsRef.current = refreshStats

  const applyWindow = (next: ViewWindow) => {
    view.current = next
    plot.current?.setScale('x', toScale(next))
    refreshStats()
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
        const latest = next[next.length - 1]
        const speak = announceRef.current
        if (speak && latest) offerRef.current(() => speak(latest))
        return change
      },
      candles: () => data.current,
      visibleRange: () => view.current,
    }),
    [],
  )

  // Built once per series: another period or series starts over (a reload of the same one is below).
  // biome-ignore lint/correctness/useExhaustiveDependencies: period and seriesKey name the series; the candles come from candlesRef.
  useEffect(() => {
    const element = container.current
    if (!element) return
    const candles = candlesRef.current
    loadedFrom.current = candles
    data.current = candles
    view.current = latestWindow(candles.length, visibleCount)
    const state = {
      data: () => data.current,
      view: () => view.current,
      period: () => periodRef.current,
      lines: () => lines.current,
    }
    const plugins: uPlot.Plugin[] = [
      candlePlugin(),
      priceLinePlugin(() => lines.current),
      {
        hooks: {
          draw: () => {
            drawn.current?.()
            refreshStatsRef.current()
          },
          setCursor: (plotted: uPlot) => setInspected(plotted.cursor.idx ?? null),
        },
      },
    ]
    const options = chartOptions(
      element.clientWidth || 360,
      height,
      state,
      labelsRef.current,
      overlaysRef.current,
      plugins,
    )
    const u = new uPlot(options, toAlignedData(candles, overlaysRef.current), element)
    plot.current = u
    u.setScale('x', toScale(view.current))

    const frames = createFrameScheduler(() => {
      u.setData(toAlignedData(data.current, overlaysRef.current), false)
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
      // Touch and hold shows the crosshair and readout under the finger; lifting it hides them.
      onHold: (point) => u.setCursor(point ? { left: point.x, top: point.y } : { left: -10, top: -10 }),
    })
    const stopFollowing = followWidth(u, element, height)

    return () => {
      stopFollowing()
      detachGestures()
      frames.cancel()
      if (describeTimer.current !== null) clearTimeout(describeTimer.current)
      describeTimer.current = null
      scheduler.current = null
      plot.current = null
      u.destroy()
    }
  }, [period, seriesKey, height, visibleCount])

  // The same series loaded again: its data replaces what is held on the next frame, without a rebuild, and
  // the view keeps the candle times and zoom the user chose (or keeps following the newest candle).
  useEffect(() => {
    if (loadedFrom.current === candles) return
    loadedFrom.current = candles
    view.current = carryWindow(view.current, data.current, candles)
    data.current = candles
    scheduler.current?.schedule()
    refreshStatsRef.current()
  }, [candles])

  // New lines: one redraw on the next frame (the price scale is ranged again with them), no rebuild.
  useEffect(() => {
    if (lines.current === priceLines) scheduler.current?.schedule()
  }, [priceLines])

  // Overlays switched on or off: show or hide their series and recompute the averages on the next frame.
  useEffect(() => {
    const u = plot.current
    if (!u) return
    for (const key of Object.keys(OVERLAY_SERIES) as OverlayKey[]) {
      const shown = Boolean(overlays[key])
      if (u.series[OVERLAY_SERIES[key]]?.show !== shown) u.setSeries(OVERLAY_SERIES[key], { show: shown })
    }
    scheduler.current?.schedule()
  }, [overlays])

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

  const inspectedCandle = inspected === null ? undefined : data.current[inspected]
  const shownStats = stats?.stats ?? visibleStats(candles, latestWindow(candles.length, visibleCount))
  const description = describe && shownStats ? describe(shownStats) : summary
  const activeOverlays = (Object.keys(OVERLAY_SERIES) as OverlayKey[]).filter((key) => overlays[key])
  const timeOf = (candle: Candle) => readoutTime(candle.id, period)

  return (
    <figure className="mk-chart">
      <div className="mk-chart__stage">
        {/* biome-ignore lint/a11y/useSemanticElements: a canvas chart, not a form group; the role carries its name */}
        <div
          ref={container}
          className="mk-chart__plot"
          role="group"
          aria-roledescription="candlestick chart"
          aria-label={label}
          aria-describedby={description ? summaryId : undefined}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: arrow keys pan and +/- zoom the chart
          tabIndex={0}
          onKeyDown={onKeyDown}
          style={{ minHeight: height }}
        />
        {inspectedCandle && (
          <ChartReadout candle={inspectedCandle} time={timeOf(inspectedCandle)} labels={labels} />
        )}
      </div>
      {activeOverlays.length > 0 && (
        <ul className="mk-chart__legend">
          {activeOverlays.map((key) => (
            <li key={key}>
              <span
                className="mk-chart__swatch"
                style={{ background: OVERLAY_COLOURS[key] }}
                aria-hidden="true"
              />
              {labels[key]}
            </li>
          ))}
        </ul>
      )}
      {description && (
        <figcaption id={summaryId} className="mk-visually-hidden">
          {description}
        </figcaption>
      )}
      {priceLines.length > 0 && (
        <ul className="mk-visually-hidden">
          {priceLines.map((line) => (
            <li key={`${line.price}-${line.label}`}>{line.label}</li>
          ))}
        </ul>
      )}
      {candles.length > 0 && (
        <button
          type="button"
          className="mk-chart__table-toggle"
          aria-expanded={tableShown}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? labels.showChart : labels.showTable}
        </button>
      )}
      {tableShown && (
        <CandleTable
          candles={visibleCandles(data.current, stats?.view ?? view.current)}
          labels={labels}
          timeOf={timeOf}
        />
      )}
      <p className="mk-visually-hidden" aria-live="polite">
        {announcer.text}
      </p>
    </figure>
  )
}
