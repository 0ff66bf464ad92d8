import { cx } from '../../lib/cx.ts'
import './badge.css'

export interface BadgeProps {
  count: number
  /** Counts above this show as `max+`. */
  max?: number
  /** What the count means, for screen readers: e.g. '3 unread messages'. */
  label?: string
  /** A dot without a number. */
  dot?: boolean
  className?: string
}

/** A small count bubble; renders nothing for zero or less. */
export function Badge({ count, max = 99, label, dot = false, className }: BadgeProps) {
  if (count <= 0) return null
  const text = count > max ? `${max}+` : String(count)
  // The visible number is decoration when a spoken label says what it counts.
  return (
    <span className={cx('mk-badge', dot && 'mk-badge--dot', className)}>
      {dot ? null : <span aria-hidden={label ? true : undefined}>{text}</span>}
      {label && <span className="mk-visually-hidden">{label}</span>}
    </span>
  )
}
