import { type CategoryFilter, matchesProductFilter } from '@mandi/domain'
import { useEffect, useMemo, useState } from 'react'
import { api } from '../../api/client.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { toProductItem } from './product-item.ts'
import { type MarketList, TrdeView } from './trde-view.tsx'

/**
 * /trde container: loads product/list once; the category (domain categoryFor, deterministic) and the name
 * search filter it on the client (spec §2). An empty server list shows the same 'No products found' state.
 */
export function TrdeScreen() {
  const query = useApiQuery('trde:products', () => api.product.list(), { isEmpty: () => false })
  const [category, setCategory] = useState<CategoryFilter>('all')
  const [search, setSearch] = useState('')
  const { state } = query

  useEffect(() => {
    if (state.status === 'error') console.warn('trde: products failed to load', state.error)
  }, [state])

  const list: MarketList = useMemo(() => {
    if (state.status !== 'success') return { status: state.status === 'error' ? 'error' : 'loading' }
    const products = state.data
      .filter((p) => matchesProductFilter(p, { category, search }))
      .map((p) => toProductItem(p, api.images.product))
    return { status: 'success', products, total: state.data.length }
  }, [state, category, search])

  return (
    <TrdeView
      list={list}
      category={category}
      search={search}
      onCategoryChange={setCategory}
      onSearchChange={setSearch}
      onResetFilters={() => {
        setCategory('all')
        setSearch('')
      }}
      onRetry={query.reload}
    />
  )
}
