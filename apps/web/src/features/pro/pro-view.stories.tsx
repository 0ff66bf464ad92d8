import { paise, rupees } from '@mandi/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { INVESTMENTS, LEGACY_TOTALS, TOTALS } from './pro-fixtures.ts'
import { ProView } from './pro-view.tsx'

const closedSheet = {
  open: false,
  amount: '',
  error: null,
  submitting: false,
  onAmountChange: fn(),
  onSubmit: fn(),
  onClose: fn(),
}

const meta = {
  title: 'Screens/Home/BIT Pro/BIT Pro',
  component: ProView,
  decorators: [withAppProviders],
  args: {
    status: 'success',
    totals: TOTALS,
    investments: INVESTMENTS,
    onRetry: fn(),
    onOpenBuy: fn(),
    buy: closedSheet,
  },
} satisfies Meta<typeof ProView>
export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {}
export const Loading: Story = { args: { status: 'loading', totals: null, investments: [] } }
/** No investments yet: the next step opens the invest popup. */
export const Empty: Story = {
  args: { status: 'empty', investments: [] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Invest now' }))
    await expect(args.onOpenBuy).toHaveBeenCalled()
  },
}

/** Totals in lakh: each full figure stays on one line; the two stack when they do not fit side by side. */
export const LakhTotals: Story = {
  args: {
    totals: {
      ...TOTALS,
      amount: rupees(12_50_000),
      profit: paise(1_23_456_78),
      transferable: paise(98_765_43),
    },
  },
}
/** A server without the terms (pro/total's extensions): totals only, no figures made up. */
export const WithoutTerms: Story = { args: { totals: LEGACY_TOTALS } }
export const ErrorState: Story = { name: 'Error', args: { status: 'error', totals: null, investments: [] } }
/** An amount typed: the popup states what it earns, what comes back at the end and the early penalty. */
export const BuyPopup: Story = {
  args: { buy: { ...closedSheet, open: true, amount: '10000' } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Invest in BIT Pro' })
    await expect(dialog).toHaveTextContent('keeps back ₹1,000.00 (10%)')
  },
}
export const BuyPopupInvalid: Story = {
  args: { buy: { ...closedSheet, open: true, amount: '12', error: 'Amount must be 3 to 12 digits' } },
}
export const BuyPopupSubmitting: Story = {
  args: { buy: { ...closedSheet, open: true, amount: '6000', submitting: true } },
}
/** More investments than a page: Show more after the last one. */
export const MoreToShow: Story = { args: { more: { status: 'idle', onMore: fn() } } }
