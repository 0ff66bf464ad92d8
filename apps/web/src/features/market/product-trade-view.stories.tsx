import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { BUY_POPUP, PRODUCT_DETAIL, SELL_POPUP } from './fixtures.ts'
import { ProductTradeView } from './product-trade-view.tsx'

const meta = {
  title: 'Screens/Market/Product trading',
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

export const BuyPopup: Story = { args: { popup: BUY_POPUP } }

export const Buying: Story = { args: { popup: { ...BUY_POPUP, busy: true } } }

export const SellPopup: Story = { args: { popup: SELL_POPUP } }

export const PurchaseSuccessful: Story = { args: { result: { ok: true, message: 'Purchase successful' } } }

export const SaleFailed: Story = { args: { result: { ok: false, message: 'Sale failed' } } }
