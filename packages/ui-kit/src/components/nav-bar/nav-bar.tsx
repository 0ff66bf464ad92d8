import type { ReactNode } from 'react'
import '../icon-button/icon-button.css'
import './nav-bar.css'

export interface NavBarProps {
  title: string
  /** Shows the back button when given. */
  onBack?: () => void
  /** Accessible name of the back button. */
  backLabel?: string
  /** Actions at the end of the bar (a bell, a link to records). */
  end?: ReactNode
}

export function NavBar({ title, onBack, backLabel = 'Back', end }: NavBarProps) {
  return (
    <header className="mk-navbar">
      <div>
        {onBack && (
          <button type="button" className="mk-icon-button" aria-label={backLabel} onClick={onBack}>
            <span aria-hidden="true">‹</span>
          </button>
        )}
      </div>
      {/* The full title stays available to screen readers and as a tooltip when it is truncated. */}
      <h1 className="mk-navbar__title" title={title}>
        {title}
      </h1>
      <div className="mk-navbar__end">{end}</div>
    </header>
  )
}
