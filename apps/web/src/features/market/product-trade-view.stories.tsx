import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import {
  BUY_POPUP,
  BUY_POPUP_OPENED,
  BUY_POPUP_PRICE_CHANGED,
  BUY_POPUP_ROUNDED,
  BUY_POPUP_SHORT,
  PRODUCT_DETAIL,
  SELL_POPUP,
  SELL_POPUP_PRICE_CHANGED,
} from './fixtures.ts'
import { ProductTradeView } from './product-trade-view.tsx'

const meta = {
  title: 'Screens/Goods/Product trading',
  component: ProductTradeView,
  decorators: [withAppProviders],
  args: {
    load: { status: 'success', product: PRODUCT_DETAIL },
    held: 2,
    ready: true,
    popup: null,
    result: null,
    onBack: fn(),
    onReload: fn(),
    onBuy: fn(),
    onSell: fn(),
    onQuantityChange: fn(),
    onMax: fn(),
    onConfirm: fn(),
    onClosePopup: fn(),
    onResultOk: fn(),
  },
} satisfies Meta<typeof ProductTradeView>
export default meta
type Story = StoryObj<typeof meta>

export const Detail: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Buy' }))
    await expect(args.onBuy).toHaveBeenCalledTimes(1)
  },
}

export const NothingHeld: Story = { args: { held: 0 } }

export const Loading: Story = { args: { load: { status: 'loading' }, ready: false } }

export const LoadError: Story = { args: { load: { status: 'error' }, ready: false } }

/** The buy popup as it opens: quantity 1, with Max. */
export const BuyPopupQuantityOne: Story = {
  args: { popup: BUY_POPUP_OPENED },
  play: async ({ args }) => {
    const sheet = within(document.body).getByRole('dialog')
    await expect(within(sheet).getByRole('textbox', { name: 'Quantity' })).toHaveValue('1')
    await userEvent.click(within(sheet).getByRole('button', { name: 'Max' }))
    await expect(args.onMax).toHaveBeenCalledTimes(1)
  },
}

/** After Max: the §9 maximum, balance first and integral for the rest, adding up to the total. */
export const BuyPopup: Story = { args: { popup: BUY_POPUP } }

/** Whole-rupee integral with paise in the price: the balance line gives back the paise; lines still add up. */
export const BuyPopupRounded: Story = { args: { popup: BUY_POPUP_ROUNDED } }

/** Too little money: the shortfall in ₹, a link to /deposit, Confirm disabled. */
export const BuyPopupInsufficientFunds: Story = {
  args: { popup: BUY_POPUP_SHORT },
  play: async () => {
    const sheet = within(document.body).getByRole('dialog')
    await expect(within(sheet).getByRole('button', { name: 'Confirm purchase' })).toBeDisabled()
    await expect(within(sheet).getByRole('link', { name: 'Add money' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/deposit$/),
    )
  },
}

/** A long description: Buy and Sell stay in the sticky footer at the bottom of the viewport. */
export const StickyFooter: Story = {
  args: {
    load: {
      status: 'success',
      product: {
        ...PRODUCT_DETAIL,
        description: Array.from(
          { length: 12 },
          (_, i) => `Paragraph ${i + 1}: aged long-grain basmati from Punjab, double polished, packed fresh.`,
        ).join('\n'),
      },
    },
  },
}

/**
 * The purchase is in flight: the quantity is read-only (readable, focus kept), minus, plus and Max are off,
 * the popup's form is busy and Confirm spins. What is typed now is visibly not taken.
 */
export const Buying: Story = {
  args: { popup: { ...BUY_POPUP, busy: true } },
  play: async ({ args }) => {
    const sheet = within(document.body).getByRole('dialog')
    const quantity = within(sheet).getByRole('textbox', { name: 'Quantity' })
    await expect(quantity).toHaveAttribute('readonly')
    await expect(quantity).not.toBeDisabled()
    await expect(quantity.closest('form')).toHaveAttribute('aria-busy', 'true')
    await expect(within(sheet).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled()
    await expect(within(sheet).getByRole('button', { name: 'Max' })).toBeDisabled()
    await userEvent.type(quantity, '1')
    await expect(quantity).toHaveValue('3')
    await expect(args.onQuantityChange).not.toHaveBeenCalled()
  },
}

export const SellPopup: Story = { args: { popup: SELL_POPUP } }

/**
 * The price guard: the price stepped at the hour before Confirm reached the server. Nothing was charged; the
 * popup says so with both prices, shows the new total and asks again (a new confirmation, a new key).
 */
export const BuyPriceChanged: Story = {
  args: {
    load: { status: 'success', product: { ...PRODUCT_DETAIL, price: BUY_POPUP_PRICE_CHANGED.price } },
    popup: BUY_POPUP_PRICE_CHANGED,
  },
  play: async ({ args }) => {
    const sheet = within(document.body).getByRole('dialog')
    await expect(within(sheet).getByRole('alert')).toHaveTextContent(
      'The price changed from ₹650.00 to ₹662.40. Nothing was charged.',
    )
    await expect(within(sheet).getByText('Total').parentElement).toHaveTextContent('₹1,324.80')
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm purchase' }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
  },
}

/** The same for a sale: nothing was sold; the new proceeds, split as the position was paid. */
export const SellPriceChanged: Story = {
  args: {
    load: { status: 'success', product: { ...PRODUCT_DETAIL, price: SELL_POPUP_PRICE_CHANGED.price } },
    popup: SELL_POPUP_PRICE_CHANGED,
  },
}

/** The popup was closed while the purchase was in flight: it goes on, and its outcome will show. */
export const PurchaseUnderWay: Story = { args: { ready: false, pending: 'buy' } }

export const PurchaseSuccessful: Story = { args: { result: { ok: true, message: 'Purchase successful' } } }

export const SaleFailed: Story = { args: { result: { ok: false, message: 'Sale failed' } } }
