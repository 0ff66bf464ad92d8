import type { DepositBank } from '@mandi/api-client'
import { shouldShowUpi } from '@mandi/domain'
import { CopyField } from '@mandi/ui-kit'
import { useT } from '../../i18n/i18n.tsx'
import { BackBar } from '../../layout/back-bar.tsx'
import { LoadState, type ViewStatus } from '../../layout/load-states.tsx'
import './wallet.css'

export interface BankTransferViewProps {
  /** False when the query lacks the amount or the order: the screen says so instead of guessing. */
  readonly linkComplete: boolean
  readonly status: Exclude<ViewStatus, 'empty'>
  /** The amount as it is typed into a bank app, e.g. 600.00 (the field's label names the rupee). */
  readonly amountValue: string
  readonly order: string
  readonly bank?: DepositBank
  /** The messaging link with amount, ID and order; null when no support number is configured. */
  readonly chatUrl: string | null
  readonly errorText?: string
  readonly onRetry: () => void
  /** §8: a copy shows the alert 'Copied successfully'. */
  readonly onCopied: () => void
}

/** /bank_transfer (spec §2): where to send a manual transfer, each value tap-to-copy, and the chat button. */
export function BankTransferView(props: BankTransferViewProps) {
  const t = useT()
  const copy = (label: string, value: string) => (
    <CopyField
      label={label}
      value={value}
      copyLabel={t('wallet.transfer.copy')}
      copiedMessage={t('shell.common.copied')}
      onCopied={props.onCopied}
    />
  )
  return (
    <section className="screen wallet">
      <BackBar title={t('wallet.transfer.title')} />
      {!props.linkComplete ? (
        <p role="alert">{t('wallet.transfer.badLink')}</p>
      ) : (
        <LoadState status={props.status} errorText={props.errorText} onRetry={props.onRetry}>
          {props.bank && (
            <>
              <p>{t('wallet.transfer.intro')}</p>
              <div className="wallet__card">
                {copy(t('wallet.transfer.amount'), props.amountValue)}
                {copy(t('wallet.transfer.order'), props.order)}
                {shouldShowUpi(props.bank.upi) && copy(t('wallet.transfer.upi'), props.bank.upi)}
                {copy(t('wallet.transfer.holder'), props.bank.accountHolder)}
                {copy(t('wallet.transfer.account'), props.bank.bankAccount)}
                {copy(t('wallet.transfer.ifsc'), props.bank.ifsc)}
              </div>
              {props.chatUrl ? (
                <a className="wallet__link" href={props.chatUrl} target="_blank" rel="noopener noreferrer">
                  {t('wallet.transfer.chat')}
                </a>
              ) : (
                <p className="wallet__muted">{t('wallet.transfer.noSupport')}</p>
              )}
            </>
          )}
        </LoadState>
      )}
    </section>
  )
}
