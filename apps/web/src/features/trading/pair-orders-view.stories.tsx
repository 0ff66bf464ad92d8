import { rupees } from '@mandi/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { offlineNotice } from '../../layout/offline-fixtures.ts'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { PairOrdersView } from './pair-orders-view.tsx'
import { BTC, ORDERS, PROCESSING_ORDER } from './trading-fixtures.ts'

const meta = {
  title: 'Screens/Home/Trading/Pair orders',
  component: PairOrdersView,
  decorators: [withAppProviders],
  args: { pair: BTC, status: 'success', orders: ORDERS, onRetry: fn() },
} satisfies Meta<typeof PairOrdersView>
export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: { status: 'loading', orders: [] } }

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Showing only your orders for BTC/USDT.')).toBeVisible()
  },
}

/** No orders yet: the next step is a trade on this pair's chart. */
export const Empty: Story = {
  args: { status: 'empty', orders: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Place a trade' })).toBeVisible()
  },
}

/** Large amounts at 360 px: each amount stays on one line (Money), the day headings name their lists. */
export const LakhAmounts: Story = {
  args: {
    orders: ORDERS.map((order) => ({
      ...order,
      amount: rupees(12_50_000),
      profitAmount: order.status === 1 ? rupees(1_87_500) : order.profitAmount,
    })),
  },
}

export const ErrorState: Story = { name: 'Error', args: { status: 'error', orders: [] } }

export const NoPair: Story = { args: { pair: null, status: 'loading', orders: [] } }

/** An open order (status 0): when it settles, in India time, instead of a ₹0.00 profit. */
export const OpenOrder: Story = {
  args: { orders: [PROCESSING_ORDER] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Open, settles at 2:06:10 pm')).toBeVisible()
  },
}

/** Offline: the pair's trades kept on the phone, with their time. */
export const Offline: Story = { args: { lastKnown: offlineNotice, offline: true } }

/** Offline with no trades of the pair kept: Place a trade is off and says why. */
export const OfflineEmpty: Story = {
  args: { status: 'empty', orders: [], lastKnown: offlineNotice, offline: true },
}
/** Older trades may still come: Show more after the last one. */
export const MoreToShow: Story = { args: { more: { status: 'idle', onMore: fn() } } }
