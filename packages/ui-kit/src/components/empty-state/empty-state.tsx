import type { ReactNode } from 'react'
import { Button } from '../button/button.tsx'
import './empty-state.css'
import { Inbox } from 'lucide-react'

export interface EmptyStateProps {
  title: string
  description?: string
  /** A decorative icon from the icon set (lucide-react); an empty tray by default. */
  icon?: ReactNode
  /** The action, e.g. 'Reset filters'; shown only together with `onAction`. */
  actionLabel?: string
  onAction?: () => void
  /** The next step as a ready element, e.g. a router Link styled as a button; wins over actionLabel. */
  action?: ReactNode
}

export function EmptyState({ title, description, icon, actionLabel, onAction, action }: EmptyStateProps) {
  return (
    <section className="mk-empty" aria-label={title}>
      <span className="mk-empty__icon" aria-hidden="true">
        {icon ?? <Inbox size={40} strokeWidth={1.5} />}
      </span>
      <p className="mk-empty__title">{title}</p>
      {description && <p className="mk-empty__description">{description}</p>}
      {action}
      {!action && actionLabel && onAction && (
        <Button variant="secondary" onClick={onAction}>
          {actionLabel}
        </Button>
      )}
    </section>
  )
}
