import { KYC_FEE } from '@mandi/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { channels } from '../wallet/fixtures.ts'
import { KycView } from './kyc-view.tsx'

const sheet = {
  open: false,
  loading: false,
  channels,
  channelId: null,
  paying: false,
  amountLabel: '₹6,000.00',
  amount: KYC_FEE,
  onSelect: fn(),
  onPay: fn(),
  onClose: fn(),
}

const meta = {
  title: 'Screens/Account/KYC',
  component: KycView,
  decorators: [withAppProviders],
  args: {
    status: 'ready',
    onRetry: fn(),
    verified: false,
    pendingReview: false,
    fee: KYC_FEE,
    onPay: fn(),
    sheet,
  },
} satisfies Meta<typeof KycView>
export default meta
type Story = StoryObj<typeof meta>

/** kyc_status 0: Not verified, what the fee is, the link to /verif and the payment button. */
export const NotVerified: Story = {}
/** kyc_status 1: the PAN form was sent; still Not verified. */
export const PendingReview: Story = { args: { pendingReview: true } }
/** kyc_status 2: Verified, and no payment is offered. */
export const Verified: Story = { args: { verified: true } }
export const ChannelPopup: Story = { args: { sheet: { ...sheet, open: true } } }
export const ChannelsLoading: Story = { args: { sheet: { ...sheet, open: true, loading: true } } }
export const Loading: Story = { args: { status: 'loading' } }
export const Failed: Story = { args: { status: 'error', errorText: 'Network error occurred' } }
