import { rupees, upiPayUrl } from '@mandi/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { BankTransferView } from './bank-transfer-view.tsx'
import { chatLink } from './chat-link.ts'
import { depositBank } from './fixtures.ts'

const ORDER = 'D20261122001'

const meta = {
  title: 'Screens/Account/Wallet/Bank transfer',
  component: BankTransferView,
  decorators: [withAppProviders],
  args: {
    linkComplete: true,
    status: 'success',
    amount: rupees(3000),
    amountValue: '3000.00',
    order: ORDER,
    bank: depositBank,
    upiUrl: upiPayUrl({
      payee: depositBank.upi,
      name: depositBank.accountHolder,
      amount: rupees(3000),
      note: ORDER,
    }),
    chatUrl: null,
    stage: 'unpaid',
    sentUtr: '',
    utr: { value: '', submitting: false },
    onUtrChange: fn(),
    onUtrSubmit: fn(),
    onRetry: fn(),
    onCopied: fn(),
  },
} satisfies Meta<typeof BankTransferView>
export default meta
type Story = StoryObj<typeof meta>

/** No messaging contact configured (the default): the details go through the in-app chat. */
export const WithUpi: Story = {}
export const WithoutUpi: Story = { args: { bank: { ...depositBank, upi: '-' }, upiUrl: null } }
export const SupportNumberConfigured: Story = {
  args: { chatUrl: chatLink('+91 90000 00001', `Amount: ₹3,000.00, ID: MND4821, Order: ${ORDER}`) },
}
export const UtrInvalid: Story = {
  args: {
    utr: {
      value: '12345',
      submitting: false,
      error: 'Enter the 12-digit UTR your bank shows for the transfer',
    },
  },
}
export const UtrSending: Story = { args: { utr: { value: '412345678901', submitting: true } } }
export const UtrBeingChecked: Story = { args: { stage: 'checking', sentUtr: '412345678901' } }
export const UtrRefused: Story = {
  args: { stage: 'refused', refusal: 'This UTR was already used for another deposit.' },
}
export const Credited: Story = { args: { stage: 'paid' } }
export const Cancelled: Story = { args: { stage: 'cancelled' } }
export const Loading: Story = { args: { status: 'loading', bank: undefined } }
export const Failed: Story = { args: { status: 'error', bank: undefined } }
export const IncompleteLink: Story = { args: { linkComplete: false } }
