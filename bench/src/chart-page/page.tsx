import { meter, nextFrame } from './frame-meter.ts'
import '@mandi/ui-kit/tokens.css'
import {
  type Candle,
  CandleChart,
  type CandleChartHandle,
  mulberry32,
  nextSampleTick,
  sampleCandles,
} from '@mandi/ui-kit/charts'
import {
  CandlestickSeries,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  type UTCTimestamp,
} from 'lightweight-charts'
import { createRef } from 'react'
import { createRoot, type Root } from 'react-dom/client'

/** `-ma`: the same chart with MA 5/10/30 over the close and a volume MA 5 switched on. */
type Library = 'ours' | 'lwc' | 'ours-ma' | 'lwc-ma'

const ALL_OVERLAYS = { ma5: true, ma10: true, ma30: true, volumeMa: true } as const

/** One mounted chart of either library, driven the same way. */
interface Mounted {
  push: (tick: Candle) => void
  unmount: () => void
}

const VISIBLE = 30
const WIDTH = 360
const HEIGHT = 320

function host(): HTMLElement {
  const element = document.createElement('div')
  element.style.width = `${WIDTH}px`
  document.body.append(element)
  return element
}

function mountOurs(candles: readonly Candle[], withOverlays = false): Mounted {
  const element = host()
  const root: Root = createRoot(element)
  const handle = createRef<CandleChartHandle>()
  root.render(
    <CandleChart
      ref={handle}
      candles={candles}
      period="1min"
      label="bench"
      height={HEIGHT}
      visibleCount={VISIBLE}
      overlays={withOverlays ? ALL_OVERLAYS : undefined}
      onDraw={() => {
        meter.lastEnd = performance.now()
      }}
    />,
  )
  return {
    push: (tick) => {
      handle.current?.pushTick(tick)
    },
    unmount: () => {
      root.unmount()
      element.remove()
    },
  }
}

const toBar = (c: Candle) => ({
  time: c.id as UTCTimestamp,
  open: c.open,
  high: c.high,
  low: c.low,
  close: c.close,
})
const toVolume = (c: Candle) => ({ time: c.id as UTCTimestamp, value: c.volume })

/** The mean of the last `period` values ending at `end` (inclusive), or null before a full window. */
function meanAt(values: readonly number[], end: number, period: number): number | null {
  if (end < period - 1) return null
  let sum = 0
  for (let index = end - period + 1; index <= end; index++) sum += values[index] as number
  return sum / period
}

const AVERAGES = [
  { period: 5, of: 'close' },
  { period: 10, of: 'close' },
  { period: 30, of: 'close' },
  { period: 5, of: 'volume' },
] as const

// Set up like ours: candles plus a volume histogram on its own scale in the bottom quarter, last 30 visible.
function mountLwc(candles: readonly Candle[], withOverlays = false): Mounted {
  const element = host()
  const chart: IChartApi = createChart(element, { width: WIDTH, height: HEIGHT })
  const price: ISeriesApi<'Candlestick'> = chart.addSeries(CandlestickSeries)
  const volume: ISeriesApi<'Histogram'> = chart.addSeries(HistogramSeries, { priceScaleId: 'vol' })
  chart.priceScale('vol').applyOptions({ scaleMargins: { top: 0.75, bottom: 0 } })
  price.setData(candles.map(toBar))
  volume.setData(candles.map(toVolume))
  chart.timeScale().setVisibleLogicalRange({ from: candles.length - VISIBLE, to: candles.length - 1 })
  // With overlays: one line series per average, fed the way a trading app would (the full data, then the
  // latest point on each tick).
  const closes = candles.map((c) => c.close)
  const volumes = candles.map((c) => c.volume)
  const times = candles.map((c) => c.id)
  const lines = withOverlays
    ? AVERAGES.map(({ period, of }) => {
        const series = chart.addSeries(LineSeries, {
          lineWidth: 1,
          priceScaleId: of === 'volume' ? 'vol' : 'right',
          lastValueVisible: false,
          priceLineVisible: false,
        })
        const values = of === 'volume' ? volumes : closes
        series.setData(
          times.flatMap((time, index) => {
            const value = meanAt(values, index, period)
            return value === null ? [] : [{ time: time as UTCTimestamp, value }]
          }),
        )
        return { series, period, values }
      })
    : []
  return {
    push: (tick) => {
      price.update(toBar(tick))
      volume.update(toVolume(tick))
      if (lines.length === 0) return
      if (times[times.length - 1] === tick.id) {
        closes[closes.length - 1] = tick.close
        volumes[volumes.length - 1] = tick.volume
      } else {
        times.push(tick.id)
        closes.push(tick.close)
        volumes.push(tick.volume)
      }
      for (const { series, period, values } of lines) {
        const value = meanAt(values, values.length - 1, period)
        if (value !== null) series.update({ time: tick.id as UTCTimestamp, value })
      }
    },
    unmount: () => {
      chart.remove()
      element.remove()
    },
  }
}

