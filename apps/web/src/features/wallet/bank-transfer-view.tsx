import type { DepositBank } from '@mandi/api-client'
import { type DepositStage, maxLengthOf, type Paise, shouldShowUpi } from '@mandi/domain'
import { Button, CopyField, Form, Money, Notice, TextField } from '@mandi/ui-kit'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { BackBar } from '../../layout/back-bar.tsx'
import { LoadState, type ViewStatus } from '../../layout/load-states.tsx'
import { UpiQr } from './upi-qr.tsx'
import './wallet.css'

/** The UTR form of /bank_transfer: what is typed, its message, and what the server took. */
export interface UtrForm {
  readonly value: string
  /** Already translated. */
  readonly error?: string
  readonly submitting: boolean
}

export interface BankTransferViewProps {
  /** False when the query lacks the amount or the order: the screen says so instead of guessing. */
  readonly linkComplete: boolean
  readonly status: Exclude<ViewStatus, 'empty'>
  /** The amount, shown with Indian grouping (₹3,000.00). */
  readonly amount: Paise | null
  /** The amount as it is typed into a bank app, e.g. 3000.00: what Copy copies. */
  readonly amountValue: string
  readonly order: string
  readonly bank?: DepositBank
  /** The `upi://pay` link with payee, name, amount and the order as the note; null without a UPI address. */
  readonly upiUrl: string | null
  /** The WhatsApp link with amount, ID and order; null when no number is configured (then the in-app chat). */
  readonly chatUrl: string | null
  /** Where the order is (pay/list's stage); null while not known. */
  readonly stage: DepositStage | null
  /** The UTR sent for the order (being checked), or ''. */
  readonly sentUtr: string
  /** Why the last UTR was refused (translated), when it was. */
  readonly refusal?: string
  readonly utr: UtrForm
  readonly onUtrChange: (value: string) => void
  readonly onUtrSubmit: () => void
  readonly errorText?: string
  readonly onRetry: () => void
  /** §8: a copy shows the alert 'Copied successfully'. */
  readonly onCopied: () => void
}

/**
 * /bank_transfer (spec §2): pay the order the way Indian users do (a UPI app on this phone, or its QR code from
 * another one) or by bank transfer to the account shown, each value tap-to-copy; then send the UTR the bank
 * shows, which the back office checks before the amount is credited. The order's stage is followed.
 */
export function BankTransferView(props: BankTransferViewProps) {
  const t = useT()
  const copy = (label: string, value: string, display?: ReactNode) => (
    <CopyField
      label={label}
      value={value}
      display={display}
      copyLabel={t('wallet.transfer.copy')}
      copiedMessage={t('shell.common.copied')}
      onCopied={props.onCopied}
    />
  )
  const closed = props.stage === 'paid' || props.stage === 'cancelled'
  return (
    <section className="screen wallet">
      <BackBar title={t('wallet.transfer.title')} />
      {!props.linkComplete ? (
        <p role="alert">{t('wallet.transfer.badLink')}</p>
      ) : (
        <LoadState status={props.status} errorText={props.errorText} onRetry={props.onRetry}>
          {props.bank && (
            <>
              {props.stage === 'paid' && (
                <p className="wallet__stage wallet__stage--done" role="status">
                  {t('wallet.pay.credited')}
                </p>
              )}
              {props.stage === 'cancelled' && (
                <p className="wallet__stage" role="status">
                  {t('wallet.pay.cancelledOrder')}
                </p>
              )}
              {!closed && <p>{t('wallet.transfer.intro')}</p>}
              <div className="wallet__card">
                {copy(
                  t('wallet.transfer.amount'),
                  props.amountValue,
                  props.amount === null ? undefined : <Money amount={props.amount} />,
                )}
                {copy(t('wallet.transfer.order'), props.order)}
              </div>
              {!closed && props.upiUrl && shouldShowUpi(props.bank.upi) && (
                <div className="wallet__card wallet__upi">
                  <h2 className="wallet__subtitle">{t('wallet.pay.upiTitle')}</h2>
                  <a className="mk-button mk-button--primary mk-button--block" href={props.upiUrl}>
                    {t('wallet.pay.upiLink')}
                  </a>
                  <p className="wallet__muted">{t('wallet.pay.upiHint')}</p>
                  <p>{t('wallet.pay.qrTitle')}</p>
                  <UpiQr
                    text={props.upiUrl}
                    label={
                      props.amount === null
                        ? t('wallet.pay.upiTitle')
                        : t('wallet.pay.qrLabel', { amount: props.amountValue })
                    }
                    loadingText={t('wallet.pay.qrLoading')}
                    failedText={t('wallet.pay.qrFailed')}
                  />
                </div>
              )}
              {!closed && (
                <div className="wallet__card">
                  <h2 className="wallet__subtitle">{t('wallet.pay.bankTitle')}</h2>
                  {shouldShowUpi(props.bank.upi) && copy(t('wallet.transfer.upi'), props.bank.upi)}
                  {copy(t('wallet.transfer.holder'), props.bank.accountHolder)}
                  {copy(t('wallet.transfer.account'), props.bank.bankAccount)}
                  {copy(t('wallet.transfer.ifsc'), props.bank.ifsc)}
                </div>
              )}
              {!closed && <UtrStep {...props} />}
              <Link to="/hist" className="wallet__link">
                {t('wallet.pay.records')}
              </Link>
              {!closed &&
                (props.chatUrl ? (
                  <a className="wallet__link" href={props.chatUrl} target="_blank" rel="noopener noreferrer">
                    {t('wallet.transfer.chat')}
                  </a>
                ) : (
                  <Link to="/chat" className="wallet__link">
                    {t('wallet.pay.chatInApp')}
                  </Link>
                ))}
            </>
          )}
        </LoadState>
      )}
    </section>
  )
}

/** After paying: the UTR, or, once sent, that it is being checked. */
function UtrStep(props: BankTransferViewProps) {
  const t = useT()
  if (props.stage === 'checking') {
    return (
      <p className="wallet__stage" role="status">
        {t('wallet.pay.utrSent', { utr: props.sentUtr })}
      </p>
    )
  }
  return (
    <Form className="wallet__card" busy={props.utr.submitting} onSubmit={props.onUtrSubmit}>
      <h2 className="wallet__subtitle">{t('wallet.pay.utrTitle')}</h2>
      {props.refusal && <Notice role="alert">{props.refusal}</Notice>}
      <TextField
        label={t('wallet.pay.utrLabel')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={maxLengthOf('transfer.utr')}
        hint={t('wallet.pay.utrHint')}
        value={props.utr.value}
        error={props.utr.error}
        onChange={(value) => props.onUtrChange(value)}
      />
      <Button type="submit" block loading={props.utr.submitting}>
        {t('wallet.pay.utrSubmit')}
      </Button>
    </Form>
  )
}
