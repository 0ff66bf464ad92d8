import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { LoadState } from '../../layout/load-states.tsx'
import './wallet.css'

/** What a screen on the bound bank account is doing: its data loading, failed, no account bound, or ready. */
export type BankLoadStatus = 'loading' | 'error' | 'noBank' | 'ready'

export interface BankLoadStateProps {
  readonly status: BankLoadStatus
  /** Why the screen needs a bound account (shown with the way to /bind_card when there is none). */
  readonly noBankText: string
  readonly errorText?: string
  readonly onRetry: () => void
  readonly children: ReactNode
}

/**
 * The states /payout and /update_bank share: no account bound says why and links to /bind_card; otherwise
 * the wallet's loading and error states, then the form.
 */
export function BankLoadState(props: BankLoadStateProps) {
  const t = useT()
  if (props.status === 'noBank') {
    return (
      <div className="wallet__card">
        <p>{props.noBankText}</p>
        <Link to="/bind_card" className="wallet__link">
          {t('wallet.payout.bind')}
        </Link>
      </div>
    )
  }
  return (
    <LoadState
      status={props.status === 'ready' ? 'success' : props.status}
      errorText={props.errorText}
      onRetry={props.onRetry}
    >
      {props.children}
    </LoadState>
  )
}
