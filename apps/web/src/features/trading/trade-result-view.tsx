import { addPaise, TRADE_DIRECTION } from '@mandi/domain'
import type { PlacedTrade, SettledTrade } from '@mandi/state-machines'
import { Money } from '@mandi/ui-kit'
import { CircleCheck, CircleX } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { MoneySentence } from '../../i18n/money-sentence.tsx'
import { useTimeFormat } from '../../i18n/use-time-format.ts'
import { tradeDirectionKey } from './trade-labels.ts'
import { returnsOf } from './trade-returns.ts'
import { formatCountdown, formatQuote, formatTradeTime, serverTimeOf, settleTimeOf } from './trade-time.ts'
import './trade-result.css'

/** Where the result is: open (counting down), checking trade/list, settled, or left to My orders. */
export type TradeResultPhase = 'open' | 'checking' | 'settled' | 'unconfirmed' | 'unfollowed'

export interface TradeResultViewProps {
  readonly phase: TradeResultPhase
  readonly placed: PlacedTrade
  /** Time left until it settles, in ms (the container ticks it every second). */
  readonly remainingMs: number
  /** The settled order (phase 'settled'). */
  readonly settled: SettledTrade | null
  /** /recods of this pair. */
  readonly ordersHref: string
}

/** When it settles, as a time: the server's settles_at, else created_at + 1 minute, else this device's clock. */
function settleTime(placed: PlacedTrade, intlLocale: string): string {
  return (
    serverTimeOf(placed.settlesAt, intlLocale) ??
    (placed.createdAt ? settleTimeOf(placed.createdAt, intlLocale) : null) ??
    formatTradeTime(placed.deadline, intlLocale)
  )
}

/** The order just placed: direction, amount, entry price, settle time, a live countdown, then the outcome. */
export function TradeResultView({ phase, placed, remainingMs, settled, ordersHref }: TradeResultViewProps) {
  const t = useT()
  const { intlLocale } = useTimeFormat()
  const direction = t(tradeDirectionKey(TRADE_DIRECTION[placed.direction]))
  const returns = returnsOf(placed.amount, placed.ratePercent)
  const counting = remainingMs > 0 && phase !== 'settled'
  return (
    <section
      className={`trade-result trade-result--${placed.direction}`}
      aria-labelledby="trade-result-title"
    >
      <h3 id="trade-result-title" className="trade-result__title">
        {t('trading.result.placed', { direction })}
      </h3>
      <dl className="trade-result__facts">
        <Fact label={t('trading.result.amount')} value={<Money amount={placed.amount} />} />
        {placed.openPrice !== undefined && (
          <Fact label={t('trading.result.entryPrice')} value={formatQuote(placed.openPrice)} />
        )}
        <Fact
          label={t(phase === 'settled' ? 'trading.result.settledAt' : 'trading.result.settlesAt')}
          value={settleTime(placed, intlLocale)}
          nowrap
        />
        {counting && (
          <div className="trade-result__fact">
            <dt>{t('trading.result.countdown')}</dt>
            <dd>
              <span role="timer" className="trade-result__countdown">
                {formatCountdown(remainingMs)}
              </span>
            </dd>
          </div>
        )}
        {phase !== 'settled' && returns && (
          <Fact label={t('trading.result.ifRight')} value={<Money amount={returns.ifRight} tone="gain" />} />
        )}
        {phase === 'settled' && settled?.closePrice != null && (
          <Fact label={t('trading.result.closePrice')} value={formatQuote(settled.closePrice)} />
        )}
      </dl>
      <p className="trade-result__outcome" role="status">
        <Outcome phase={phase} counting={counting} placed={placed} settled={settled} />
      </p>
      {(phase === 'settled' || phase === 'unconfirmed' || phase === 'unfollowed') && (
        <Link className="trade-result__orders" to={ordersHref}>
          {t('trading.result.orders')}
        </Link>
      )}
    </section>
  )
}

function Outcome({
  phase,
  counting,
  placed,
  settled,
}: {
  phase: TradeResultPhase
  counting: boolean
  placed: PlacedTrade
  settled: SettledTrade | null
}) {
  const t = useT()
  if (phase === 'settled' && settled) {
    return settled.status === 1 ? (
      <span className="trade-result__won">
        <CircleCheck size={20} aria-hidden="true" className="trade-result__icon" />
        <span>
          <MoneySentence k="trading.result.won" amount={addPaise(placed.amount, settled.profitAmount)} />
        </span>
      </span>
    ) : (
      <span className="trade-result__lost">
        <CircleX size={20} aria-hidden="true" className="trade-result__icon" />
        <span>
          <MoneySentence k="trading.result.lost" amount={placed.amount} />
        </span>
      </span>
    )
  }
  if (phase === 'unconfirmed') return t('trading.result.unconfirmed')
  if (phase === 'unfollowed') return t('trading.result.unfollowed')
  // Open: nothing to announce until the minute is over.
  return counting ? null : t('trading.result.checking')
}

function Fact({ label, value, nowrap = false }: { label: string; value: ReactNode; nowrap?: boolean }) {
  return (
    <div className="trade-result__fact">
      <dt>{label}</dt>
      <dd className={nowrap ? 'trade-result__nowrap' : undefined}>{value}</dd>
    </div>
  )
}
