import type { ReactNode } from 'react'
import { Button } from '../button/button.tsx'
import './empty-state.css'

export interface EmptyStateProps {
  title: string
  description?: string
  icon?: ReactNode
  /** The action, e.g. 'Reset filters'; shown only together with `onAction`. */
  actionLabel?: string
  onAction?: () => void
}

export function EmptyState({ title, description, icon = '∅', actionLabel, onAction }: EmptyStateProps) {
  return (
    <section className="mk-empty" aria-label={title}>
      <span className="mk-empty__icon" aria-hidden="true">
        {icon}
      </span>
      <p className="mk-empty__title">{title}</p>
      {description && <p className="mk-empty__description">{description}</p>}
      {actionLabel && onAction && (
        <Button variant="secondary" onClick={onAction}>
          {actionLabel}
        </Button>
      )}
    </section>
  )
}
