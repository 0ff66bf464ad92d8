import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { OrderDetailView } from './order-detail-view.tsx'
import { LOSS_ORDER, PROCESSING_ORDER, PROFIT_ORDER } from './trading-fixtures.ts'

const meta = {
  title: 'Screens/Home/Trading/Order detail',
  component: OrderDetailView,
  decorators: [withAppProviders],
  args: { status: 'success', order: PROFIT_ORDER, onRetry: fn() },
} satisfies Meta<typeof OrderDetailView>
export default meta
type Story = StoryObj<typeof meta>

export const Profit: Story = {}
export const Loss: Story = { args: { order: LOSS_ORDER } }
/** Open (status 0): when it settles instead of a profit. */
export const Processing: Story = { args: { order: PROCESSING_ORDER } }
export const Loading: Story = { args: { status: 'loading', order: null } }
export const NotFound: Story = { args: { status: 'not-found', order: null } }
export const MissingId: Story = { args: { status: 'missing-id', order: null } }
export const ErrorState: Story = { name: 'Error', args: { status: 'error', order: null } }
