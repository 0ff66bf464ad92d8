import { Button, EmptyState, Skeleton } from '@mandi/ui-kit'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import './load-states.css'

/**
 * The loading, empty and error blocks shared by the trading, BIT Pro, mining and salary views, so every
 * screen of this group shows its states the same way (spec: loading skeletons, empty, error with Retry).
 */
export function LoadingBlock({ label, lines = 4 }: { label: string; lines?: number }) {
  return (
    <div className="load-block" aria-busy="true">
      <Skeleton lines={lines} height={20} label={label} />
    </div>
  )
}

export function ErrorBlock({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const t = useT()
  return (
    <div className="load-block load-block--error" role="alert">
      <p className="load-block__text">{message ?? t('shell.common.loadFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('shell.common.retry')}
      </Button>
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

/** A link drawn as the ui-kit's secondary (or primary) button: the next step of an empty state. */
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
