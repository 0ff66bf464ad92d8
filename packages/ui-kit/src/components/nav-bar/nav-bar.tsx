import type { ReactNode } from 'react'
import '../icon-button/icon-button.css'
import './nav-bar.css'
import { ChevronLeft } from 'lucide-react'

export interface NavBarProps {
  /**
   * The screen's heading (an h1). Leave it out when the screen below draws its own h1: the bar then carries
   * only the back control (and `end`), so a screen keeps one h1.
   */
  title?: string
  /** Shows the back button when given. */
  onBack?: () => void
  /** Accessible name of the back button; with no title it is also shown beside the arrow. */
  backLabel?: string
  /** Actions at the end of the bar (a bell, a link to records). */
  end?: ReactNode
}

export function NavBar({ title, onBack, backLabel = 'Back', end }: NavBarProps) {
  const bare = title === undefined
  return (
    <header className={bare ? 'mk-navbar mk-navbar--bare' : 'mk-navbar'}>
      <div>
        {onBack && bare && (
          <button type="button" className="mk-navbar__back" onClick={onBack}>
            <ChevronLeft size={20} aria-hidden /> {backLabel}
          </button>
        )}
        {onBack && !bare && (
          <button type="button" className="mk-icon-button" aria-label={backLabel} onClick={onBack}>
            <ChevronLeft size={20} aria-hidden />
          </button>
        )}
      </div>
      {/* The full title stays available to screen readers and as a tooltip when it is truncated. */}
      {bare ? (
        <div />
      ) : (
        <h1 className="mk-navbar__title" title={title}>
          {title}
        </h1>
      )}
      <div className="mk-navbar__end">{end}</div>
    </header>
  )
}
