import { rupees } from '@mandi/domain'
import { CandleChart, sampleCandles } from '@mandi/ui-kit/charts'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { MarketChartView } from './market-chart-view.tsx'
import { TradeFormView } from './trade-form-view.tsx'
import { TradeResultView } from './trade-result-view.tsx'
import { BTC, PLACED_CALL } from './trading-fixtures.ts'

// The ui-kit's seeded sample data (spec §2: built-in sample data, 30 candles) stands in for market/kline.
const candles = sampleCandles({ period: '1min' })

const form = (
  <TradeFormView
    status="ready"
    balance={rupees(12_500)}
    ratePercent={15}
    amount=""
    error={null}
    onAmountChange={fn()}
    onPick={fn()}
    onSubmit={fn()}
    onRetry={fn()}
  />
)

const meta = {
  title: 'Screens/Home/Trading/Market chart',
  component: MarketChartView,
  decorators: [withAppProviders],
  args: {
    pair: BTC,
    period: '1min',
    chartStatus: 'ready',
    chart: <CandleChart candles={candles} period="1min" label="Candlestick chart of BTC/USDT, 1min" />,
    lastPrice: candles.at(-1)?.close ?? null,
    form,
    onPeriodChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MarketChartView>
export default meta
type Story = StoryObj<typeof meta>

export const Live: Story = {}
export const Loading: Story = { args: { chartStatus: 'loading', lastPrice: null } }
export const ErrorState: Story = { name: 'Error', args: { chartStatus: 'error', lastPrice: null } }
export const NoPair: Story = { args: { pair: null } }
/** Loaded, but no candle for this pair and period yet and no live price: said, not an empty frame. */
export const NoPricesYet: Story = {
  args: {
    lastPrice: null,
    chart: <CandleChart candles={[]} period="1min" label="Candlestick chart of BTC/USDT, 1min" />,
  },
}

/** The socket gave up: the chart keeps the last prices, the page says so plainly and offers Retry. */
export const LivePricesStopped: Story = {
  args: { liveStatus: 'stopped' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Live prices have stopped.')).toBeVisible()
    await expect(canvas.getByRole('group', { name: 'Candlestick chart of BTC/USDT, 1min' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}
/** Retry was tapped (or the feed tries by itself): reconnecting, until a price comes. */
export const LivePricesResuming: Story = { args: { liveStatus: 'resuming' } }

const entry = candles.at(-1)?.close ?? 0

/** Just after a CALL: the entry price marked on the chart, the result with its countdown above the form. */
export const OpenTrade: Story = {
  args: {
    chart: (
      <CandleChart
        candles={candles}
        period="1min"
        label="Candlestick chart of BTC/USDT, 1min"
        priceLines={[{ price: entry, label: `Entry CALL ${entry.toFixed(2)}`, tone: 'up' }]}
      />
    ),
    form: (
      <TradeFormView
        status="ready"
        balance={rupees(12_400)}
        ratePercent={15}
        amount="100"
        error={null}
        result={
          <TradeResultView
            phase="open"
            placed={{ ...PLACED_CALL, openPrice: entry }}
            remainingMs={48_000}
            settled={null}
            ordersHref="/recods?code=btcusdt"
          />
        }
        onAmountChange={fn()}
        onPick={fn()}
        onSubmit={fn()}
        onRetry={fn()}
      />
    ),
  },
}
