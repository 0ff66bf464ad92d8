import type { DepositRecord, WalletRecord, WithdrawalRecord } from '@mandi/api-client'
import { addPaise, depositStage } from '@mandi/domain'
import { Button, Money, StatusPill } from '@mandi/ui-kit'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { useTimeFormat } from '../../i18n/use-time-format.ts'
import { moneyReasonText } from '../../messages/money-reasons.ts'
import { MoneyInText } from './money-in-text.tsx'
import { depositStageStatus, type RecordKind, recordStatus } from './status-text.ts'

/** A deposit or withdrawal record with whichever back office fields the server sent. */
export type AnyWalletRecord = WalletRecord &
  Partial<Omit<DepositRecord, keyof WalletRecord>> &
  Partial<Omit<WithdrawalRecord, keyof WalletRecord>>

/** The actions of an unpaid deposit (the /hist container wires them). */
export interface DepositActions {
  /** /bank_transfer of a bank transfer order, where its UTR is sent. */
  readonly transferPath: (record: AnyWalletRecord) => string
  /** The order whose Cancel asks "are you sure" (null: none). */
  readonly confirmingCancel: string | null
  readonly cancelling: boolean
  readonly onCancelAsk: (order: string) => void
  readonly onCancelConfirm: () => void
  readonly onCancelDismiss: () => void
}

/**
 * One record of /hist: amount, order, time and its label, and what the back office did or what to do next:
 * a UTR being checked, a refused UTR's reason, a refund's reason and what came back; for an order not paid,
 * its payment page (while the link works) or the UTR form, and Cancel.
 */
export function WalletRecordRow(props: {
  readonly kind: RecordKind
  readonly record: AnyWalletRecord
  readonly time: string
  readonly actions?: DepositActions
}) {
  const t = useT()
  const { record } = props
  const stage = depositStage(record.status, record.stage)
  const label = props.kind === 'deposit' ? depositStageStatus(stage) : recordStatus('withdraw', record.status)
  const reason = moneyReasonText(t, record.reasonCode, record.reason)
  return (
    <li className="wallet__record">
      <div className="wallet__record-main">
        <p className="wallet__record-amount">
          <Money amount={record.amount} />
        </p>
        <p className="wallet__muted">{t('wallet.hist.order', { order: record.orderNumber })}</p>
        {record.utr ? <p className="wallet__muted">{t('wallet.records.utr', { utr: record.utr })}</p> : null}
        <p className="wallet__muted">{props.time}</p>
        {props.kind === 'deposit' && stage === 'checking' && (
          <p className="wallet__note">{t('wallet.records.checkingNote')}</p>
        )}
        {props.kind === 'deposit' && stage === 'refused' && reason && (
          <p className="wallet__note">{reason}</p>
        )}
        {props.kind === 'withdraw' && record.status === 2 && <Refund record={record} reason={reason} />}
        {props.kind === 'deposit' && props.actions && (stage === 'unpaid' || stage === 'refused') && (
          <UnpaidActions record={record} refused={stage === 'refused'} actions={props.actions} />
        )}
      </div>
      <StatusPill label={t(label.key)} tone={label.tone} />
    </li>
  )
}

function Refund({ record, reason }: { record: AnyWalletRecord; reason: string | undefined }) {
  const t = useT()
  return (
    <>
      {reason && <p className="wallet__note">{reason}</p>}
      {record.fee !== undefined && (
        <p className="wallet__muted">
          <MoneyInText
            t={t}
            textKey="wallet.records.refundedBalance"
            amount={addPaise(record.amount, record.fee)}
          />
        </p>
      )}
    </>
  )
}

function UnpaidActions({
  record,
  refused,
  actions,
}: {
  record: AnyWalletRecord
  refused: boolean
  actions: DepositActions
}) {
  const t = useT()
  const time = useTimeFormat()
  const bankTransfer = record.tp === 1
  if (actions.confirmingCancel === record.orderNumber) {
    return (
      <fieldset className="wallet__record-actions wallet__confirm">
        <legend className="wallet__sr-only">{t('wallet.records.cancel')}</legend>
        <p>{t('wallet.records.cancelQuestion', { order: record.orderNumber })}</p>
        <Button variant="danger" loading={actions.cancelling} onClick={actions.onCancelConfirm}>
          {t('wallet.records.cancelYes')}
        </Button>
        <Button variant="secondary" disabled={actions.cancelling} onClick={actions.onCancelDismiss}>
          {t('wallet.records.cancelNo')}
        </Button>
      </fieldset>
    )
  }
  return (
    <div className="wallet__record-actions">
      {bankTransfer ? (
        <Link to={actions.transferPath(record)} className="mk-button mk-button--primary wallet__action-link">
          {t(refused ? 'wallet.records.fixUtr' : 'wallet.records.addUtr')}
        </Link>
      ) : record.payUrl ? (
        <>
          <a href={record.payUrl} className="mk-button mk-button--primary wallet__action-link">
            {t('wallet.records.openPayment')}
          </a>
          {record.payUntil && (
            <p className="wallet__muted">
              {t('wallet.records.payUntil', { time: time.at(record.payUntil) })}
            </p>
          )}
        </>
      ) : record.tp === 0 ? (
        <p className="wallet__muted">{t('wallet.records.linkExpired')}</p>
      ) : null}
      <Button variant="secondary" onClick={() => actions.onCancelAsk(record.orderNumber)}>
        {t('wallet.records.cancel')}
      </Button>
    </div>
  )
}
