import { Button, EmptyState, Skeleton } from '@mandi/ui-kit'
import type { ReactNode } from 'react'
import { useT } from '../../i18n/i18n.tsx'
import './load-state.css'

/** What a screen's data is doing; views take it as a prop so every state has a story. */
export type LoadStatus = 'loading' | 'empty' | 'error' | 'success'

export interface LoadStateProps {
  readonly status: LoadStatus
  readonly emptyText?: string
  /** A line under the empty title: what will show here, or how to get there. */
  readonly emptyDescription?: string
  /** The next step from an empty list, e.g. a Link to /deposit styled as a button. */
  readonly emptyAction?: ReactNode
  /** The error text (server info or the fallback); the generic load failure text when absent. */
  readonly errorText?: string
  readonly onRetry?: () => void
  readonly lines?: number
  readonly children?: ReactNode
}

/**
 * The loading (skeletons), empty, error (with Retry) and success states shared by the wallet and account
 * screens, so each of them reads the same way and the tests can find Retry by its name everywhere.
 */
export function LoadState({
  status,
  emptyText,
  emptyDescription,
  emptyAction,
  errorText,
  onRetry,
  lines = 4,
  children,
}: LoadStateProps) {
  const t = useT()
  if (status === 'loading') {
    return (
      <div className="load-state">
        <Skeleton lines={lines} label={t('wallet.common.loading')} />
      </div>
    )
  }
  if (status === 'error') {
    return (
      <div className="load-state load-state--error">
        <p role="alert">{errorText ?? t('wallet.common.loadFailed')}</p>
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {t('wallet.common.retry')}
          </Button>
        )}
      </div>
    )
  }
  if (status === 'empty') {
    return (
      <EmptyState
        title={emptyText ?? t('shell.common.empty')}
        {...(emptyDescription ? { description: emptyDescription } : {})}
        action={emptyAction}
      />
    )
  }
  return <>{children}</>
}
