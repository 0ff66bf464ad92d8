import { rupees } from '@mandi/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { TradeFormView } from './trade-form-view.tsx'

const meta = {
  title: 'Screens/Trading/Trade form',
  component: TradeFormView,
  decorators: [withAppProviders],
  args: {
    status: 'ready',
    balance: rupees(12_500),
    amount: '1875',
    error: null,
    submitting: null,
    onAmountChange: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof TradeFormView>
export default meta
type Story = StoryObj<typeof meta>

export const Prefilled: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'CALL' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(0)
  },
}
export const InvalidAmount: Story = { args: { amount: '12', error: 'Invalid Amount' } }
export const PlacingCall: Story = { args: { submitting: 0 } }
export const Loading: Story = { args: { status: 'loading', balance: null, amount: '' } }
export const ErrorState: Story = { name: 'Error', args: { status: 'error', balance: null, amount: '' } }
