import { rupees } from '@mandi/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { offlineNotice, outOfReachNotice } from '../../layout/offline-fixtures.ts'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { ACTIVE_POSITIONS, CLOSED_POSITIONS } from './fixtures.ts'
import { PositionsView } from './positions-view.tsx'

const meta = {
  title: 'Screens/Account/Positions/Product positions',
  component: PositionsView,
  decorators: [withAppProviders],
  args: {
    tab: 'active',
    list: { status: 'success', items: ACTIVE_POSITIONS },
    expandedId: null,
    sellingId: null,
    confirmItem: null,
    sellResult: null,
    onTabChange: fn(),
    onToggle: fn(),
    onSell: fn(),
    onConfirmSell: fn(),
    onCancelSell: fn(),
    onSellResultOk: fn(),
    onSellRetry: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PositionsView>
export default meta
type Story = StoryObj<typeof meta>

export const Active: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Sell all 3 of Basmati Rice 5 kg' }),
    )
    await expect(args.onSell).toHaveBeenCalledWith(ACTIVE_POSITIONS[0])
  },
}

/**
 * Sell tapped: the confirm names the position, the unit price and the amount. The sale goes with that price,
 * so it is made at it or not at all.
 */
export const SellConfirm: Story = {
  args: { confirmItem: ACTIVE_POSITIONS[0] ?? null },
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', {
      name: 'Sell this position?',
    })
    await expect(dialog).toHaveTextContent('Sell all 3 of Basmati Rice 5 kg')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await expect(args.onCancelSell).toHaveBeenCalledOnce()
    await expect(args.onConfirmSell).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sell' }))
    await expect(args.onConfirmSell).toHaveBeenCalledOnce()
  },
}

/**
 * The price guard: the hour turned between the list and Sell, so the server refused the price shown. Nothing
 * was sold; the confirm comes back saying so, with the new price and amount, and Sell asks again (a new key).
 */
export const SellPriceChanged: Story = {
  args: {
    confirmItem: ACTIVE_POSITIONS[0] ?? null,
    confirmPrice: rupees(640),
    confirmPriceChange: { from: rupees(672), to: rupees(640) },
  },
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', {
      name: 'Sell this position?',
    })
    await expect(dialog).toHaveTextContent(
      'The price changed from ₹672.00 to ₹640.00. Nothing was sold. Check the new total and confirm again.',
    )
    await expect(dialog).toHaveTextContent('Sell all 3 of Basmati Rice 5 kg at ₹640.00 each: ₹1,920.00.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sell' }))
    await expect(args.onConfirmSell).toHaveBeenCalledOnce()
  },
}

export const Sold: Story = {
  args: { sellResult: { ok: true, message: 'Product sold successfully', canRetry: false } },
}

/** The outcome is unknown (time-out, no answer, an unreadable one): Retry sends the sale under the same key. */
export const SaleOutcomeUnknown: Story = {
  args: { sellResult: { ok: false, message: 'Network error occurred', canRetry: true } },
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Failed' })
    await expect(dialog).toHaveTextContent('Network error occurred')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }))
    await expect(args.onSellRetry).toHaveBeenCalledOnce()
  },
}

/** A definite refusal: no Retry, only OK. */
export const SaleFailed: Story = {
  args: { sellResult: { ok: false, message: 'Sale failed', canRetry: false } },
}

export const Expanded: Story = { args: { expandedId: 11 } }

export const Selling: Story = { args: { sellingId: 11 } }

export const Closed: Story = {
  args: { tab: 'closed', list: { status: 'success', items: CLOSED_POSITIONS }, expandedId: 9 },
}

/** Closed positions, a full page: Show more after the last one; the next page on its way. */
export const LoadingMore: Story = {
  args: {
    tab: 'closed',
    list: { status: 'success', items: CLOSED_POSITIONS, more: { status: 'loading', onMore: fn() } },
  },
}

export const Loading: Story = { args: { list: { status: 'loading' } } }

/** Nothing bought yet: the next step is the marketplace (Browse goods). */
export const Empty: Story = { args: { list: { status: 'empty' } } }

export const LoadFailed: Story = { args: { list: { status: 'error' } } }

/** Offline: the list kept on the phone, with its time; every Sell is off and says why. */
export const Offline: Story = {
  args: { lastKnown: offlineNotice, offline: true },
  play: async ({ canvasElement }) => {
    const sell = within(canvasElement).getByRole('button', { name: 'Sell all 3 of Basmati Rice 5 kg' })
    await expect(sell).toBeDisabled()
    await expect(sell).toHaveAccessibleDescription('You are offline. Connect to sell.')
  },
}

/** Online, but the list did not load: the kept list, with Retry in the banner; Sell stays on. */
export const ServerOutOfReach: Story = { args: { lastKnown: outOfReachNotice } }
