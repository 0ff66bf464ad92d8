import { cx } from '../../lib/cx.ts'
import './status-pill.css'

export type StatusTone = 'neutral' | 'success' | 'danger' | 'warning' | 'info'

export interface StatusPillProps {
  /** The status text, e.g. 'Pending in bank', 'Verified'; the colour only repeats it. */
  label: string
  tone?: StatusTone
}

export function StatusPill({ label, tone = 'neutral' }: StatusPillProps) {
  return <span className={cx('mk-pill', `mk-pill--${tone}`)}>{label}</span>
}
