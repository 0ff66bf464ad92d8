import type { Paise } from '@mandi/domain'
import { Button, Money, StatusPill } from '@mandi/ui-kit'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { BackBar } from '../../layout/back-bar.tsx'
import { LoadState } from '../../layout/load-states.tsx'
import { ChannelSheet, type ChannelSheetProps } from '../wallet/channel-sheet.tsx'
import './account.css'
import './kyc.css'

export interface KycViewProps {
  /** user/info: the account's kyc_status is needed before anything is offered. */
  readonly status: 'loading' | 'error' | 'ready'
  readonly errorText?: string
  readonly onRetry: () => void
  /** §4: kyc_status 2. */
  readonly verified: boolean
  /** kyc_status 1: the PAN form was sent and waits for review (still Not verified). */
  readonly pendingReview: boolean
  /** The KYC fee (§9, ₹6,000). */
  readonly fee: Paise
  readonly onPay: () => void
  readonly sheet: ChannelSheetProps
}

const SLOT = '\u0000'

/** A translated sentence with the fee inside it as a Money element, in each language's own word order. */
function withFee(template: string, fee: ReactNode): ReactNode {
  const [before = '', after = ''] = template.split(SLOT)
  return (
    <>
      {before}
      {fee}
      {after}
    </>
  )
}

/**
 * /kyc (spec §2, §9): the account's real verification status, and what the fee is. In the reference server
 * paying the fee is a deposit of that amount to the balance (through the channel popup) and changes
 * nothing else; verification is the PAN form at /verif. A verified account is offered no payment.
 */
export function KycView(props: KycViewProps) {
  const t = useT()
  const fee = <Money amount={props.fee} />
  return (
    <section className="screen account">
      <BackBar title={t('account.kyc.title')} />
      <LoadState
        status={props.status === 'ready' ? 'success' : props.status}
        errorText={props.errorText}
        onRetry={props.onRetry}
        lines={3}
      >
        <div className="account__form">
          <dl className="account__facts">
            <div>
              <dt>{t('account.kyc.status')}</dt>
              <dd>
                <StatusPill
                  label={t(props.verified ? 'account.kyc.verified' : 'account.kyc.notVerified')}
                  tone={props.verified ? 'success' : 'warning'}
                />
              </dd>
            </div>
            {!props.verified && (
              <div>
                <dt>{t('account.kyc.feeLabel')}</dt>
                <dd className="kyc__amount">{fee}</dd>
              </div>
            )}
          </dl>
          {props.verified ? (
            <p className="account__muted">{t('account.kyc.verifiedNote')}</p>
          ) : (
            <>
              {props.pendingReview && <p className="account__muted">{t('account.kyc.pendingNote')}</p>}
              <div className="account__notice kyc__notice">
                <p>{withFee(t('account.kyc.feeNote', { fee: SLOT }), fee)}</p>
                <p>{t('account.kyc.verifyNote')}</p>
              </div>
              <Link to="/verif" className="kyc__link">
                {t('account.kyc.verifyLink')}
              </Link>
              <Button type="button" block onClick={props.onPay}>
                {withFee(t('account.kyc.pay', { fee: SLOT }), fee)}
              </Button>
            </>
          )}
        </div>
      </LoadState>
      <ChannelSheet {...props.sheet} />
    </section>
  )
}
