import { cx } from '../../lib/cx.ts'
import './skeleton.css'

export interface SkeletonProps {
  /** Number of text lines; the last one is shorter, like a paragraph. */
  lines?: number
  width?: number | string
  height?: number | string
  shape?: 'rect' | 'circle'
  /** Announced to screen readers while content loads, e.g. 'Loading'. */
  label?: string
}

/** Grey placeholder blocks while content loads. */
export function Skeleton({ lines = 1, width = '100%', height = 16, shape = 'rect', label }: SkeletonProps) {
  const blocks = Array.from({ length: Math.max(1, lines) }, (_, index) => index)
  return (
    <div className="mk-skeleton-group">
      {label && (
        <span role="status" className="mk-visually-hidden">
          {label}
        </span>
      )}
      {blocks.map((index) => (
        <span
          key={index}
          aria-hidden="true"
          className={cx('mk-skeleton', shape === 'circle' && 'mk-skeleton--circle')}
          style={{
            width: lines > 1 && index === lines - 1 ? '60%' : width,
            height: shape === 'circle' ? width : height,
          }}
        />
      ))}
    </div>
  )
}
