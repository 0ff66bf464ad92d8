import type { ProInvestment, ProTotals } from '@mandi/api-client'
import { formatRupees } from '@mandi/domain'
import { Button, StatusPill } from '@mandi/ui-kit'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../trading/load-states.tsx'
import { ProBuySheet, type ProBuySheetProps } from './pro-buy-sheet.tsx'
import { proStatusKey, proStatusTone } from './pro-labels.ts'
import './pro.css'

export type ProStatus = 'loading' | 'error' | 'empty' | 'success'

export interface ProViewProps {
  readonly status: ProStatus
  readonly totals: ProTotals | null
  readonly investments: readonly ProInvestment[]
  readonly onRetry: () => void
  readonly onOpenBuy: () => void
  readonly buy: ProBuySheetProps
}

/** /pro (spec §2): totals, the BUY popup and the list of investments, each going to /pro_detail?id. */
export function ProView(props: ProViewProps) {
  const t = useT()
  return (
    <section className="screen pro">
      <h1 className="screen__title">{t('pro.list.title')}</h1>
      {props.status === 'loading' && <LoadingBlock label={t('shell.common.loading')} lines={6} />}
      {props.status === 'error' && <ErrorBlock onRetry={props.onRetry} />}
      {(props.status === 'empty' || props.status === 'success') && (
        <>
          <div className="pro__totals">
            <dl>
              <div>
                <dt>{t('pro.list.totalAmount')}</dt>
                <dd>{props.totals ? formatRupees(props.totals.amount) : '—'}</dd>
              </div>
              <div>
                <dt>{t('pro.list.totalProfit')}</dt>
                <dd>{props.totals ? formatRupees(props.totals.profit) : '—'}</dd>
              </div>
            </dl>
            <Button block onClick={props.onOpenBuy}>
              {t('pro.list.buy')}
            </Button>
          </div>
          <h2 className="pro__subtitle">{t('pro.list.investments')}</h2>
          {props.status === 'empty' ? (
            <EmptyBlock title={t('pro.list.empty')} description={t('pro.list.emptyBody')} />
          ) : (
            <ul className="pro__list">
              {props.investments.map((item) => (
                <li key={item.id}>
                  <Link className="pro__item" to={`/pro_detail?id=${item.id}`}>
                    <span className="pro__item-main">
                      <span className="pro__item-title">{t('pro.list.item', { id: item.id })}</span>
                      <span className="pro__item-time">{item.createdAt}</span>
                    </span>
                    <span className="pro__item-end">
                      <span className="pro__item-amount">{formatRupees(item.amount)}</span>
                      <StatusPill label={t(proStatusKey(item.status))} tone={proStatusTone(item.status)} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <ProBuySheet {...props.buy} />
    </section>
  )
}
