import type { ProInvestment } from '@mandi/api-client'
import { BIT_PRO_ENDED_STATUS, paise } from '@mandi/domain'
import { AlertDialog, Button, Money, StatusPill } from '@mandi/ui-kit'
import { ArrowLeft } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { MoneySentence } from '../../i18n/money-sentence.tsx'
import { useTimeFormat } from '../../i18n/use-time-format.ts'
import { ActionLink, EmptyBlock, ErrorBlock, LoadingBlock } from '../../layout/load-states.tsx'
import { percentText, proStatusKey, proStatusTone } from './pro-labels.ts'
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
 * the revenue record. With the server's terms (CONTRACT.md "BIT Pro terms") it also states the rate, the end,
 * the profit to transfer apart from the profit earned, and before Transfer principal the exact penalty; a
 * transfer that cannot move anything is disabled with the reason beside it.
 */
export function ProInvestmentView(props: ProInvestmentViewProps) {
  const t = useT()
  const time = useTimeFormat()
  const item = props.investment
  const principalNoteId = useId()
  const profitNoteId = useId()
  const active = item?.status === 0
  const ended = item?.status === BIT_PRO_ENDED_STATUS
  const penalty = active ? item?.penalty : undefined
  const endsAt = item?.endsAt
  // Nothing to transfer is known only from the server's `transferable` (an extension); without it the button
  // stays as before and the server's answer says so.
  const noProfit = item?.transferable !== undefined && item.transferable <= 0
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
            <Fact label={t('pro.detail.amount')}>
              <Money amount={item.amount} />
            </Fact>
            <Fact label={t('pro.detail.profit')}>
              <Money amount={item.profit} tone={item.profit > 0 ? 'gain' : 'plain'} />
            </Fact>
            {item.transferable !== undefined && (
              <Fact label={t('pro.detail.transferable')}>
                <Money amount={item.transferable} />
              </Fact>
            )}
            <Fact label={t('pro.detail.status')}>
              <StatusPill label={t(proStatusKey(item.status))} tone={proStatusTone(item.status)} />
            </Fact>
            {item.rate !== undefined && (
              <Fact label={t('pro.detail.rate')}>
                {t('pro.detail.rateValue', { rate: percentText(item.rate) })}
              </Fact>
            )}
            <Fact label={t('pro.detail.time')}>{time.at(item.createdAt)}</Fact>
            {endsAt !== undefined && (
              <Fact label={t(active ? 'pro.detail.ends' : ended ? 'pro.detail.ended' : 'pro.detail.stopped')}>
                {time.at(active ? endsAt : (item.stoppedAt ?? endsAt))}
              </Fact>
            )}
          </dl>
          <div className="pro-detail__actions">
            <div className="pro-detail__action">
              <Button
                block
                variant="secondary"
                loading={props.transferring === 'principal'}
                // A stopped or ended investment has no principal left to transfer (§4: non-zero is Stop).
                disabled={!active || (props.transferring !== null && props.transferring !== 'principal')}
                aria-describedby={principalNoteId}
                onClick={props.onTransferPrincipal}
              >
                {t('pro.detail.transferPrincipal')}
              </Button>
              <p id={principalNoteId} className="pro-detail__note">
                {active && penalty !== undefined && (
                  <MoneySentence
                    k="pro.detail.penaltyNow"
                    amounts={{ penalty, back: paise(item.amount - penalty) }}
                  />
                )}
                {ended && t('pro.detail.principalEnded', { time: time.at(item.stoppedAt ?? endsAt ?? '') })}
                {!active &&
                  !ended &&
                  item.stoppedAt &&
                  t('pro.detail.principalStopped', { time: time.at(item.stoppedAt) })}
              </p>
            </div>
            <div className="pro-detail__action">
              <Button
                block
                loading={props.transferring === 'profit'}
                disabled={noProfit || (props.transferring !== null && props.transferring !== 'profit')}
                aria-describedby={profitNoteId}
                onClick={props.onTransferProfit}
              >
                {t('pro.detail.transferProfit')}
              </Button>
              <p id={profitNoteId} className="pro-detail__note">
                {noProfit && t(active ? 'pro.detail.noProfit' : 'pro.detail.noProfitLeft')}
              </p>
            </div>
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
            {item.transferable !== undefined && (
              <li>
                <span>{t('pro.detail.recordTransferred')}</span>
                <Money amount={paise(item.profit - item.transferable)} />
              </li>
            )}
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
        message={
          item && penalty !== undefined && endsAt !== undefined ? (
            <MoneySentence
              k="pro.detail.confirmBodyExact"
              amounts={{ penalty, back: paise(item.amount - penalty) }}
              params={{ time: time.at(endsAt) }}
            />
          ) : (
            t('pro.detail.confirmBody')
          )
        }
        confirmLabel={t('pro.detail.confirm')}
        cancelLabel={t('shell.common.cancel')}
        destructive
        onConfirm={props.onConfirmPrincipal}
        onCancel={props.onCancelPrincipal}
      />
    </section>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
