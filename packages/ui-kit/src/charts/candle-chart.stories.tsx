import { KLINE_PERIODS, type KlinePeriod, seededRandom } from '@mandi/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo, useRef, useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../components/button/button.tsx'
import { Tabs } from '../components/tabs/tabs.tsx'
import { CandleChart, type CandleChartHandle, type CandleChartProps } from './candle-chart.tsx'
import { nextSampleTick, sampleCandles } from './sample-data.ts'

const meta = {
  title: 'Charts/CandleChart',
  component: CandleChart,
  args: { candles: sampleCandles(), period: '1min', label: 'BTC/USDT price, 1min candles' },
  parameters: { localeArgs: { hd: { label: 'BTC/USDT keemat, 1min candle' } } },
} satisfies Meta<typeof CandleChart>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('group', { name: 'BTC/USDT price, 1min candles' })
    await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull())
  },
}

export const LongHistory: Story = { args: { candles: sampleCandles({ count: 300, seed: 2 }) } }

function WithPeriods(props: CandleChartProps) {
  const [period, setPeriod] = useState<KlinePeriod>('1min')
  // A new history per period, as the app gets from market/kline.
  const candles = useMemo(() => sampleCandles({ period, count: 120, seed: period.length }), [period])
  return (
    <div>
      <Tabs
        label="Period"
        value={period}
        onChange={(value) => setPeriod(value as KlinePeriod)}
        items={KLINE_PERIODS.map((value) => ({ value, label: value }))}
      />
      <CandleChart {...props} candles={candles} period={period} label={`Price, ${period} candles`} />
    </div>
  )
}

export const Periods: Story = {
  render: (args) => <WithPeriods {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: '1day' }))
    await expect(canvas.getByRole('group', { name: 'Price, 1day candles' })).toBeVisible()
  },
}

function Live(props: CandleChartProps) {
  const chart = useRef<CandleChartHandle>(null)
  const random = useRef(seededRandom(5))
  const [count, setCount] = useState(props.candles.length)
  const push = (newCandle: boolean) => {
    const handle = chart.current
    const last = handle?.candles().at(-1)
    if (!handle || !last) return
    handle.pushTick(nextSampleTick(last, random.current, props.period, newCandle))
    setCount(handle.candles().length)
  }
  return (
    <div>
      <CandleChart {...props} ref={chart} />
      <p>{`${count} candles`}</p>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button variant="secondary" onClick={() => push(false)}>
          Update tick
        </Button>
        <Button onClick={() => push(true)}>New candle</Button>
      </div>
    </div>
  )
}

export const LiveTicks: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('30 candles')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Update tick' }))
    await expect(canvas.getByText('30 candles')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'New candle' }))
    await expect(canvas.getByText('31 candles')).toBeVisible()
  },
}

/** No candles yet (a new market): no table to offer, and the chart keeps its place on the page. */
export const Empty: Story = {
  args: { candles: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('group', { name: 'BTC/USDT price, 1min candles' })).toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'Show as table' })).toBeNull()
  },
}
export const HdText: Story = { args: { label: 'BTC/USDT keemat, 1min candle' } }

const lineCandles = sampleCandles({ count: 60, seed: 3 })
const lastClose = lineCandles.at(-1)?.close ?? 0

/** An open trade's entry price marked on the chart (the /kline result of a CALL). */
export const EntryPriceLine: Story = {
  args: {
    candles: lineCandles,
    priceLines: [{ price: lastClose, label: `Entry CALL ${lastClose.toFixed(2)}`, tone: 'up' }],
  },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('group', { name: 'BTC/USDT price, 1min candles' })
    await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull())
    await expect(within(canvasElement).getByText(`Entry CALL ${lastClose.toFixed(2)}`)).toBeInTheDocument()
  },
}

/** MA 5, 10 and 30 over the candles and the volume MA over the bars, each named in the legend. */
export const WithOverlays: Story = {
  args: {
    candles: sampleCandles({ count: 120, seed: 4 }),
    overlays: { ma5: true, ma10: true, ma30: true, volumeMa: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('MA 30')).toBeVisible()
    await expect(canvas.getByText('Vol MA 5')).toBeVisible()
  },
}

