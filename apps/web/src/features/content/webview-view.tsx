import { FramedPage } from '../../frames/framed-page.tsx'
import { useT } from '../../i18n/i18n.tsx'
import { ActionLink, EmptyBlock } from '../../layout/load-states.tsx'
import './content.css'

export interface WebviewViewProps {
  /** The stored URL; null when the query carries none. Untrusted: FramedPage checks it. */
  readonly url: string | null
  /** The origins the server lets the app frame (sys/frame_hosts); null while asking. */
  readonly frameHosts: readonly string[] | null
}

/**
 * /webview (spec §2): a stored URL in a frame, when its origin is on the server's allow-list; any other
 * https page opens in a new tab (a link that names the site). javascript:, data:, blob:, http off localhost
 * and userinfo tricks (https://app@evil.example) are refused with a message and no link.
 */
export function WebviewView({ url, frameHosts }: WebviewViewProps) {
  const t = useT()
  return (
    <section className="screen content content--frame">
      <h1 className="screen__title">{t('content.webview.title')}</h1>
      {url === null ? (
        <EmptyBlock
          title={t('content.webview.missing')}
          action={<ActionLink to="/home">{t('content.common.home')}</ActionLink>}
        />
      ) : (
        <FramedPage
          src={url}
          title={t('content.webview.frameTitle')}
          blockedMessage={t('content.webview.blocked')}
          frameHosts={frameHosts}
        />
      )}
    </section>
  )
}
