import { Button, EmptyState, Skeleton } from '@mandi/ui-kit'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import type { QueryState } from '../../api/use-api-query.ts'
import { useT } from '../../i18n/i18n.tsx'
import './load-states.css'

/** What a list or detail view of the referral, content, support and chat screens can show. */
export type ViewStatus = 'loading' | 'empty' | 'error' | 'success'

/** A query's state as a view status: idle counts as loading, since a screen only idles before it asks. */
export function viewStatus(state: QueryState<unknown>): ViewStatus {
  return state.status === 'idle' ? 'loading' : state.status
}

/** The query's data when it has some (success or empty), else the fallback. */
export function dataOf<T>(state: QueryState<T>, fallback: T): T {
  return state.status === 'success' || state.status === 'empty' ? state.data : fallback
}

export function LoadingBlock({ lines = 4 }: { lines?: number }) {
  const t = useT()
  return (
    <div className="cx-load" aria-busy="true">
      <Skeleton lines={lines} height={20} label={t('shell.common.loading')} />
    </div>
  )
}

export function ErrorBlock({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const t = useT()
  return (
    <div className="cx-load cx-load--error" role="alert">
      <p className="cx-load__text">{message ?? t('shell.common.loadFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('shell.common.retry')}
      </Button>
    </div>
  )
}

/** An empty state; `action` is its next step (an EmptyLink), so an empty screen is never a dead end. */
export function EmptyBlock({ title, action }: { title: string; action?: ReactNode }) {
  return <EmptyState title={title} {...(action ? { action } : {})} />
}

/** The next step of an empty state: a link that looks like the kit's secondary button (44 px). */
export function EmptyLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="mk-button mk-button--secondary cx-empty-link">
      {children}
    </Link>
  )
}

/** The loading, error and empty blocks for a status; null on success, where the caller renders its data. */
export function StatusBlock({
  status,
  emptyTitle,
  emptyAction,
  onRetry,
  lines,
}: {
  status: ViewStatus
  emptyTitle: string
  /** The empty state's next step (an EmptyLink). */
  emptyAction?: ReactNode
  onRetry: () => void
  lines?: number
}) {
  if (status === 'loading') return <LoadingBlock {...(lines ? { lines } : {})} />
  if (status === 'error') return <ErrorBlock onRetry={onRetry} />
  if (status === 'empty') return <EmptyBlock title={emptyTitle} action={emptyAction} />
  return null
}
