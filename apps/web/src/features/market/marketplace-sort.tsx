import type { ProductSort, ProductSortKey } from '@mandi/domain'
import { ArrowDown, ArrowUp } from 'lucide-react'
import { tKey, useT } from '../../i18n/i18n.tsx'

const SORT_KEYS: readonly { key: ProductSortKey; label: string }[] = [
  { key: 'default', label: tKey('market.sort.default') },
  { key: 'price', label: tKey('market.sort.price') },
  { key: 'sales', label: tKey('market.sort.sales') },
]

export interface MarketplaceSortProps {
  readonly sort: ProductSort
  readonly onSortChange: (key: ProductSortKey) => void
}

/**
 * The /trde sort controls: real toggle buttons (aria-pressed), the active one showing its direction with an
 * arrow and in its accessible name ("Price, low to high"). Tapping the active Price or Sales reverses it.
 */
export function MarketplaceSort({ sort, onSortChange }: MarketplaceSortProps) {
  const t = useT()
  return (
    <fieldset className="marketplace__sort">
      <legend className="mk-visually-hidden">{t('market.sort.label')}</legend>
      {SORT_KEYS.map(({ key, label }) => {
        const active = sort.key === key
        const directed = active && key !== 'default'
        const direction = sort.direction === 'asc' ? t('market.sort.ascending') : t('market.sort.descending')
        return (
          <button
            key={key}
            type="button"
            className="marketplace__sort-item"
            aria-pressed={active}
            // The name carries the direction the arrow shows ("Price, low to high"); it starts with the label.
            aria-label={directed ? `${t(label)}, ${direction}` : undefined}
            onClick={() => onSortChange(key)}
          >
            {t(label)}
            {directed &&
              (sort.direction === 'asc' ? (
                <ArrowUp size={16} aria-hidden="true" />
              ) : (
                <ArrowDown size={16} aria-hidden="true" />
              ))}
          </button>
        )
      })}
    </fieldset>
  )
}
