import type { ProInvestment } from '@mandi/api-client'
import { formatRupees } from '@mandi/domain'
import { AlertDialog, Button, StatusPill } from '@mandi/ui-kit'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../trading/load-states.tsx'
import { proStatusKey, proStatusTone } from './pro-labels.ts'
import './pro.css'

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
  const item = props.investment
  return (
    <section className="screen pro-detail">
      <h1 className="screen__title">{t('pro.detail.title')}</h1>
      {props.status === 'missing-id' && <EmptyBlock title={t('pro.detail.missingId')} />}
      {props.status === 'loading' && <LoadingBlock label={t('shell.common.loading')} lines={6} />}
      {props.status === 'error' && <ErrorBlock onRetry={props.onRetry} />}
      {props.status === 'success' && item && (
        <>
          <dl className="pro-detail__facts">
            <div>
              <dt>{t('pro.detail.amount')}</dt>
              <dd>{formatRupees(item.amount)}</dd>
            </div>
            <div>
              <dt>{t('pro.detail.profit')}</dt>
              <dd>{formatRupees(item.profit)}</dd>
            </div>
            <div>
              <dt>{t('pro.detail.status')}</dt>
              <dd>
                <StatusPill label={t(proStatusKey(item.status))} tone={proStatusTone(item.status)} />
              </dd>
            </div>
            <div>
              <dt>{t('pro.detail.time')}</dt>
              <dd>{item.createdAt}</dd>
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
          <h2 className="pro-detail__subtitle">{t('pro.detail.record')}</h2>
          <ul className="pro-detail__record">
            <li>
              <span>
                {t('pro.detail.recordInvested')} · {item.createdAt}
              </span>
              <span>{formatRupees(item.amount)}</span>
            </li>
            <li>
              <span>{t('pro.detail.recordProfit')}</span>
              <span>{formatRupees(item.profit)}</span>
            </li>
            <li>
              <span>{t('pro.detail.recordStatus')}</span>
              <span>{t(proStatusKey(item.status))}</span>
            </li>
          </ul>
        </>
      )}
      <Link className="tap-link" to="/pro">
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
