/** §2 /trde sort: Default (the server's order), Price and Sales (stock, shown as 'Sold'). */
export type ProductSortKey = 'default' | 'price' | 'sales'
export type SortDirection = 'asc' | 'desc'
export interface ProductSort {
  readonly key: ProductSortKey
  readonly direction: SortDirection
}

export const DEFAULT_PRODUCT_SORT: ProductSort = { key: 'default', direction: 'asc' }

/**
 * The sort after tapping `key`: Default is always the server order; a new key starts low to high for price
 * and high to low for sales (best sellers first); tapping the active key again reverses it.
 */
export function nextProductSort(current: ProductSort, key: ProductSortKey): ProductSort {
  if (key === 'default') return DEFAULT_PRODUCT_SORT
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
  return { key, direction: key === 'price' ? 'asc' : 'desc' }
}

/**
 * A sorted copy (the input is not changed). Ties keep the server's order in both directions, so reversing a
 * sort never shuffles products of equal price or sales among themselves.
 */
export function sortProducts<T extends { price: number; stock: number }>(
  products: readonly T[],
  sort: ProductSort,
): T[] {
  if (sort.key === 'default') return [...products]
  const value = (p: T) => (sort.key === 'price' ? p.price : p.stock)
  const sign = sort.direction === 'asc' ? 1 : -1
  return products
    .map((product, index) => ({ product, index }))
    .sort((a, b) => sign * (value(a.product) - value(b.product)) || a.index - b.index)
    .map((entry) => entry.product)
}
