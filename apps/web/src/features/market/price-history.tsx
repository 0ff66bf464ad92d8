import type { Paise } from '@mandi/domain'
import { Money } from '@mandi/ui-kit'
import { type LucideIcon, Minus, TrendingDown, TrendingUp } from 'lucide-react'
import { tKey, useT } from '../../i18n/i18n.tsx'
import { useTimeFormat } from '../../i18n/use-time-format.ts'

export interface PricePoint {
  readonly createdAt: string
  readonly price: Paise
}

/** How many recent prices the product screen lists. */
export const RECENT_PRICES = 8

type Trend = 'up' | 'down' | 'same'

/** Newest first, each with its trend against the price before it (the oldest shown has none). */
export function recentTrends(history: readonly PricePoint[], count = RECENT_PRICES) {
  const sorted = [...history].sort((a, b) => a.createdAt.localeCompare(b.createdAt))
  const withTrend = sorted.map((point, index) => {
    const before = sorted[index - 1]
    const trend: Trend | null =
      before === undefined
        ? null
        : point.price > before.price
          ? 'up'
          : point.price < before.price
            ? 'down'
            : 'same'
    return { ...point, trend }
  })
  return withTrend.slice(-count).reverse()
}

const ARROW: Record<Trend, LucideIcon> = { up: TrendingUp, down: TrendingDown, same: Minus }
const TREND_TEXT: Record<Trend, string> = {
  up: tKey('market.product.up'),
  down: tKey('market.product.down'),
  same: tKey('market.product.same'),
}

/** Spec §2: the recent price history with up/down trend arrows, each time in India time ("Today, 10:00 am"). */
export function PriceHistory({ history }: { history: readonly PricePoint[] }) {
  const t = useT()
  const time = useTimeFormat()
  const rows = recentTrends(history)
  if (rows.length === 0) return <p className="product__muted">{t('market.product.historyEmpty')}</p>
  return (
    <ol className="price-history">
      {rows.map((row) => (
        <li key={row.createdAt} className="price-history__row">
          <span className="price-history__time">{time.at(row.createdAt)}</span>
          <Money amount={row.price} className="price-history__price" />
          {row.trend && <TrendMark trend={row.trend} label={t(TREND_TEXT[row.trend])} />}
        </li>
      ))}
    </ol>
  )
}

function TrendMark({ trend, label }: { trend: Trend; label: string }) {
  const Icon = ARROW[trend]
  return (
    <span className={`price-history__trend price-history__trend--${trend}`}>
      <Icon size={18} aria-hidden="true" />
      <span className="mk-visually-hidden">{label}</span>
    </span>
  )
}
