import { Button, EmptyState, Skeleton } from '@mandi/ui-kit'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import type { QueryState } from '../api/use-api-query.ts'
import { useT } from '../i18n/i18n.tsx'
import './load-states.css'

/**
 * The loading, empty and error blocks of a list or detail view, shared by the trading, BIT Pro, mining,
 * salary, referral, content, support, chat, home and positions screens, so each shows its states the same way
 * (spec: loading skeletons, empty with a next step, error with Retry). Their words are the shell's.
 */

/** What a list or detail view can show; views take it as a prop so every state has a story. */
export type ViewStatus = 'loading' | 'empty' | 'error' | 'success'

/** A query's state as a view status: idle counts as loading, since a screen only idles before it asks. */
export function viewStatus(state: QueryState<unknown>): ViewStatus {
  return state.status === 'idle' ? 'loading' : state.status
}

/** The query's data when it has some (success or empty), else the fallback. */
export function dataOf<T>(state: QueryState<T>, fallback: T): T {
  return state.status === 'success' || state.status === 'empty' ? state.data : fallback
}

/** Skeleton lines; `label` names what is loading (the shell's "Loading…" when absent). */
export function LoadingBlock({ label, lines = 4 }: { label?: string; lines?: number }) {
  const t = useT()
  return (
    <div className="load-block" aria-busy="true">
      <Skeleton lines={lines} height={20} label={label ?? t('shell.common.loading')} />
    </div>
  )
}

/** The error text (the alert, alone, so a screen reader reads just it) and Retry when there is one. */
export function ErrorBlock({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const t = useT()
  return (
    <div className="load-block load-block--error">
      <p className="load-block__text" role="alert">
        {message ?? t('shell.common.loadFailed')}
      </p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('shell.common.retry')}
        </Button>
      )}
    </div>
  )
}

/** An empty state; `action` is its next step (an ActionLink), so an empty screen is never a dead end. */
export function EmptyBlock({
  title,
  description,
  icon,
  action,
}: {
  title: string
  description?: string
  icon?: ReactNode
  action?: ReactNode
}) {
  return (
    <EmptyState
      title={title}
      {...(description ? { description } : {})}
      {...(icon ? { icon } : {})}
      {...(action ? { action } : {})}
    />
  )
}

/**
 * A link drawn as the ui-kit's secondary (or primary) button, 44 px: the next step of an empty state
 * (Browse goods, Open the chart, …).
 */
export function ActionLink({
  to,
  children,
  primary = false,
}: {
  to: string
  children: ReactNode
  primary?: boolean
}) {
  return (
    <Link
      to={to}
      className={`mk-button ${primary ? 'mk-button--primary' : 'mk-button--secondary'} action-link`}
    >
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
  /** The empty state's next step (an ActionLink). */
  emptyAction?: ReactNode
  onRetry: () => void
  lines?: number
}) {
  if (status === 'success') return null
  return (
    <LoadState
      status={status}
      emptyText={emptyTitle}
      {...(emptyAction ? { emptyAction } : {})}
      onRetry={onRetry}
      {...(lines ? { lines } : {})}
    />
  )
}

/**
 * A whole view's states around its content (the wallet and account screens): the loading, error and empty
 * blocks for their status, and the children on success.
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
}: {
  readonly status: ViewStatus
  readonly emptyText?: string
  /** A line under the empty title: what will show here, or how to get there. */
  readonly emptyDescription?: string
  /** The next step from an empty list (an ActionLink). */
  readonly emptyAction?: ReactNode
  /** The error text (server info or the fallback); the shell's load failure text when absent. */
  readonly errorText?: string
  readonly onRetry?: () => void
  readonly lines?: number
  readonly children?: ReactNode
}) {
  const t = useT()
  if (status === 'loading') return <LoadingBlock lines={lines} />
  if (status === 'error')
    return <ErrorBlock {...(errorText ? { message: errorText } : {})} {...(onRetry ? { onRetry } : {})} />
  if (status === 'empty')
    return (
      <EmptyBlock
        title={emptyText ?? t('shell.common.empty')}
        {...(emptyDescription ? { description: emptyDescription } : {})}
        {...(emptyAction ? { action: emptyAction } : {})}
      />
    )
  return <>{children}</>
}
