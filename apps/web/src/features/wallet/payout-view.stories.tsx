import { toPaise } from '@mandi/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { payoutBanks } from './fixtures.ts'
import { PayoutView } from './payout-view.tsx'

const meta = {
  title: 'Screens/Account/Wallet/Withdraw',
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
    feePercent: '10',
    fee: null,
    total: null,
    banks: payoutBanks,
    bankId: null,
    onSelectBank: fn(),
    submitting: false,
    onSubmit: fn(),
    result: null,
    onCloseResult: fn(),
  },
} satisfies Meta<typeof PayoutView>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const WithFee: Story = {
  args: { amountText: '500', fee: toPaise('50'), total: toPaise('550'), bankId: 3 },
}
export const Salary: Story = { args: { tab: 'salary', available: toPaise('800') } }
export const FormErrors: Story = {
  args: { amountText: '5', amountError: 'Invalid Amount', bankError: 'Please select a bank account' },
}
/** In flight: the amount is read-only, the other bank is off (the chosen one still shown), the form busy. */
export const Submitting: Story = {
  args: { amountText: '500', fee: toPaise('50'), total: toPaise('550'), bankId: 3, submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('Amount (₹)')).toHaveAttribute('readonly')
    await expect(canvas.getByLabelText('Amount (₹)').closest('form')).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('radio', { name: 'Demo Bank ····9876' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Sample Bank ····2233' })).toBeDisabled()
  },
}
export const NoBank: Story = { args: { status: 'noBank', banks: [] } }
export const Loading: Story = { args: { status: 'loading' } }
export const Failed: Story = { args: { status: 'error', errorText: 'Network error occurred' } }
/** Amount plus fee is more than the available balance: flagged at the field while typing. */
export const OverBalance: Story = {
  args: {
    available: toPaise('500'),
    amountText: '500',
    fee: toPaise('50'),
    total: toPaise('550'),
    amountError: 'Amount plus fee is ₹550.00, more than the available ₹500.00.',
  },
}
/** The same on the Salary tab, against the salary balance. */
export const OverSalaryBalance: Story = {
  args: {
    tab: 'salary',
    available: toPaise('800'),
    amountText: '800',
    fee: toPaise('80'),
    total: toPaise('880'),
    amountError: 'Amount plus fee is ₹880.00, more than the available ₹800.00.',
  },
}
/** After payout/create answered with its receipt: reference, amount, fee, what was taken, the records. */
export const Result: Story = {
  args: {
    available: toPaise('11950'),
    result: {
      source: 'balance',
      info: 'Withdrawal submitted',
      orderNumber: 'W20261125093012345',
      amount: toPaise('500'),
      fee: toPaise('50'),
    },
  },
}
/** A server that sends no receipt: only the amount requested is known; the records hold the reference. */
export const ResultWithoutReceipt: Story = {
  args: {
    tab: 'salary',
    available: toPaise('300'),
    result: {
      source: 'salary',
      info: 'Withdrawal submitted',
      orderNumber: null,
      amount: toPaise('500'),
      fee: null,
    },
  },
}
/** A payout_fee that is not a percent: no fee line in the note, no fee or total. */
export const FeeUnknown: Story = { args: { feePercent: null, amountText: '500' } }
