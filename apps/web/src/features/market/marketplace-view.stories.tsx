import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { PRODUCTS } from './fixtures.ts'
import { MarketplaceView } from './marketplace-view.tsx'

const meta = {
  title: 'Screens/Goods/Marketplace',
  component: MarketplaceView,
  decorators: [withAppProviders],
  args: {
    list: { status: 'success', products: PRODUCTS, total: PRODUCTS.length },
    categories: ['all', 'food', 'fresh', 'market', 'clothes', 'electronic', 'beauty'],
    category: 'all',
    search: '',
    sort: { key: 'default', direction: 'asc' },
    onCategoryChange: fn(),
    onSortChange: fn(),
    onSearchChange: fn(),
    onResetFilters: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MarketplaceView>
export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Grocery' }))
    await expect(args.onCategoryChange).toHaveBeenCalledWith('market')
  },
}

/** product/list is empty: no filter to reset; the next step is the chart of the default pair. */
export const NothingListed: Story = {
  args: { list: { status: 'success', products: [], total: 0 } },
}

export const Filtered: Story = {
  args: {
    category: 'food',
    search: 'rice',
    list: { status: 'success', products: PRODUCTS.slice(0, 1), total: PRODUCTS.length },
  },
}

/** Only the categories the server's data has get a chip. */
export const SomeCategories: Story = {
  args: { categories: ['all', 'food', 'beauty'] },
}

/** A server that sends no category: All alone, nothing to pick that would come up empty. */
export const NoCategoryData: Story = { args: { categories: ['all'] } }

export const PriceLowToHigh: Story = {
  args: {
    sort: { key: 'price', direction: 'asc' },
    list: {
      status: 'success',
      products: [...PRODUCTS].sort((a, b) => a.price - b.price),
      total: PRODUCTS.length,
    },
  },
  play: async ({ args, canvasElement }) => {
    const price = within(canvasElement).getByRole('button', { name: 'Price, low to high' })
    await expect(price).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(price)
    await expect(args.onSortChange).toHaveBeenCalledWith('price')
  },
}

export const SalesHighToLow: Story = {
  args: {
    sort: { key: 'sales', direction: 'desc' },
    list: {
      status: 'success',
      products: [...PRODUCTS].sort((a, b) => b.sold - a.sold),
      total: PRODUCTS.length,
    },
  },
}

export const Loading: Story = { args: { list: { status: 'loading' } } }

export const NoProductsFound: Story = {
  args: { search: 'zzz', list: { status: 'success', products: [], total: PRODUCTS.length } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset filters' }))
    await expect(args.onResetFilters).toHaveBeenCalledTimes(1)
  },
}

export const LoadError: Story = { args: { list: { status: 'error' } } }