const mount = (library: Library, candles: readonly Candle[]) =>
  library.startsWith('ours')
    ? mountOurs(candles, library.endsWith('-ma'))
    : mountLwc(candles, library.endsWith('-ma'))

const settle = async () => {
  for (let frame = 0; frame < 3; frame++) await nextFrame()
}

/** The same seeded ticks for both libraries: updates of the forming candle, a new candle every `rollover`. */
function ticksAfter(candles: readonly Candle[], count: number, rollover: number): Candle[] {
  const random = mulberry32(42)
  const ticks: Candle[] = []
  let last = candles[candles.length - 1] as Candle
  for (let index = 1; index <= count; index++) {
    last = nextSampleTick(last, random, '1min', index % rollover === 0)
    ticks.push(last)
  }
  return ticks
}

let current: Mounted | null = null
let live: { last: Candle; index: number; random: () => number } | null = null

const bench = {
  /** Milliseconds from mounting to the end of the first drawn frame. */
  async firstRender(library: Library, count: number): Promise<number> {
    const candles = sampleCandles({ count, seed: 7 })
    await settle()
    const start = performance.now()
    meter.lastEnd = start
    const mounted = mount(library, candles)
    await settle()
    const elapsed = meter.lastEnd - start
    mounted.unmount()
    await settle()
    return elapsed
  },

  /** Per tick: the synchronous update plus the library's redraw on the next frame (one tick per frame). */
  async ticks(library: Library, count: number, ticks: number, rollover: number): Promise<number[]> {
    const candles = sampleCandles({ count, seed: 7 })
    const stream = ticksAfter(candles, ticks, rollover)
    const mounted = mount(library, candles)
    await settle()
    const costs: number[] = []
    let pending = 0
    for (const tick of stream) {
      await nextFrame()
      if (costs.length > 0 || pending > 0) costs.push(pending + meter.work)
      meter.work = 0
      const start = performance.now()
      mounted.push(tick)
      pending = performance.now() - start
    }
    await nextFrame()
    await nextFrame()
    costs.push(pending + meter.work)
    mounted.unmount()
    await settle()
    return costs
  },

  // Memory steps, split so the driver can force a GC and read the heap between them.
  async mountFor(library: Library, count: number) {
    const history = sampleCandles({ count, seed: 7 })
    current = mount(library, history)
    live = { last: history[history.length - 1] as Candle, index: 0, random: mulberry32(99) }
    await settle()
  },
  /** Continues the live stream of the mounted chart, one tick per frame as a live feed would give. */
  async pushTicks(count: number, rollover: number) {
    const mounted = current
    if (!mounted || !live) throw new Error('nothing mounted')
    for (let tick = 0; tick < count; tick++) {
      live.index += 1
      live.last = nextSampleTick(live.last, live.random, '1min', live.index % rollover === 0)
      mounted.push(live.last)
      await nextFrame()
    }
    await settle()
  },
  async unmountCurrent() {
    current?.unmount()
    current = null
    await settle()
  },
  async mountCycles(library: Library, cycles: number, count: number) {
    const candles = sampleCandles({ count, seed: 7 })
    for (let cycle = 0; cycle < cycles; cycle++) {
      const mounted = mount(library, candles)
      await settle()
      mounted.unmount()
      await settle()
    }
  },
}

;(window as unknown as { bench: typeof bench }).bench = bench
document.body.dataset.ready = 'true'
