import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { TradeResultView } from './trade-result-view.tsx'
import { PLACED_CALL, SETTLED_RIGHT, SETTLED_WRONG } from './trading-fixtures.ts'

const meta = {
  title: 'Screens/Home/Trading/Trade result',
  component: TradeResultView,
  decorators: [withAppProviders],
  args: {
    phase: 'open',
    placed: PLACED_CALL,
    remainingMs: 59_000,
    settled: null,
    ordersHref: '/recods?code=btcusdt',
  },
} satisfies Meta<typeof TradeResultView>
export default meta
type Story = StoryObj<typeof meta>

export const Countdown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'CALL placed' })).toBeVisible()
    await expect(canvas.getByRole('timer')).toHaveTextContent('0:59')
    await expect(canvas.getByText('65,123.45')).toBeVisible()
  },
}
export const Checking: Story = { args: { phase: 'checking', remainingMs: 0 } }
export const SettledRight: Story = {
  args: { phase: 'settled', remainingMs: 0, settled: SETTLED_RIGHT },
  play: async ({ canvasElement }) => {
    const result = within(canvasElement).getByRole('region', { name: 'CALL placed' })
    await expect(within(result).getByRole('status')).toHaveTextContent(
      'Right: ₹115.00 paid back to your balance',
    )
  },
}
export const SettledWrong: Story = {
  args: {
    phase: 'settled',
    remainingMs: 0,
    settled: SETTLED_WRONG,
    placed: { ...PLACED_CALL, direction: 'put' },
  },
}
export const Unconfirmed: Story = { args: { phase: 'unconfirmed', remainingMs: 0 } }
/** trade/create answered without the order data: what is known, no entry price. */
export const WithoutServerData: Story = {
  args: {
    phase: 'unfollowed',
    placed: {
      info: 'Order placed',
      serial: 1,
      direction: 'call',
      amount: PLACED_CALL.amount,
      ratePercent: 15,
      deadline: PLACED_CALL.deadline,
    },
  },
}
