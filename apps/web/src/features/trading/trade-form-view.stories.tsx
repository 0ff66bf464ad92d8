import { rupees } from '@mandi/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { TradeConfirmSheet } from './trade-confirm-sheet.tsx'
import { TradeFormView } from './trade-form-view.tsx'
import { TradeResultView } from './trade-result-view.tsx'
import { PLACED_CALL, SETTLED_RIGHT } from './trading-fixtures.ts'

const meta = {
  title: 'Screens/Home/Trading/Trade form',
  component: TradeFormView,
  decorators: [withAppProviders],
  args: {
    status: 'ready',
    balance: rupees(12_500),
    ratePercent: 15,
    amount: '',
    error: null,
    onAmountChange: fn(),
    onPick: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof TradeFormView>
export default meta
type Story = StoryObj<typeof meta>

/** First look: the field is empty (no prefill), the rate, the ₹100 minimum and quick amounts are shown. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('Amount (₹)')).toHaveValue('')
    await expect(canvas.getByText('Whole rupees, at least 100')).toBeVisible()
    await expect(canvas.getByText('15%')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '₹500.00' }))
    await expect(args.onPick).toHaveBeenCalledWith(rupees(500))
  },
}

/** ₹100 typed: what comes back if right (₹115.00) and if wrong (₹0.00). */
export const WithAmount: Story = {
  args: { amount: '100' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('₹115.00')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'CALL' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(0)
  },
}

/** A small balance: the quick amounts above it are disabled and said to be over the balance. */
export const LowBalance: Story = { args: { balance: rupees(800), amount: '500' } }

/** More typed than the balance: said at once, CALL and PUT off, and a way to add money. */
export const MoreThanBalance: Story = {
  args: { balance: rupees(800), amount: '900' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The balance inside the sentence is a Money amount (it never breaks inside the figure).
    const short = canvasElement.querySelector('#trade-form-short')
    await expect(short).toHaveTextContent('That is more than your balance of ₹800.00.')
    await expect(short?.querySelector('[data-money]')).toHaveTextContent('₹800.00')
    await expect(canvas.getByRole('link', { name: 'Add money' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'CALL' })).toBeDisabled()
  },
}

/** No money at all (the empty demo account): below the minimum, with a way to add money. */
export const NoBalance: Story = { args: { balance: rupees(0) } }

export const InvalidAmount: Story = { args: { amount: '099', error: 'Invalid Amount' } }

/** CALL tapped: the confirmation before anything is placed. */
export const Confirm: Story = {
  args: {
    amount: '100',
    confirm: (
      <TradeConfirmSheet
        direction={0}
        amount="100"
        amountPaise={rupees(100)}
        ratePercent={15}
        busy={false}
        onConfirm={fn()}
        onCancel={fn()}
      />
    ),
  },
}

/**
 * The price guard: the rate changed between the confirmation and Place. Nothing was placed; the sheet says so
 * with both rates, shows the new returns and asks again (a new request, a new key).
 */
export const ConfirmRateChanged: Story = {
  args: {
    amount: '1000',
    ratePercent: 12,
    confirm: (
      <TradeConfirmSheet
        direction={0}
        amount="1000"
        amountPaise={rupees(1000)}
        ratePercent={12}
        rateChange={{ from: 15, to: 12 }}
        busy={false}
        onConfirm={fn()}
        onCancel={fn()}
      />
    ),
  },
  play: async () => {
    const sheet = within(document.body).getByRole('dialog')
    await expect(within(sheet).getByRole('alert')).toHaveTextContent(
      'The rate changed from 15% to 12%. Nothing was placed.',
    )
  },
}

/** Placed: direction, amount, entry price, settle time and the countdown above the form. */
export const ResultCountdown: Story = {
  args: {
    amount: '100',
    result: (
      <TradeResultView
        phase="open"
        placed={PLACED_CALL}
        remainingMs={42_000}
        settled={null}
        ordersHref="/recods?code=btcusdt"
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('0:42')
  },
}

/** Settled right: what was paid back. */
export const ResultSettled: Story = {
  args: {
    amount: '100',
    result: (
      <TradeResultView
        phase="settled"
        placed={PLACED_CALL}
        remainingMs={0}
        settled={SETTLED_RIGHT}
        ordersHref="/recods?code=btcusdt"
      />
    ),
  },
}

export const Loading: Story = { args: { status: 'loading', balance: null, ratePercent: null } }
export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', balance: null, ratePercent: null },
}
