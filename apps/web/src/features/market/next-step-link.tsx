import type { ReactNode } from 'react'
import { Link } from 'wouter'
import './next-step-link.css'

/** The next step an empty state offers (Browse goods, Open the chart, …): a link that looks like a button. */
export function NextStepLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="mk-button mk-button--secondary next-step">
      {children}
    </Link>
  )
}
