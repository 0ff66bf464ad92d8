import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderView } from '../../test/render-view.tsx'
import { PRODUCTS } from './fixtures.ts'
import { MarketplaceView, type MarketplaceViewProps } from './marketplace-view.tsx'

function setup(props: Partial<MarketplaceViewProps> = {}) {
  const handlers = {
    onCategoryChange: vi.fn(),
    onSortChange: vi.fn(),
    onSearchChange: vi.fn(),
    onResetFilters: vi.fn(),
    onRetry: vi.fn(),
  }
  renderView(
    <MarketplaceView
      list={{ status: 'success', products: PRODUCTS, total: PRODUCTS.length }}
      categories={['all', 'food', 'fresh', 'market', 'clothes', 'electronic', 'beauty']}
      category="all"
      search=""
      sort={{ key: 'default', direction: 'asc' }}
      {...handlers}
      {...props}
    />,
  )
  return handlers
}

describe('MarketplaceView', () => {
  it('shows the chips it is given (All and the categories in the data), market labelled Grocery', () => {
    const { onCategoryChange } = setup({ category: 'fresh' })
    const chips = within(screen.getByRole('group', { name: 'Categories' })).getAllByRole('button')
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'All',
      'Food',
      'Fresh',
      'Grocery',
      'Clothes',
      'Electronic',
      'Beauty',
    ])
    expect(screen.getByRole('button', { name: 'Fresh' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Grocery' }))
    expect(onCategoryChange).toHaveBeenCalledWith('market')
  })

  it('shows only All without category data', () => {
    setup({ categories: ['all'] })
    const chips = within(screen.getByRole('group', { name: 'Categories' })).getAllByRole('button')
    expect(chips.map((chip) => chip.textContent)).toEqual(['All'])
  })

  it('sort buttons are toggles: the active one is pressed and names its direction; a tap is reported', () => {
    const { onSortChange } = setup({ sort: { key: 'price', direction: 'desc' } })
    const group = screen.getByRole('group', { name: 'Sort' })
    const buttons = within(group).getAllByRole('button')
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false'])
    const price = within(group).getByRole('button', { name: 'Price, high to low' })
    // The direction is a line icon (the name says it in words), no arrow character.
    expect(price.textContent).toBe('Price')
    expect(price.querySelector('svg[aria-hidden="true"]')).toBeTruthy()
    fireEvent.click(within(group).getByRole('button', { name: 'Sales' }))
    expect(onSortChange).toHaveBeenCalledWith('sales')
    fireEvent.click(within(group).getByRole('button', { name: /^Price/ }))
    expect(onSortChange).toHaveBeenLastCalledWith('price')
  })

  it('Default shows no direction', () => {
    setup()
    const button = screen.getByRole('button', { name: 'Default' })
    expect(button.getAttribute('aria-pressed')).toBe('true')
    expect(button.textContent).toBe('Default')
  })

  it('shows the count and products linking to /buy_product?id=', () => {
    setup()
    expect(screen.getByText('6 products')).toBeTruthy()
    expect(screen.getByRole('link', { name: /Cotton Kurta/ }).getAttribute('href')).toBe('#/buy_product?id=3')
  })

  it('reports what is typed in the search box', () => {
    const { onSearchChange } = setup()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), { target: { value: 'dal' } })
    expect(onSearchChange).toHaveBeenCalledWith('dal')
  })

  it("shows 'No products found' with Reset filters", () => {
    const { onResetFilters } = setup({ list: { status: 'success', products: [], total: 6 } })
    expect(screen.getByText('No products found')).toBeTruthy()
    expect(screen.getByText('0 products')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }))
    expect(onResetFilters).toHaveBeenCalledOnce()
  })

  it('with nothing listed at all, offers the chart instead of a filter reset that cannot help', () => {
    setup({ list: { status: 'success', products: [], total: 0 } })
    expect(screen.getByText('No goods are listed yet')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Reset filters' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Open the chart' }).getAttribute('href')).toBe(
      '/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT',
    )
  })

  it('shows skeletons while loading and Retry on error', () => {
    setup({ list: { status: 'loading' } })
    expect(screen.getByText('Loading products')).toBeTruthy()
  })

  it('offers Retry after a failed load', () => {
    const { onRetry } = setup({ list: { status: 'error' } })
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})
