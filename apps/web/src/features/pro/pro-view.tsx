import type { ProInvestment, ProTotals } from '@mandi/api-client'
import { BIT_PRO_ENDED_STATUS } from '@mandi/domain'
import { Button, Money, StatusPill } from '@mandi/ui-kit'
import { ChevronRight, PiggyBank, Plus } from 'lucide-react'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { useTimeFormat } from '../../i18n/use-time-format.ts'
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../layout/load-states.tsx'
import { MoreRows, type MoreState } from '../../layout/more-rows.tsx'
import { ProBuySheet, type ProBuySheetProps, type ProTerms } from './pro-buy-sheet.tsx'
import { percentText, proStatusKey, proStatusTone } from './pro-labels.ts'
import './pro.css'

export type ProStatus = 'loading' | 'error' | 'empty' | 'success'

/** The terms of a new investment when pro/total sends them (an extension), else null. */
export function proTerms(totals: ProTotals | null): ProTerms | null {
  if (totals?.rate === undefined || totals.days === undefined || totals.penaltyRate === undefined) return null
  return { rate: totals.rate, days: totals.days, penaltyRate: totals.penaltyRate }
}

export interface ProViewProps {
  readonly status: ProStatus
  readonly totals: ProTotals | null
  readonly investments: readonly ProInvestment[]
  /** Older investments, a page at a time (Show more after the last one). */
  readonly more?: MoreState
  readonly onRetry: () => void
  readonly onOpenBuy: () => void
  readonly buy: Omit<ProBuySheetProps, 'terms'>
}

/** /pro (spec §2): totals, the invest popup (the spec's BUY) and the investments, each to /pro_detail?id. */
export function ProView(props: ProViewProps) {
  const t = useT()
  const time = useTimeFormat()
  const terms = proTerms(props.totals)
  const endText = (item: ProInvestment) => {
    const ends = item.endsAt ?? ''
    if (item.status === 0) return t('pro.list.ends', { time: time.at(ends) })
    const key = item.status === BIT_PRO_ENDED_STATUS ? 'pro.list.ended' : 'pro.list.stopped'
    return t(key, { time: time.at(item.stoppedAt ?? ends) })
  }
  return (
    <section className="screen pro">
      <h1 className="screen__title">{t('pro.list.title')}</h1>
      {props.status === 'loading' && <LoadingBlock label={t('shell.common.loading')} lines={6} />}
      {props.status === 'error' && <ErrorBlock onRetry={props.onRetry} />}
      {(props.status === 'empty' || props.status === 'success') && (
        <>
          <div className="pro__totals">
            {/* Each total keeps its full figure on one line: side by side when both fit, else stacked. */}
            <dl>
              <div>
                <dt>{t('pro.list.totalAmount')}</dt>
                <dd>{props.totals ? <Money amount={props.totals.amount} size="xl" /> : '—'}</dd>
              </div>
              <div>
                <dt>{t('pro.list.totalProfit')}</dt>
                <dd>
                  {props.totals ? (
                    <Money
                      amount={props.totals.profit}
                      size="xl"
                      tone={props.totals.profit > 0 ? 'gain' : 'plain'}
                    />
                  ) : (
                    '—'
                  )}
                </dd>
              </div>
              {props.totals?.transferable !== undefined && (
                <div>
                  <dt>{t('pro.list.transferable')}</dt>
                  <dd>
                    <Money amount={props.totals.transferable} size="xl" />
                  </dd>
                </div>
              )}
            </dl>
            {terms && (
              <p className="pro__terms">
                {t('pro.list.terms', {
                  rate: percentText(terms.rate),
                  days: terms.days,
                  penalty: percentText(terms.penaltyRate),
                })}
              </p>
            )}
            <Button block onClick={props.onOpenBuy}>
              <Plus size={20} aria-hidden="true" />
              {t('pro.list.buy')}
            </Button>
          </div>
          <h2 className="pro__subtitle">{t('pro.list.investments')}</h2>
          {props.status === 'empty' ? (
            <EmptyBlock
              title={t('pro.list.empty')}
              description={t('pro.list.emptyBody')}
              icon={<PiggyBank size={40} strokeWidth={1.5} />}
              action={
                <Button variant="secondary" onClick={props.onOpenBuy}>
                  {t('pro.list.emptyAction')}
                </Button>
              }
            />
          ) : (
            <ul className="pro__list">
              {props.investments.map((item) => (
                <li key={item.id}>
                  <Link className="pro__item" to={`/pro_detail?id=${item.id}`}>
                    <span className="pro__item-main">
                      <span className="pro__item-title">{t('pro.list.item', { id: item.id })}</span>
                      <span className="pro__item-time">{time.at(item.createdAt)}</span>
                      {item.endsAt !== undefined && <span className="pro__item-time">{endText(item)}</span>}
                    </span>
                    <span className="pro__item-end">
                      <Money amount={item.amount} className="pro__item-amount" />
                      <StatusPill label={t(proStatusKey(item.status))} tone={proStatusTone(item.status)} />
                    </span>
                    <ChevronRight size={20} aria-hidden="true" className="pro__item-go" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {props.status === 'success' && props.more && <MoreRows {...props.more} />}
        </>
      )}
      <ProBuySheet {...props.buy} terms={terms} />
    </section>
  )
}
