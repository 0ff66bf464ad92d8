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
  onSelect: fn(),
  onPay: fn(),
  onClose: fn(),
}

const meta = {
  title: 'Screens/Account/KYC',
  component: KycView,
  decorators: [withAppProviders],
  args: { pan: '', onPanChange: fn(), fee: '6000', onPay: fn(), sheet },
} satisfies Meta<typeof KycView>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const InvalidPan: Story = { args: { pan: 'ABC12', panError: 'Invalid PAN' } }
export const ChannelPopup: Story = { args: { pan: 'ABCDE1234F', sheet: { ...sheet, open: true } } }
export const ChannelsLoading: Story = {
  args: { pan: 'ABCDE1234F', sheet: { ...sheet, open: true, loading: true } },
}
