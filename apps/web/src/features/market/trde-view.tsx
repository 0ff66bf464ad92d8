import { CATEGORY_FILTERS, type CategoryFilter } from '@mandi/domain'
import { EmptyState, ProductCard, Skeleton, TextField } from '@mandi/ui-kit'
import { tKey, useT } from '../../i18n/i18n.tsx'
import { type ProductItem, productPath } from './product-item.ts'
import './product-grid.css'
import './trde.css'

export type MarketList =
  | { readonly status: 'loading' | 'error' }
  /** `products` is already filtered; `total` is how many the server sent. */
  | { readonly status: 'success'; readonly products: readonly ProductItem[]; readonly total: number }

export interface TrdeViewProps {
  readonly list: MarketList
  readonly category: CategoryFilter
  readonly search: string
  readonly onCategoryChange: (category: CategoryFilter) => void
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

// §2: sort labels are display only.
const SORT_LABELS = [tKey('market.sort.default'), tKey('market.sort.price'), tKey('market.sort.sales')]

/** /trde (spec §2): search, category chips, the count, sort labels and the filtered product list. */
export function TrdeView(props: TrdeViewProps) {
  const t = useT()
  const { list } = props
  return (
    <section className="screen trde">
      <h1 className="screen__title">{t('market.title')}</h1>
      <TextField
        label={t('market.search')}
        type="search"
        value={props.search}
        onChange={props.onSearchChange}
        autoComplete="off"
      />
      <fieldset className="trde__chips">
        <legend className="mk-visually-hidden">{t('market.categories')}</legend>
        {CATEGORY_FILTERS.map((filter) => (
          <button
            key={filter.id}
            type="button"
            className="trde__chip"
            aria-pressed={props.category === filter.id}
            onClick={() => props.onCategoryChange(filter.id)}
          >
            {t(CATEGORY_LABELS[filter.id])}
          </button>
        ))}
      </fieldset>
      <div className="trde__bar">
        <p className="trde__count" aria-live="polite">
          {list.status === 'success' ? t('market.count', { count: list.products.length }) : '\u00a0'}
        </p>
        <p className="trde__sort">
          <span className="mk-visually-hidden">{t('market.sort.label')}: </span>
          {SORT_LABELS.map((label, index) => (
            <span
              key={label}
              className={index === 0 ? 'trde__sort-item trde__sort-item--on' : 'trde__sort-item'}
            >
              {t(label)}
            </span>
          ))}
        </p>
      </div>
      <MarketBody {...props} />
    </section>
  )
}

function MarketBody({ list, onResetFilters, onRetry }: TrdeViewProps) {
  const t = useT()
  if (list.status === 'loading') {
    return (
      <div className="product-grid trde__grid" aria-busy="true">
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
        icon="!"
        title={t('market.error')}
        actionLabel={t('shell.common.retry')}
        onAction={onRetry}
      />
    )
  }
  if (list.status !== 'success') return null
  if (list.products.length === 0) {
    return <EmptyState title={t('market.empty')} actionLabel={t('market.reset')} onAction={onResetFilters} />
  }
  return (
    <ul className="product-grid trde__grid">
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
