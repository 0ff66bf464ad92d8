import { rupees } from '@mandi/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { BALANCE, PLAN } from './mining-fixtures.ts'
import { MiningOrderView } from './mining-order-view.tsx'

const meta = {
  title: 'Screens/Home/Mining order',
  component: MiningOrderView,
  decorators: [withAppProviders],
  args: {
    status: 'success',
    plan: PLAN,
    balance: BALANCE,
    quantity: '',
    total: null,
    error: null,
    submitting: false,
    onQuantityChange: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MiningOrderView>
export default meta
type Story = StoryObj<typeof meta>

/** The plan, what its income rate means, and what one plan pays before any quantity is typed. */
export const Ready: Story = {}
/** An order was accepted here: the form points to My plans, where its income shows. */
export const Ordered: Story = { args: { ordered: true } }
export const WithQuantity: Story = { args: { quantity: '2', total: rupees(12_000) } }
export const InvalidNum: Story = { args: { quantity: '0', error: 'Enter a quantity from 1 to 999' } }
/** Ordering: the quantity is read-only (what was typed stays readable), the form busy, Buy spinning. */
export const Submitting: Story = {
  args: { quantity: '1', total: rupees(6000), submitting: true },
  play: async ({ args, canvasElement }) => {
    const quantity = within(canvasElement).getByLabelText('Quantity')
    await expect(quantity).toHaveAttribute('readonly')
    await expect(quantity).not.toBeDisabled()
    await expect(quantity.closest('form')).toHaveAttribute('aria-busy', 'true')
    await userEvent.type(quantity, '2')
    await expect(args.onQuantityChange).not.toHaveBeenCalled()
  },
}
export const Loading: Story = { args: { status: 'loading', plan: null, balance: null } }
export const MissingId: Story = { args: { status: 'missing-id', plan: null } }
export const ErrorState: Story = { name: 'Error', args: { status: 'error', plan: null } }
/** A large order: the total and the balance stay whole on one line (a fact too wide for half the card takes a row). */
export const LakhTotal: Story = {
  args: { quantity: '999', total: rupees(59_94_000), balance: rupees(1_25_00_000) },
}

/**
 * The price guard: the plan's price changed before Buy reached the server. Nothing was ordered; the form shows
 * the new price and total, says so, and waits for Buy again (a new request, a new key).
 */
export const PriceChanged: Story = {
  args: {
    plan: { ...PLAN, price: rupees(6300) },
    quantity: '2',
    total: rupees(12_600),
    priceChange: { from: rupees(6000), to: rupees(6300) },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The price changed from ₹6,000.00 to ₹6,300.00. Nothing was ordered or charged.',
    )
  },
}
