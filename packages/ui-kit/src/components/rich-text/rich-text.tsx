import { useMemo } from 'react'
import { cx } from '../../lib/cx.ts'
import { sanitizeHtml } from './sanitize-html.ts'
import './rich-text.css'

export interface RichTextProps {
  /** Untrusted HTML from the server. */
  html: string
  className?: string
  as?: 'div' | 'article' | 'section'
}

function trySanitize(html: string): string | null {
  try {
    return sanitizeHtml(html)
  } catch {
    return null
  }
}

/**
 * Renders server HTML after DOMPurify; sanitised again whenever the HTML changes. When the sanitiser cannot
 * run, the HTML is shown as plain text (escaped by React) rather than inserted unchecked.
 */
export function RichText({ html, className, as: Tag = 'div' }: RichTextProps) {
  const clean = useMemo(() => trySanitize(html), [html])
  // data-server-content: the text inside is the server's, shown as sent (the e2e money and language
  // sweeps skip it: an amount or an English word in an announcement is not the app's own text).
  if (clean === null)
    return (
      <Tag className={cx('mk-rich-text', className)} data-server-content="">
        {html}
      </Tag>
    )
  return (
    <Tag
      className={cx('mk-rich-text', className)}
      data-server-content=""
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been through sanitizeHtml
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
