import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PRODUCTS } from './fixtures.ts'
import { renderView } from './render-view.tsx'
import { TrdeView, type TrdeViewProps } from './trde-view.tsx'

function setup(props: Partial<TrdeViewProps> = {}) {
  const handlers = {
    onCategoryChange: vi.fn(),
    onSearchChange: vi.fn(),
    onResetFilters: vi.fn(),
    onRetry: vi.fn(),
  }
  renderView(
    <TrdeView
      list={{ status: 'success', products: PRODUCTS, total: PRODUCTS.length }}
      category="all"
      search=""
      {...handlers}
      {...props}
    />,
  )
  return handlers
}

describe('TrdeView', () => {
  it('shows the seven category chips with market labelled Grocery, and reports a tap', () => {
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

  it('shows the count, the sort labels and products linking to /buy_product?id=', () => {
    setup()
    expect(screen.getByText('6 products')).toBeTruthy()
    expect(screen.getByText('Default')).toBeTruthy()
    expect(screen.getByText('Sales')).toBeTruthy()
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