/** Hovering (or touching and holding) shows the crosshair and the candle's time, open, high, low, close, volume. */
export const CrosshairReadout: Story = {
  args: { candles: sampleCandles({ count: 60, seed: 6 }) },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('group', { name: 'BTC/USDT price, 1min candles' })
    await waitFor(() => expect(chart.querySelector('.u-over')).not.toBeNull())
    const over = chart.querySelector('.u-over') as HTMLElement
    const box = over.getBoundingClientRect()
    over.dispatchEvent(
      new MouseEvent('mouseenter', {
        bubbles: false,
        clientX: box.left + box.width / 2,
        clientY: box.top + 40,
      }),
    )
    over.dispatchEvent(
      new MouseEvent('mousemove', {
        bubbles: true,
        clientX: box.left + box.width / 2,
        clientY: box.top + 40,
      }),
    )
    await waitFor(() => expect(canvasElement.querySelector('[data-testid="chart-readout"]')).not.toBeNull())
  },
}

/** The text alternative and the table of the visible candles, for screen readers and anyone who prefers it. */
export const TableView: Story = {
  args: {
    candles: sampleCandles({ count: 60, seed: 7 }),
    describe: (stats) =>
      `BTC/USDT, 1min. Last ${stats.last.close.toFixed(2)}. High ${stats.high.toFixed(2)}, low ${stats.low.toFixed(2)}.`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }))
    const table = canvas.getByRole('table', { name: 'Visible candles, newest first' })
    await expect(within(table).getAllByRole('row')).toHaveLength(31)
    await expect(canvas.getByRole('button', { name: 'Show chart' })).toHaveAttribute('aria-expanded', 'true')
  },
}

function OverlaySwitch(props: CandleChartProps) {
  const [shown, setShown] = useState(false)
  return (
    <div>
      <Button variant="secondary" aria-pressed={shown} onClick={() => setShown(!shown)}>
        Moving averages
      </Button>
      <CandleChart {...props} overlays={shown ? { ma5: true, ma10: true, ma30: true, volumeMa: true } : {}} />
    </div>
  )
}

/** Overlays switched on, then off again: the averages and their legend come and go without a rebuild. */
export const OverlaysOnOff: Story = {
  args: { candles: sampleCandles({ count: 120, seed: 4 }) },
  render: (args) => <OverlaySwitch {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const toggle = canvas.getByRole('button', { name: 'Moving averages' })
    await expect(canvas.queryByText('MA 5')).toBeNull()
    await userEvent.click(toggle)
    await expect(canvas.getByText('MA 5')).toBeVisible()
    await expect(canvas.getByText('Vol MA 5')).toBeVisible()
    await userEvent.click(toggle)
    await expect(canvas.queryByText('MA 5')).toBeNull()
  },
}

/** Touch and hold on the plot (a phone's long press): the crosshair and readout follow the finger, lifting it hides them. */
export const CrosshairTouchHold: Story = {
  args: { candles: sampleCandles({ count: 60, seed: 6 }) },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('group', { name: 'BTC/USDT price, 1min candles' })
    await waitFor(() => expect(chart.querySelector('.u-over')).not.toBeNull())
    const over = chart.querySelector('.u-over') as HTMLElement
    const box = over.getBoundingClientRect()
    const touch = { pointerId: 7, pointerType: 'touch', bubbles: true, isPrimary: true }
    const at = { clientX: box.left + box.width / 3, clientY: box.top + 60 }
    over.dispatchEvent(new PointerEvent('pointerdown', { ...touch, ...at }))
    const readout = () => canvasElement.querySelector('[data-testid="chart-readout"]')
    await waitFor(() => expect(readout()).not.toBeNull(), { timeout: 2000 })
    await expect(readout()).toHaveTextContent(/Open/)
    over.dispatchEvent(new PointerEvent('pointerup', { ...touch, ...at }))
    await waitFor(() => expect(readout()).toBeNull())
  },
}
