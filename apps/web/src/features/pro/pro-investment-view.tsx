import type { ProInvestment } from '@mandi/api-client'
import { AlertDialog, Button, Money, StatusPill } from '@mandi/ui-kit'
import { ArrowLeft } from 'lucide-react'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { useTimeFormat } from '../../i18n/use-time-format.ts'
import { ActionLink, EmptyBlock, ErrorBlock, LoadingBlock } from '../../layout/load-states.tsx'
import { proStatusKey, proStatusTone } from './pro-labels.ts'
import './pro.css'
import '../../layout/tap-link.css'

export type ProInvestmentStatus = 'missing-id' | 'loading' | 'error' | 'success'
export type ProTransfer = 'principal' | 'profit'

export interface ProInvestmentViewProps {
  readonly status: ProInvestmentStatus
  readonly investment: ProInvestment | null
  /** The transfer in flight, or null; both buttons wait meanwhile. */
  readonly transferring: ProTransfer | null
  /** The penalty warning before Transfer Principal is sent. */
  readonly confirmOpen: boolean
  readonly onRetry: () => void
  readonly onTransferPrincipal: () => void
  readonly onConfirmPrincipal: () => void
  readonly onCancelPrincipal: () => void
  readonly onTransferProfit: () => void
}

/**
 * The investment view of /pro_detail?id (spec §2, §4): amount, profit, status, time, the two transfers and
 * the revenue record. The penalty amount is not known before the transfer (§4), so the confirm says one may
 * apply and the server's answer tells the figure.
 */
export function ProInvestmentView(props: ProInvestmentViewProps) {
  const t = useT()
  const time = useTimeFormat()
  const item = props.investment
  return (
    <section className="screen pro-detail">
      <h1 className="screen__title">{t('pro.detail.title')}</h1>
      {props.status === 'missing-id' && (
        <EmptyBlock
          title={t('pro.detail.missingId')}
          action={<ActionLink to="/pro">{t('pro.detail.seeAll')}</ActionLink>}
        />
      )}
      {props.status === 'loading' && <LoadingBlock label={t('shell.common.loading')} lines={6} />}
      {props.status === 'error' && <ErrorBlock onRetry={props.onRetry} />}
      {props.status === 'success' && item && (
        <>
          <dl className="pro-detail__facts">
            <div>
              <dt>{t('pro.detail.amount')}</dt>
              <dd>
                <Money amount={item.amount} />
              </dd>
            </div>
            <div>
              <dt>{t('pro.detail.profit')}</dt>
              <dd>
                <Money amount={item.profit} tone={item.profit > 0 ? 'gain' : 'plain'} />
              </dd>
            </div>
            <div>
              <dt>{t('pro.detail.status')}</dt>
              <dd>
                <StatusPill label={t(proStatusKey(item.status))} tone={proStatusTone(item.status)} />
              </dd>
            </div>
            <div>
              <dt>{t('pro.detail.time')}</dt>
              <dd>{time.at(item.createdAt)}</dd>
            </div>
          </dl>
          <div className="pro-detail__actions">
            <Button
              variant="secondary"
              loading={props.transferring === 'principal'}
              // A stopped investment has no principal left to transfer (§4: non-zero is Stop).
              disabled={
                item.status !== 0 || (props.transferring !== null && props.transferring !== 'principal')
              }
              onClick={props.onTransferPrincipal}
            >
              {t('pro.detail.transferPrincipal')}
            </Button>
            <Button
              loading={props.transferring === 'profit'}
              disabled={props.transferring !== null && props.transferring !== 'profit'}
              onClick={props.onTransferProfit}
            >
              {t('pro.detail.transferProfit')}
            </Button>
          </div>
          <p className="pro-detail__note">{t('pro.detail.transferNote')}</p>
          <h2 className="pro-detail__subtitle">{t('pro.detail.record')}</h2>
          <ul className="pro-detail__record">
            <li>
              <span className="pro-detail__record-what">
                {t('pro.detail.recordInvested')}
                <span className="pro-detail__record-time">{time.at(item.createdAt)}</span>
              </span>
              <Money amount={item.amount} />
            </li>
            <li>
              <span>{t('pro.detail.recordProfit')}</span>
              <Money amount={item.profit} />
            </li>
            <li>
              <span>{t('pro.detail.recordStatus')}</span>
              <span>{t(proStatusKey(item.status))}</span>
            </li>
          </ul>
        </>
      )}
      <Link className="tap-link pro-detail__back" to="/pro">
        <ArrowLeft size={18} aria-hidden="true" />
        {t('pro.detail.back')}
      </Link>
      <AlertDialog
        open={props.confirmOpen}
        title={t('pro.detail.confirmTitle')}
        message={t('pro.detail.confirmBody')}
        confirmLabel={t('pro.detail.confirm')}
        cancelLabel={t('shell.common.cancel')}
        destructive
        onConfirm={props.onConfirmPrincipal}
        onCancel={props.onCancelPrincipal}
      />
    </section>
  )
}
