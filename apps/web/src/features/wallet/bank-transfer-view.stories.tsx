import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { BankTransferView } from './bank-transfer-view.tsx'
import { chatLink } from './chat-link.ts'
import { depositBank } from './fixtures.ts'

const meta = {
  title: 'Screens/Account/Wallet/Bank transfer',
  component: BankTransferView,
  decorators: [withAppProviders],
  args: {
    linkComplete: true,
    status: 'success',
    amountValue: '600.00',
    order: 'D20261122001',
    bank: depositBank,
    chatUrl: chatLink('+91 98765 43210', 'Amount: ₹600.00, ID: MND4821, Order: D20261122001'),
    onRetry: fn(),
    onCopied: fn(),
  },
} satisfies Meta<typeof BankTransferView>
export default meta
type Story = StoryObj<typeof meta>

export const WithUpi: Story = {}
export const WithoutUpi: Story = { args: { bank: { ...depositBank, upi: '-' } } }
export const NoSupportNumber: Story = { args: { chatUrl: null } }
export const Loading: Story = { args: { status: 'loading', bank: undefined } }
export const Failed: Story = { args: { status: 'error', bank: undefined } }
export const IncompleteLink: Story = { args: { linkComplete: false } }
