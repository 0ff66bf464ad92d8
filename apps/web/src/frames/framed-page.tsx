import { checkFrameUrl, SafeFrame } from '@mandi/ui-kit'
import { ExternalLink } from 'lucide-react'
import { useT } from '../i18n/i18n.tsx'
import { LoadingBlock } from '../layout/load-states.tsx'
import './framed-page.css'

export interface FramedPageProps {
  /** The page to show. Untrusted: a refused address (javascript:, userinfo, http off localhost) shows `blockedMessage`. */
  readonly src: string
  /** The frame's accessible name. */
  readonly title: string
  readonly blockedMessage: string
  /** The origins that may be framed (useFrameHosts); null while they are asked for. */
  readonly frameHosts: readonly string[] | null
}

/**
 * A page inside the app only when its origin is on the server's allow-list (the same list as the CSP's
 * frame-src): anything else would be blocked by the browser, or could dress an outside page in the app's own
 * frame. Otherwise the page opens in a new tab, with a line that says why and a link that names the site.
 */
export function FramedPage({ src, title, blockedMessage, frameHosts }: FramedPageProps) {
  const t = useT()
  const check = checkFrameUrl(src)
  // SafeFrame says why an address is refused; nothing is linked for it either.
  if (!check.ok) return <SafeFrame src={src} title={title} blockedMessage={blockedMessage} />
  if (frameHosts === null) return <LoadingBlock label={t('shell.frame.checking')} lines={2} />
  if (frameHosts.includes(check.url.origin)) {
    return <SafeFrame src={check.url.href} title={title} blockedMessage={blockedMessage} />
  }
  return (
    <div className="framed-page">
      <p className="framed-page__why">{t('shell.frame.notFramed')}</p>
      <a className="framed-page__open" href={check.url.href} target="_blank" rel="noopener noreferrer">
        <ExternalLink size={20} aria-hidden />
        {t('shell.frame.open', { host: check.url.host })}
      </a>
    </div>
  )
}
