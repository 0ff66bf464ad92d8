import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { OPEN_TRADE_ORDERS, TRADE_ORDERS } from './fixtures.ts'
import { TradeListView } from './trade-list-view.tsx'

const meta = {
  title: 'Screens/Positions/Trade list',
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

export const TradingPairs: Story = {
  args: { tab: 'tradingPairs', list: { status: 'success', orders: OPEN_TRADE_ORDERS } },
}

export const Loading: Story = { args: { list: { status: 'loading' } } }

export const Empty: Story = { args: { list: { status: 'empty' } } }

export const LoadError: Story = { args: { list: { status: 'error' } } }
