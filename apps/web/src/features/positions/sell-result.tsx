import { ResultDialog } from '@mandi/ui-kit'
import { useT } from '../../i18n/i18n.tsx'

/** The outcome of a quick Sell, already translated. */
export interface SellOutcome {
  readonly ok: boolean
  readonly message: string
  /** The outcome is unknown: Retry sends the sale again under the same Idempotency-Key. */
  readonly canRetry: boolean
}

export interface SellResultProps {
  readonly result: SellOutcome | null
  readonly onOk: () => void
  readonly onRetry: () => void
}

/** The same result popup as a sale on the product screen (§4): Success or Failed, the message, OK (and Retry). */
export function SellResult({ result, onOk, onRetry }: SellResultProps) {
  const t = useT()
  if (!result) return null
  return (
    <ResultDialog
      open
      status={result.ok ? 'success' : 'failed'}
      title={result.ok ? t('market.popup.success') : t('market.popup.failed')}
      message={result.message}
      okLabel={t('market.popup.ok')}
      onOk={onOk}
      onRetry={result.canRetry ? onRetry : undefined}
      retryLabel={t('shell.common.retry')}
    />
  )
}
