import { useMemo } from 'react'
import { checkFrameUrl, sandboxFor } from './frame-url.ts'
import './safe-frame.css'

export interface SafeFrameProps {
  /** The page to embed (a stored /webview URL, a live chat provider). Untrusted. */
  src: string
  /** Accessible name of the frame. */
  title: string
  /** Shown instead of the frame when the URL is refused. */
  blockedMessage?: string
  allowScripts?: boolean
  /** Ignored for pages on our own origin when scripts are allowed (see sandboxFor). */
  allowSameOrigin?: boolean
  allowForms?: boolean
  allowPopups?: boolean
  height?: number | string
  /** The app's origin; defaults to the current page's. */
  ownOrigin?: string
}

/** An iframe that only loads https pages, always sandboxed, and sends no referrer. */
export function SafeFrame({
  src,
  title,
  blockedMessage = 'This page cannot be shown.',
  allowScripts = true,
  allowSameOrigin = true,
  allowForms = true,
  allowPopups = true,
  height,
  ownOrigin,
}: SafeFrameProps) {
  const check = useMemo(() => checkFrameUrl(src), [src])
  if (!check.ok) {
    return (
      <p role="alert" className="mk-frame-blocked" data-reason={check.reason}>
        {blockedMessage}
      </p>
    )
  }
  const sandbox = sandboxFor(check.url, ownOrigin ?? window.location.origin, {
    scripts: allowScripts,
    sameOrigin: allowSameOrigin,
    forms: allowForms,
    popups: allowPopups,
  })
  return (
    <iframe
      className="mk-frame"
      src={check.url.href}
      title={title}
      sandbox={sandbox}
      referrerPolicy="no-referrer"
      allow=""
      loading="lazy"
      style={height === undefined ? undefined : { height }}
    />
  )
}
