import { SafeFrame } from '@mandi/ui-kit'
import { useT } from '../../i18n/i18n.tsx'
import { ActionLink, EmptyBlock } from '../../layout/load-states.tsx'
import './content.css'

export interface WebviewViewProps {
  /** The stored URL; null when the query carries none. Untrusted: SafeFrame checks it. */
  readonly url: string | null
}

/**
 * /webview (spec §2): a stored URL in a frame. SafeFrame refuses javascript:, data:, blob:, http off
 * localhost and userinfo tricks (https://app@evil.example) and shows the refusal instead.
 */
export function WebviewView({ url }: WebviewViewProps) {
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
        <SafeFrame
          src={url}
          title={t('content.webview.frameTitle')}
          blockedMessage={t('content.webview.blocked')}
        />
      )}
    </section>
  )
}
