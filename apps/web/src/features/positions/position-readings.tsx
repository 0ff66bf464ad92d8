import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'

export type PositionReading = 'products' | 'trades'

/**
 * /position has two readings (spec §2). `?view=trades` is the trade list; anything else the product
 * positions. This switch at the top links between them, so both are reachable from either.
 */
export function PositionReadings({ current }: { current: PositionReading }) {
  const t = useT()
  return (
    <nav className="readings" aria-label={t('positions.readings')}>
      <Link
        to="/position"
        className="readings__item"
        aria-current={current === 'products' ? 'page' : undefined}
      >
        {t('positions.products')}
      </Link>
      <Link
        to="/position?view=trades"
        className="readings__item"
        aria-current={current === 'trades' ? 'page' : undefined}
      >
        {t('positions.trades')}
      </Link>
    </nav>
  )
}
