/** §2 /trde category chips, without 'all'. The server tags each product with one of these ids (`category`). */
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

const CATEGORY_IDS: ReadonlySet<string> = new Set(PRODUCT_CATEGORIES.map((c) => c.id))

/**
 * A category as sent by the server, or undefined. The spec's client picked one at random (§3), which put rice
 * under Electronic; categories now come from the data, and an unknown or missing one means "no category"
 * (the product is listed under All only).
 */
export function parseCategory(value: unknown): ProductCategory | undefined {
  if (typeof value !== 'string') return undefined
  const id = value.trim().toLowerCase()
  return CATEGORY_IDS.has(id) ? (id as ProductCategory) : undefined
}

/**
 * The chips to show: 'all' first, then only the categories some product has, in the §2 order. A list without
 * any category data shows 'all' alone, so no chip ever leads to an empty list by construction.
 */
export function categoryFiltersFor(
  products: readonly { category?: ProductCategory | undefined }[],
): CategoryFilter[] {
  const present = new Set(products.map((p) => p.category))
  return ['all', ...PRODUCT_CATEGORIES.filter((c) => present.has(c.id)).map((c) => c.id)]
}

/**
 * §2: the client-side filter of the product list: the chosen category ('all' passes everything) and a name
 * search that is case-insensitive and ignores surrounding spaces.
 */
export function matchesProductFilter(
  product: { title: string; category?: ProductCategory | undefined },
  filter: { category: CategoryFilter; search: string },
): boolean {
  if (filter.category !== 'all' && product.category !== filter.category) return false
  const search = filter.search.trim().toLowerCase()
  return search === '' || product.title.toLowerCase().includes(search)
}
