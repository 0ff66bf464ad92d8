import { toPaise } from '@mandi/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { DepositView } from './deposit-view.tsx'
import { channels, depositAmounts } from './fixtures.ts'

const closedSheet = {
  open: false,
  loading: false,
  channels,
  channelId: null,
  paying: false,
  onSelect: fn(),
  onPay: fn(),
  onClose: fn(),
}

const meta = {
  title: 'Screens/Account/Wallet/Deposit',
  component: DepositView,
  decorators: [withAppProviders],
  args: {
    amountsLoading: false,
    amounts: depositAmounts,
    amountText: '600',
    amountLabel: '₹600.00',
    amount: toPaise('600'),
    onAmountChange: fn(),
    onContinue: fn(),
    sheet: closedSheet,
  },
} satisfies Meta<typeof DepositView>
export default meta
type Story = StoryObj<typeof meta>

export const Preselected600: Story = {}
export const LoadingAmounts: Story = { args: { amountsLoading: true } }
export const InvalidAmount: Story = { args: { amountText: '5', amountError: 'Invalid Amount' } }
export const ChannelsLoading: Story = { args: { sheet: { ...closedSheet, open: true, loading: true } } }
export const ChoosingChannel: Story = {
  args: { sheet: { ...closedSheet, open: true, error: 'Please select a payment method' } },
}
export const NoChannels: Story = { args: { sheet: { ...closedSheet, open: true, channels: [] } } }
export const Paying: Story = { args: { sheet: { ...closedSheet, open: true, channelId: 2, paying: true } } }
