import { MessageCircle, MessagesSquare, Send } from 'lucide-react'
import { Link } from 'wouter'
import { FramedPage } from '../../frames/framed-page.tsx'
import { useT } from '../../i18n/i18n.tsx'
import { StatusBlock, type ViewStatus } from '../../layout/load-states.tsx'
import type { LiveChat } from './live-chat.ts'
import './support.css'

export interface CustomerServiceViewProps {
  /** 'empty': no messaging contact is configured; only the in-app chat is offered. */
  readonly status: ViewStatus
  /** wa.me link to the support number chosen for this visit; null when none is configured. */
  readonly whatsAppHref: string | null
  readonly telegramHref: string | null
  readonly liveChat: LiveChat
  /** The origins the server lets the app frame (sys/frame_hosts); null while asking. */
  readonly frameHosts: readonly string[] | null
  readonly onRetry: () => void
}

/**
 * /service (spec §2): messaging links to support when the operator configured them (user/service), the
 * live-chat variant, and the in-app chat, which is all there is when none is configured. The live chat is
 * framed only when the provider's origin is on the server's allow-list (as the CSP's frame-src is);
 * otherwise it opens in a new tab.
 */
export function CustomerServiceView(props: CustomerServiceViewProps) {
  const t = useT()
  return (
    <section className="screen support">
      <h1 className="screen__title">{t('support.title')}</h1>
      {/* No messaging contact configured (the default): the in-app chat is the way, and nothing says otherwise. */}
      <p className="support__intro">
        {t(props.status === 'success' ? 'support.intro' : 'support.introInApp')}
      </p>
      {props.liveChat.kind === 'ok' && (
        <div className="support__live">
          <h2 className="support__subtitle">{t('support.liveTitle')}</h2>
          <FramedPage
            src={props.liveChat.url}
            title={t('support.liveFrame')}
            blockedMessage={t('support.liveBlocked')}
            frameHosts={props.frameHosts}
          />
        </div>
      )}
      {props.liveChat.kind === 'invalid' && (
        <p role="alert" className="support__invalid">
          {t('support.liveInvalid')}
        </p>
      )}
      {(props.status === 'loading' || props.status === 'error') && (
        <StatusBlock status={props.status} emptyTitle="" onRetry={props.onRetry} lines={2} />
      )}
      <div className="support__links">
        {props.status === 'success' && props.whatsAppHref && (
          <a className="support__link" href={props.whatsAppHref} target="_blank" rel="noopener noreferrer">
            <MessageCircle size={20} aria-hidden />
            {t('support.whatsapp')}
          </a>
        )}
        {props.status === 'success' && props.telegramHref && (
          <a className="support__link" href={props.telegramHref} target="_blank" rel="noopener noreferrer">
            <Send size={20} aria-hidden />
            {t('support.telegram')}
          </a>
        )}
        <Link to="/chat" className="support__link support__link--secondary">
          <MessagesSquare size={20} aria-hidden />
          {t('support.inApp')}
        </Link>
      </div>
    </section>
  )
}
