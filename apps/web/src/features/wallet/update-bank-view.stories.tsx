import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { bankValues } from './fixtures.ts'
import { UpdateBankView } from './update-bank-view.tsx'

const meta = {
  title: 'Screens/Account/Wallet/Update bank',
  component: UpdateBankView,
  decorators: [withAppProviders],
  args: {
    status: 'ready',
    onRetry: fn(),
    step: 0,
    values: bankValues,
    otp: '',
    errors: {},
    busy: false,
    onChange: fn(),
    onSendOtp: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof UpdateBankView>
export default meta
type Story = StoryObj<typeof meta>

export const SendOtp: Story = {}
export const EnterOtp: Story = { args: { step: 1, otp: '1234' } }
export const FormErrors: Story = {
  args: {
    step: 1,
    errors: { account: 'Invalid Bank Account Number', ifsc: 'Invalid IFSC Code', otp: 'Invalid OTP Code' },
  },
}
export const Sending: Story = { args: { busy: true } }
export const NoBank: Story = { args: { status: 'noBank' } }
export const Loading: Story = { args: { status: 'loading' } }
export const Failed: Story = { args: { status: 'error' } }
