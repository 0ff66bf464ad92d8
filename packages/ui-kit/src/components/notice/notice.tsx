import type { AriaRole, ReactNode } from 'react'
import { cx } from '../../lib/cx.ts'
import './notice.css'

export interface NoticeProps {
  children: ReactNode
  /** A span shown as a block, for phrasing content such as an AlertDialog's message; a paragraph otherwise. */
  inline?: boolean
  /** 'alert' when it appears in answer to an action (the server refused the price shown). */
  role?: AriaRole
  className?: string
}

/**
 * A short warning said first, before what it concerns: e.g. that the price or rate changed since it was
 * shown and the figures below are the new ones. Tinted in the warning colour; long amounts wrap.
 */
export function Notice({ children, inline = false, role, className }: NoticeProps) {
  const Tag = inline ? 'span' : 'p'
  return (
    <Tag className={cx('mk-notice', inline && 'mk-notice--inline', className)} role={role}>
      {children}
    </Tag>
  )
}
