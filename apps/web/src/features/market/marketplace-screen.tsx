import {
  type CategoryFilter,
  categoryFiltersFor,
  DEFAULT_PRODUCT_SORT,
  matchesProductFilter,
  nextProductSort,
  type ProductSort,
  sortProducts,
} from '@mandi/domain'
import { useEffect, useMemo, useState } from 'react'
import { productApi } from '../../api/calls/product.ts'
import { productImage } from '../../api/images.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { toProductItem } from '../../products/product-item.ts'
import { type MarketList, MarketplaceView } from './marketplace-view.tsx'
import './strings.ts'

const ALL_ONLY: readonly CategoryFilter[] = ['all']

/**
 * /trde container: loads product/list once; filters it on the client by the server's category (chips only
 * for the categories present) and by name (spec §2), then sorts it (Default = server order, Price, Sales =
 * stock). An empty server list shows the same 'No products found' state.
 */
export function MarketplaceScreen() {
  const query = useApiQuery('marketplace:products', () => productApi.list(), { isEmpty: () => false })
  const [chosenCategory, setCategory] = useState<CategoryFilter>('all')
  const [search, setSearch] = useState('')
  const [sort, setSort] = useState<ProductSort>(DEFAULT_PRODUCT_SORT)
  const { state } = query

  useEffect(() => {
    if (state.status === 'error') console.warn('marketplace: products failed to load', state.error)
  }, [state])

  const categories = useMemo(
    () => (state.status === 'success' ? categoryFiltersFor(state.data) : ALL_ONLY),
    [state],
  )
  // A chip that a reload took away falls back to All rather than leaving an invisible filter on.
  const category = categories.includes(chosenCategory) ? chosenCategory : 'all'

  const list: MarketList = useMemo(() => {
    if (state.status !== 'success') return { status: state.status === 'error' ? 'error' : 'loading' }
    const matching = state.data.filter((p) => matchesProductFilter(p, { category, search }))
    const products = sortProducts(matching, sort).map((p) => toProductItem(p, productImage))
    return { status: 'success', products, total: state.data.length }
  }, [state, category, search, sort])

  return (
    <MarketplaceView
      list={list}
      categories={categories}
      category={category}
      search={search}
      sort={sort}
      onCategoryChange={setCategory}
      onSearchChange={setSearch}
      onSortChange={(key) => setSort((current) => nextProductSort(current, key))}
      onResetFilters={() => {
        setCategory('all')
        setSearch('')
      }}
      onRetry={query.reload}
    />
  )
}
