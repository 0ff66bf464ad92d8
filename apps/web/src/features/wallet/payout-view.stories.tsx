import { toPaise } from '@mandi/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { payoutBanks } from './fixtures.ts'
import { PayoutView } from './payout-view.tsx'

const meta = {
  title: 'Screens/Wallet/Payout',
  component: PayoutView,
  decorators: [withAppProviders],
  args: {
    status: 'ready',
    onRetry: fn(),
    tab: 'balance',
    onTabChange: fn(),
    available: toPaise('12500'),
    amountText: '',
    onAmountChange: fn(),
    fee: null,
    total: null,
    banks: payoutBanks,
    bankId: null,
    onSelectBank: fn(),
    submitting: false,
    onSubmit: fn(),
  },
} satisfies Meta<typeof PayoutView>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const WithFee: Story = {
  args: { amountText: '500', fee: toPaise('100'), total: toPaise('600'), bankId: 3 },
}
export const Salary: Story = { args: { tab: 'salary', available: toPaise('800') } }
export const FormErrors: Story = {
  args: { amountText: '5', amountError: 'Invalid Amount', bankError: 'Please select a bank account' },
}
export const Submitting: Story = {
  args: { amountText: '500', fee: toPaise('100'), total: toPaise('600'), bankId: 3, submitting: true },
}
export const NoBank: Story = { args: { status: 'noBank', banks: [] } }
export const Loading: Story = { args: { status: 'loading' } }
export const Failed: Story = { args: { status: 'error', errorText: 'Network error occurred' } }
