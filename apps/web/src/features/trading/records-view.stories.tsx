import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { RecordsView } from './records-view.tsx'
import { BTC, ORDERS, PROCESSING_ORDER } from './trading-fixtures.ts'

const meta = {
  title: 'Screens/Trading/Records',
  component: RecordsView,
  decorators: [withAppProviders],
  args: { pair: BTC, status: 'success', orders: ORDERS, onRetry: fn() },
} satisfies Meta<typeof RecordsView>
export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: { status: 'loading', orders: [] } }

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Showing only your orders for BTC/USDT.')).toBeVisible()
  },
}

export const Empty: Story = { args: { status: 'empty', orders: [] } }

export const ErrorState: Story = { name: 'Error', args: { status: 'error', orders: [] } }

export const NoPair: Story = { args: { pair: null, status: 'loading', orders: [] } }

/** An open order (status 0): when it settles, in India time, instead of a ₹0.00 profit. */
export const OpenOrder: Story = {
  args: { orders: [PROCESSING_ORDER] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Open, settles at 2:06:10 pm')).toBeVisible()
  },
}
