import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { offlineNotice } from '../../layout/offline-fixtures.ts'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { OPEN_TRADE_ORDERS, TRADE_ORDERS } from './fixtures.ts'
import { TradeListView } from './trade-list-view.tsx'

const meta = {
  title: 'Screens/Account/Positions/Trade list',
  component: TradeListView,
  decorators: [withAppProviders],
  args: {
    tab: 'history',
    list: { status: 'success', orders: TRADE_ORDERS },
    onTabChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof TradeListView>
export default meta
type Story = StoryObj<typeof meta>

export const History: Story = {}

/** A full page of trades: Show more after the last one. */
export const MoreToShow: Story = {
  args: { list: { status: 'success', orders: TRADE_ORDERS, more: { status: 'idle', onMore: fn() } } },
}

/** Status 0: the "Open trades" tab (the spec's "Trading Pairs"). */
export const OpenTrades: Story = {
  args: { tab: 'tradingPairs', list: { status: 'success', orders: OPEN_TRADE_ORDERS } },
}

export const Loading: Story = { args: { list: { status: 'loading' } } }

/** No settled trades: the next step is the chart of the default pair. */
export const Empty: Story = {
  args: { list: { status: 'empty' } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /chart|चार्ट/i })
    await expect(link.getAttribute('href')).toContain('/kline?')
  },
}

/** No open trades (status 0 is empty): the same next step. */
export const NoOpenTrades: Story = { args: { tab: 'tradingPairs', list: { status: 'empty' } } }

export const LoadError: Story = { args: { list: { status: 'error' } } }

/** Offline: the trades kept on the phone, with their time. */
export const Offline: Story = { args: { lastKnown: offlineNotice, offline: true } }

/** Offline with no open trades kept: "Place a trade" is off and says why. */
export const OfflineNoOpenTrades: Story = {
  args: { tab: 'tradingPairs', list: { status: 'empty' }, lastKnown: offlineNotice, offline: true },
}
