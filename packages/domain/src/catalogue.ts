/** §2 /trde category chips, without 'all'. The server sends no category (§3). */
export const PRODUCT_CATEGORIES = [
  { id: 'food', label: 'Food' },
  { id: 'fresh', label: 'Fresh' },
  { id: 'market', label: 'Grocery' },
  { id: 'clothes', label: 'Clothes' },
  { id: 'electronic', label: 'Electronic' },
  { id: 'beauty', label: 'Beauty' },
] as const

export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]['id']
export type CategoryFilter = 'all' | ProductCategory

export const CATEGORY_FILTERS: readonly { id: CategoryFilter; label: string }[] = [
  { id: 'all', label: 'All' },
  ...PRODUCT_CATEGORIES,
]

/**
 * The category of a product. The original assigned one at random on each load; this hashes the id (FNV-1a
 * over its text, so 7 and '7' agree) so a filter gives the same result after a reload.
 */
export function categoryFor(productId: number | string): ProductCategory {
  let hash = 0x811c9dc5
  const text = String(productId)
  for (let i = 0; i < text.length; i++) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0
  }
  return (PRODUCT_CATEGORIES[hash % PRODUCT_CATEGORIES.length] as (typeof PRODUCT_CATEGORIES)[number]).id
}

/**
 * §2: the client-side filter of the product list: the chosen category ('all' passes everything) and a name
 * search that is case-insensitive and ignores surrounding spaces.
 */
export function matchesProductFilter(
  product: { id: number | string; title: string },
  filter: { category: CategoryFilter; search: string },
): boolean {
  if (filter.category !== 'all' && categoryFor(product.id) !== filter.category) return false
  const search = filter.search.trim().toLowerCase()
  return search === '' || product.title.toLowerCase().includes(search)
}
