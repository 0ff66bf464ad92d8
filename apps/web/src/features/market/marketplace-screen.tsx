import { firstReads } from '@mandi/api-client/first-reads'
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
import { firstRead } from '../../api/first-read.ts'
import { productImage } from '../../api/images.ts'
import { lazyCalls } from '../../api/lazy-calls.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { OfflineBanner } from '../../layout/offline-banner.tsx'
import { toProductItem } from '../../products/product-item.ts'
import { type MarketList, MarketplaceView } from './marketplace-view.tsx'
import './strings.ts'

const ALL_ONLY: readonly CategoryFilter[] = ['all']

const productList = firstReads.productList()
// product/list, read without Effect when the boot script already asked for it (api/first-read.ts).
const loadProducts = (signal: AbortSignal) =>
  firstRead(productList, () => lazyCalls.product().then((api) => api.list()), signal)
// Kept on the phone and painted at once on the next visit while it loads again (issue 30).
const productOptions = { isEmpty: () => false, lastKnown: productList.isDecoded, paintKept: true }

/**
 * /trde container: loads product/list once; filters it on the client by the server's category (chips only
 * for the categories present) and by name (spec §2), then sorts it (Default = server order, Price, Sales =
 * stock). An empty server list shows the same 'No products found' state.
 */
export function MarketplaceScreen() {
  const query = useApiQuery('marketplace:products', loadProducts, productOptions)
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
    <>
      {/* Only when the kept list is shown because the server is out of reach, or the phone is offline. */}
      <OfflineBanner notice={query.lastKnown} onRetry={query.reload} />
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
    </>
  )
}
