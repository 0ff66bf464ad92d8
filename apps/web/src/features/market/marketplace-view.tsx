import type { CategoryFilter, ProductSort, ProductSortKey } from '@mandi/domain'
import { EmptyState, ProductCard, Skeleton, TextField } from '@mandi/ui-kit'
import { CircleAlert, SearchX } from 'lucide-react'
import { tKey, useT } from '../../i18n/i18n.tsx'
import { ActionLink } from '../../layout/load-states.tsx'
import { DEFAULT_PAIR, pairQuery } from '../../links/pair.ts'
import { type ProductItem, productPath } from '../../products/product-item.ts'
import { MarketplaceSort } from './marketplace-sort.tsx'
import '../../products/product-grid.css'
import './marketplace.css'

export type MarketList =
  | { readonly status: 'loading' | 'error' }
  /** `products` is already filtered and sorted; `total` is how many the server sent. */
  | { readonly status: 'success'; readonly products: readonly ProductItem[]; readonly total: number }

export interface MarketplaceViewProps {
  readonly list: MarketList
  /** The chips to show: 'all' and the categories present in the data (domain categoryFiltersFor). */
  readonly categories: readonly CategoryFilter[]
  readonly category: CategoryFilter
  readonly search: string
  readonly sort: ProductSort
  readonly onCategoryChange: (category: CategoryFilter) => void
  readonly onSortChange: (key: ProductSortKey) => void
  readonly onSearchChange: (search: string) => void
  readonly onResetFilters: () => void
  readonly onRetry: () => void
}

const CATEGORY_LABELS: Record<CategoryFilter, string> = {
  all: tKey('market.category.all'),
  food: tKey('market.category.food'),
  fresh: tKey('market.category.fresh'),
  market: tKey('market.category.market'),
  clothes: tKey('market.category.clothes'),
  electronic: tKey('market.category.electronic'),
  beauty: tKey('market.category.beauty'),
}

/** /trde (spec §2): search, category chips, the count, sort controls and the filtered, sorted product list. */
export function MarketplaceView(props: MarketplaceViewProps) {
  const t = useT()
  const { list } = props
  return (
    <section className="screen marketplace">
      <h1 className="screen__title">{t('market.title')}</h1>
      <TextField
        label={t('market.search')}
        type="search"
        value={props.search}
        onChange={props.onSearchChange}
        autoComplete="off"
      />
      <fieldset className="marketplace__chips">
        <legend className="mk-visually-hidden">{t('market.categories')}</legend>
        {props.categories.map((id) => (
          <button
            key={id}
            type="button"
            className="marketplace__chip"
            aria-pressed={props.category === id}
            onClick={() => props.onCategoryChange(id)}
          >
            {t(CATEGORY_LABELS[id])}
          </button>
        ))}
      </fieldset>
      <div className="marketplace__bar">
        <p className="marketplace__count" aria-live="polite">
          {list.status === 'success' ? t('market.count', { count: list.products.length }) : '\u00a0'}
        </p>
        <MarketplaceSort sort={props.sort} onSortChange={props.onSortChange} />
      </div>
      <MarketBody {...props} />
    </section>
  )
}

function MarketBody({ list, onResetFilters, onRetry }: MarketplaceViewProps) {
  const t = useT()
  if (list.status === 'loading') {
    return (
      <div className="product-grid marketplace__grid" aria-busy="true">
        <Skeleton label={t('market.loading')} height={180} />
        <Skeleton height={180} />
        <Skeleton height={180} />
        <Skeleton height={180} />
      </div>
    )
  }
  if (list.status === 'error') {
    return (
      <EmptyState
        icon={<CircleAlert size={40} strokeWidth={1.5} />}
        title={t('market.error')}
        actionLabel={t('shell.common.retry')}
        onAction={onRetry}
      />
    )
  }
  if (list.status !== 'success') return null
  if (list.total === 0) {
    // Nothing is listed at all: clearing a filter would not help; trading on the chart is what is left.
    return (
      <EmptyState
        title={t('market.none')}
        action={<ActionLink to={`/kline?${pairQuery(DEFAULT_PAIR)}`}>{t('market.noneAction')}</ActionLink>}
      />
    )
  }
  if (list.products.length === 0) {
    return (
      <EmptyState
        icon={<SearchX size={40} strokeWidth={1.5} />}
        title={t('market.empty')}
        actionLabel={t('market.reset')}
        onAction={onResetFilters}
      />
    )
  }
  return (
    <ul className="product-grid marketplace__grid">
      {list.products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            title={product.title}
            price={product.price}
            image={product.image}
            soldText={t('market.sold', { count: product.sold })}
            href={`#${productPath(product.id)}`}
            priority={index < 2}
          />
        </li>
      ))}
    </ul>
  )
}
